/**
 * R3 (PostgreSQL) drill: the database restarts under load. A private PostgreSQL cluster is made
 * for the drill (initdb in a temporary directory, port BENCH_PG_PORT 5499; the shared server is
 * never touched), the real server runs against it with BENCH_CLIENTS (10) clients reading policies
 * (each pausing 20 ms between requests), then the cluster is stopped (`pg_ctl stop -m fast`), kept down BENCH_OUTAGE_SECONDS
 * (5) and started again.
 * Targets: while the database is down every request answers within 1 s with HTTP 503 and the
 * envelope `{code: 503, msg, data: null}` (no 500, no hung or dropped connection); once it is back,
 * requests succeed again within 5 s without restarting the app, and every request of the last
 * 5 s succeeds. Exits non-zero when a target is missed.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { visitorAuthorization } from './drill-database.js';
import { type Exchange, envelopeCode, request, succeeded } from './drill-http.js';
import { drillEnv, startServer, stopServer } from './drill-server.js';
import { percentile, verdict } from './drill-stats.js';

const PORT = Number(process.env.BENCH_PG_PORT ?? 5499);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const PAUSE_MS = 20;
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 5);
const BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const TARGET = { outageMs: 1000, recoverSeconds: 5 };

/** initdb and the server refuse to run as root: run them as `postgres` when we are root. */
function asPostgres(command: string, args: string[]): string {
  const full = join(BIN, command);
  if (process.getuid?.() !== 0) return execFileSync(full, args, { encoding: 'utf8' });
  return execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' });
}

const clusterDir = mkdtempSync(join(tmpdir(), 'cityip-drill-pg-'));
chmodSync(clusterDir, 0o777);
const pgData = join(clusterDir, 'data');
const pgCtl = (...args: string[]) =>
  asPostgres('pg_ctl', ['-D', pgData, '-l', join(clusterDir, 'postgres.log'), '-w', '-t', '60', ...args]);
asPostgres('initdb', ['-D', pgData, '--auth=trust', '-U', 'postgres', '--no-sync']);
const pgOptions = `-p ${PORT} -k ${clusterDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
pgCtl('-o', pgOptions, 'start');

interface Result extends Exchange {
  sentAt: number;
}

let passed = true;
try {
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PORT}/postgres` });
  await admin.connect();
  await admin.query('create database cityip_drill');
  await admin.end();
  const server = await startServer({
    env: drillEnv({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${PORT}/cityip_drill`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cityip-drill-files-')),
    }),
  });
  try {
    const headers = { authorization: await visitorAuthorization(server.base) };
    // Closed loop with a short pause: an open-loop rate above what a busy two-core machine serves
    // would measure the client's own queue instead of the server's answers.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const results: Result[] = [];
    let running = true;
    let sent = 0;
    const client = async () => {
      while (running) {
        const sentAt = performance.now();
        const path = `/api/policies?page=${1 + (sent++ % 4)}`;
        results.push({ ...(await request(server.base, { path, headers }, agent)), sentAt });
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    };
    const pump = Promise.all(Array.from({ length: CLIENTS }, client));
    const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    await wait(5);
    const stopAt = performance.now();
    pgCtl('-m', 'fast', 'stop');
    const downAt = performance.now();
    await wait(OUTAGE_SECONDS);
    const restartAt = performance.now();
    pgCtl('-o', pgOptions, 'start');
    const upAt = performance.now();
    await wait(10);
    running = false;
    await pump;
    agent.destroy();

    const during = results.filter((r) => r.sentAt >= downAt && r.sentAt < restartAt);
    const refused = during.filter((r) => r.status === 503 && envelopeCode(r.body) === 503);
    const wrong = during.filter((r) => !(r.status === 503 && envelopeCode(r.body) === 503) && !succeeded(r));
    const outageLatencies = during.map((r) => r.ms).sort((a, b) => a - b);
    const firstSuccess = results.find((r) => r.sentAt >= upAt && succeeded(r));
    const recoverSeconds = firstSuccess
      ? (firstSuccess.sentAt + firstSuccess.ms - upAt) / 1000
      : Number.POSITIVE_INFINITY;
    const tail = results.filter((r) => r.sentAt >= upAt + 5000);
    const other = results.filter((r) => !succeeded(r) && !(r.status === 503 && envelopeCode(r.body) === 503));
    const statuses: Record<string, number> = {};
    for (const r of results) statuses[r.error ?? String(r.status)] = (statuses[r.error ?? String(r.status)] ?? 0) + 1;
    console.log(
      `R3 PostgreSQL restart: ${results.length} requests from ${CLIENTS} clients; stop took ${((downAt - stopAt) / 1000).toFixed(1)} s, ` +
        `down ${OUTAGE_SECONDS} s, start took ${((upAt - restartAt) / 1000).toFixed(1)} s; statuses ${JSON.stringify(statuses)}`,
    );
    passed =
      verdict(
        `while down: ${during.length} requests, ${refused.length} answered 503 + envelope, ${wrong.length} otherwise; ` +
          `p99 ${percentile(outageLatencies, 0.99).toFixed(1)} ms, max ${(outageLatencies.at(-1) ?? 0).toFixed(1)} ms ` +
          `(target every one 503 within ${TARGET.outageMs} ms)`,
        during.length > 0 && wrong.length === 0 && (outageLatencies.at(-1) ?? 0) < TARGET.outageMs,
      ) && passed;
    passed =
      verdict(
        `recovery without an app restart: first success ${recoverSeconds.toFixed(2)} s after the database was up; ` +
          `${tail.filter(succeeded).length}/${tail.length} of the last requests succeeded (target <= ${TARGET.recoverSeconds} s, all)`,
        recoverSeconds <= TARGET.recoverSeconds && tail.length > 0 && tail.every(succeeded),
      ) && passed;
    passed = verdict(`answers other than 200 or 503 over the whole run: ${other.length}`, other.length === 0) && passed;
    for (const r of other.slice(0, 5))
      console.log(`  e.g. ${r.status} ${r.error ?? JSON.stringify(r.body).slice(0, 160)}`);
  } finally {
    const exit = await stopServer(server);
    passed = verdict(`server exit after the drill: code ${exit.code}`, exit.code === 0) && passed;
  }
} finally {
  try {
    pgCtl('-m', 'immediate', 'stop');
  } catch {
    // Already stopped.
  }
  rmSync(clusterDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
