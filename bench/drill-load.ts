/**
 * R1 load drill: the portal's busiest public reads under 100 keep-alive connections, then a burst
 * of 20 concurrent logins of distinct users. The real server (main.ts) runs in a child process, so
 * the load generator does not share its event loop. PGlite (a copy of the demo data) by default,
 * PostgreSQL (a fresh database `cityip_drill_load`) with DATABASE_URL.
 *   - GET /api/home, GET /api/policies (pages, levels, keywords), GET /api/policies/:id:
 *     BENCH_CONNECTIONS (100) for BENCH_SECONDS (60) each. Target: 0 errors, p99 <= 2 s.
 *   - POST /api/login, 20 distinct users at once, BENCH_LOGIN_ROUNDS (3) rounds. Target: 0 errors,
 *     p95 <= 3 s (argon2id at the OWASP cost on two cores: the hashes queue on the thread pool).
 * Exits non-zero when a target is missed.
 */
import { createDrillUsers, drillStorage, loginDrillUser, visitorAuthorization } from './drill-database.js';
import { closedLoop, describeLoad, type RequestSpec, request, succeeded } from './drill-http.js';
import { drillEnv, startServer, stopServer } from './drill-server.js';
import { percentile, verdict } from './drill-stats.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const LOGINS = 20;
const LOGIN_ROUNDS = Number(process.env.BENCH_LOGIN_ROUNDS ?? 3);
const TARGET = { readP99Ms: 2000, loginP95Ms: 3000 };

const env = drillEnv(await drillStorage('cityip_drill_load'));
await createDrillUsers(env, LOGINS);
const server = await startServer({ env });
let passed = true;
try {
  const authorization = await visitorAuthorization(server.base);
  const headers = { authorization };
  const list = await request(server.base, { path: '/api/policies?pageSize=100', headers });
  const ids = ((list.body as { data?: { items?: { id: string }[] } }).data?.items ?? []).map((item) => item.id);
  if (ids.length === 0) throw new Error(`no published policies to read: ${JSON.stringify(list.body).slice(0, 200)}`);
  const levels = ['', '&level=national', '&level=provincial', '&level=city', '&level=hkMacaoTaiwan'];
  const keywords = ['', '&keyword=%E4%B8%93%E5%88%A9', '&keyword=%E7%9F%A5%E8%AF%86%E4%BA%A7%E6%9D%83'];
  const sets: { name: string; next: (i: number) => RequestSpec }[] = [
    { name: 'GET /api/home', next: () => ({ path: '/api/home', headers }) },
    {
      name: 'GET /api/policies',
      next: (i) => ({
        path: `/api/policies?page=${1 + (i % 3)}${levels[i % levels.length]}${keywords[i % keywords.length]}`,
        headers,
      }),
    },
    { name: 'GET /api/policies/:id', next: (i) => ({ path: `/api/policies/${ids[i % ids.length]}`, headers }) },
  ];
  console.log(
    `R1 load: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, driver ${env.DATABASE_URL ? 'postgres' : 'pglite'}`,
  );
  for (const set of sets) {
    const result = await closedLoop(server.base, CONNECTIONS, SECONDS, set.next);
    const p99 = percentile(result.latencies, 0.99);
    const ok = result.errors === 0 && result.latencies.length > 0 && p99 <= TARGET.readP99Ms;
    passed =
      verdict(`${describeLoad(set.name, result)} (target 0 errors, p99 <= ${TARGET.readP99Ms} ms)`, ok) && passed;
    for (const sample of result.samples) console.log(`  e.g. ${sample}`);
  }

  const latencies: number[] = [];
  let errors = 0;
  for (let round = 0; round < LOGIN_ROUNDS; round++) {
    const results = await Promise.all(Array.from({ length: LOGINS }, (_, i) => loginDrillUser(server.base, env, i)));
    for (const result of results) {
      latencies.push(result.ms);
      if (!succeeded(result)) errors += 1;
    }
  }
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 0.95);
  passed =
    verdict(
      `POST /api/login, ${LOGINS} distinct users at once x ${LOGIN_ROUNDS}: ${errors} errors, ` +
        `p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms ` +
        `(target 0 errors, p95 <= ${TARGET.loginP95Ms} ms)`,
      errors === 0 && p95 <= TARGET.loginP95Ms,
    ) && passed;
} finally {
  await stopServer(server);
}
process.exit(passed ? 0 : 1);
