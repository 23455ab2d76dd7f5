#!/usr/bin/env bash
# Security case 11: sqlmap (level 3, risk 2) against every list and search endpoint of the API.
#
# Starts the server on a throw-away PGlite database with a few demo patents on a free port, lists
# the GET /api routes with query parameters from the OpenAPI document (apps/server/scripts/
# sqlmap-targets.ts, which also picks a demo caller each route lets in), and runs sqlmap on every
# query parameter of each. Exits 1 if sqlmap reports any injectable parameter. On demand, not on
# every commit: `.ci/run` runs it when SQLMAP=1. About 400 requests per parameter; SQLMAP_JOBS sets
# how many sqlmap processes run at once (default 4), DEMO_PATENTS how many patents are loaded
# (default 300). SQLMAP_PARAMS=text tests only the free-text parameters (those no enum, number,
# date or pattern confines; the others are refused with 400 before any SQL, as the route-table
# test test/query-injection.test.ts proves) for a quicker run; the default `all` tests every one.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
command -v sqlmap >/dev/null || { echo "sqlmap is not installed (apt-get install sqlmap)" >&2; exit 2; }

WORK="$(mktemp -d -t cityip-sqlmap-XXXXXX)"
SERVER_PID=""
cleanup() {
  if [[ -n "$SERVER_PID" ]]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
}
trap cleanup EXIT

PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
BASE="http://127.0.0.1:$PORT"
started=$(date +%s)

echo "server: $BASE, work folder $WORK"
# Limits far above what sqlmap sends; the second factor off so the demo staff logins get sessions.
env NODE_ENV=development DATA_DIR="$WORK/data" WEB_DIST="$WORK/no-web" PORT="$PORT" HOST=127.0.0.1 \
  DEMO_PATENTS="${DEMO_PATENTS:-300}" LOG_LEVEL=warn STAFF_TOTP_ROLES= \
  RATE_LIMIT_LOGIN=1000000 RATE_LIMIT_CAPTCHA=1000000 RATE_LIMIT_TOKEN=1000000 RATE_LIMIT_SUBMIT=1000000 RATE_LIMIT_API=1000000 \
  node_modules/.bin/tsx apps/server/src/main.ts >"$WORK/server.log" 2>&1 &
SERVER_PID=$!

for _ in $(seq 1 240); do
  if curl -fsS "$BASE/api/config" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then echo "the server did not start:" >&2; cat "$WORK/server.log" >&2; exit 2; fi
  sleep 1
done
curl -fsS "$BASE/api/config" >/dev/null || { echo "the server did not answer in 4 minutes" >&2; exit 2; }

node_modules/.bin/tsx apps/server/scripts/sqlmap-targets.ts "$BASE" >"$WORK/targets.tsv" 2>"$WORK/targets.log"
cat "$WORK/targets.log"
column=3; [[ "${SQLMAP_PARAMS:-all}" == text ]] && column=4
# Routes without a parameter of the chosen kind are left out.
awk -F'\t' -v c="$column" '$c != "-" { print $1 "\t" $2 "\t" $c }' "$WORK/targets.tsv" >"$WORK/chosen.tsv"
endpoints=$(wc -l <"$WORK/chosen.tsv")
params=$(cut -f3 "$WORK/chosen.tsv" | tr ',' '\n' | grep -c .)
echo "targets: $endpoints endpoints, $params query parameters (SQLMAP_PARAMS=${SQLMAP_PARAMS:-all})"
[[ "$endpoints" -gt 0 ]] || { echo "no targets found" >&2; exit 2; }

mkdir -p "$WORK/out"
scan() {
  local index="$1" url="$2" auth="$3" names="$4"
  sqlmap -u "$url" -H "Authorization: $auth" -p "$names" --batch --level=3 --risk=2 --flush-session \
    --dbms=PostgreSQL --technique=BEUST --time-sec=2 --disable-coloring \
    --output-dir="$WORK/sqlmap/$index" >"$WORK/out/$index.txt" 2>&1 || true
  echo "scanned ${url%%\?*}"
}
export -f scan
export WORK
awk -F'\t' '{ printf "%d\t%s\n", NR, $0 }' "$WORK/chosen.tsv" |
  tr '\n' '\0' |
  xargs -0 -P "${SQLMAP_JOBS:-4}" -I{} bash -c 'IFS=$'"'"'\t'"'"' read -r i u a p <<<"$1"; scan "$i" "$u" "$a" "$p"' _ {}

elapsed=$(( $(date +%s) - started ))
found=$(grep -lE "identified the following injection point|is vulnerable" "$WORK"/out/*.txt || true)
clean=$(grep -l "do not appear to be injectable" "$WORK"/out/*.txt | wc -l || true)
echo "sqlmap: $endpoints endpoints, $params parameters, $clean runs ending 'not injectable', ${elapsed}s"
if [[ -n "$found" ]]; then
  echo "INJECTABLE parameters reported:" >&2
  for file in $found; do grep -E "Parameter:|Type:|Payload:" "$file" >&2; done
  trap - EXIT
  cleanup
  echo "outputs kept in $WORK" >&2
  exit 1
fi
if [[ "$clean" -ne "$endpoints" ]]; then
  echo "warning: some runs did not finish their tests; outputs kept in $WORK" >&2
  trap - EXIT; cleanup; exit 1
fi
echo "no injectable parameter found"
rm -rf "$WORK"
