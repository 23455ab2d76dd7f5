/**
 * R3 (PGlite) drill: the server is killed with SIGKILL in the middle of a write loop. BENCH_WRITERS
 * (4) clients issue visitor tokens (one committed session row each) as fast as the server answers;
 * every token the server acknowledged with 200 is recorded. After BENCH_SECONDS (5) the process is
 * killed without warning, started again on the same data directory (PGlite recovers from its WAL),
 * and every acknowledged token is checked through the API (GET /api/account/me must accept it).
 * Target: no acknowledged write lost, and the restart succeeds. Exits non-zero when missed.
 */
import http from 'node:http';
import { request, succeeded } from './drill-http.js';
import { demoDataDir, drillEnv, startServer, stopServer } from './drill-server.js';
import { verdict } from './drill-stats.js';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const env = drillEnv({ DATA_DIR: await demoDataDir() });
const first = await startServer({ env });
const acknowledged: string[] = [];
let unanswered = 0;
let killed = false;
const writer = async () => {
  while (!killed) {
    const response = await request(first.base, { method: 'POST', path: '/api/oauth/visitor' });
    const token = (response.body as { token?: { access_token?: string } } | null)?.token?.access_token;
    if (response.status === 200 && token) acknowledged.push(token);
    else unanswered += 1;
  }
};
const writers = Array.from({ length: WRITERS }, writer);
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
killed = true;
first.child.kill('SIGKILL');
await first.exited;
await Promise.all(writers);
console.log(
  `R3 PGlite SIGKILL: ${acknowledged.length} writes acknowledged in ${SECONDS} s, ${unanswered} cut off by the kill`,
);

const restartStarted = performance.now();
const second = await startServer({ env: { ...env, PORT: String(first.port) } });
console.log(`restarted on the same data directory in ${((performance.now() - restartStarted) / 1000).toFixed(1)} s`);
let passed = true;
try {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let missing = 0;
  for (let i = 0; i < acknowledged.length; i += 8) {
    const checks = await Promise.all(
      acknowledged
        .slice(i, i + 8)
        .map((token) =>
          request(second.base, { path: '/api/account/me', headers: { authorization: `bearer ${token}` } }, agent),
        ),
    );
    missing += checks.filter((check) => !succeeded(check)).length;
  }
  agent.destroy();
  passed = verdict(
    `acknowledged writes present after the restart: ${acknowledged.length - missing}/${acknowledged.length} (target all)`,
    acknowledged.length > 0 && missing === 0,
  );
} finally {
  await stopServer(second);
}
process.exit(passed ? 0 : 1);
