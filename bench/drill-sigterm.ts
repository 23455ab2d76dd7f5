/**
 * R8 drill: SIGTERM while requests are in flight. BENCH_INFLIGHT (60) policy searches and home
 * reads are sent at once, each on its own connection, to the real server (main.ts in a child
 * process, logging at info); as soon as its log shows a quarter of them begun, the server gets
 * SIGTERM, and a new connection is attempted every 100 ms until it exits.
 * The server's own log tells which requests it had begun before the signal (`incoming request`
 * before `shutting down`): a request still in the kernel's queues was never in flight, and is
 * reset or answered 503 once the listener closes, whatever the application does.
 * Targets: every request begun before the signal completes with 200; after the server logged
 * `shutting down`, new connections are refused; exit code 0 within 10 s of the signal.
 * Exits non-zero when a target is missed.
 */
import { readFileSync } from 'node:fs';
import { drillStorage, visitorAuthorization } from './drill-database.js';
import { type Exchange, request, succeeded } from './drill-http.js';
import { drillEnv, startServer } from './drill-server.js';
import { verdict } from './drill-stats.js';

const INFLIGHT = Number(process.env.BENCH_INFLIGHT ?? 60);
const TARGET = { exitMs: 10_000 };

const env = drillEnv({ ...(await drillStorage('cityip_drill_sigterm')), LOG_LEVEL: 'info' });
const server = await startServer({ env });
const headers = { authorization: await visitorAuthorization(server.base) };
const keywords = ['专利', '知识产权', '商标', '资助', '政策'];
const begunSoFar = () => readFileSync(server.logFile, 'utf8').split('"msg":"incoming request"').length - 1;
const begunBefore = begunSoFar();
const sent: Promise<Exchange>[] = Array.from({ length: INFLIGHT }, (_, i) => {
  const keyword = encodeURIComponent(keywords[i % keywords.length] ?? '');
  const path = i % 2 === 0 ? `/api/policies?keyword=${keyword}&pageSize=50` : '/api/home';
  return request(server.base, { path, headers });
});
// Signalled while the burst is being served: a quarter begun, the rest read or still queued.
for (let waited = 0; waited < 5000 && begunSoFar() - begunBefore < INFLIGHT / 4; waited += 5) {
  await new Promise((resolve) => setTimeout(resolve, 5));
}
const signalAt = Date.now();
const signalPerf = performance.now();
server.child.kill('SIGTERM');
let exited = false;
const exit = server.exited.then((value) => {
  exited = true;
  return value;
});
const probes: { at: number; result: string }[] = [];
while (!exited && performance.now() - signalPerf < TARGET.exitMs + 5000) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const at = Date.now();
  const probe = await request(server.base, { path: '/api/health' });
  probes.push({ at, result: probe.error ?? `HTTP ${probe.status}` });
}
if (!exited) server.child.kill('SIGKILL');
const { code, at: exitPerf } = await exit;
const results = await Promise.all(sent);

/** The server's view: when it logged each request's start and end, and when it began to shut down. */
interface LogLine {
  time: number;
  msg: string;
  requestId?: string;
  res?: { statusCode: number };
  req?: { url: string };
}
const lines = readFileSync(server.logFile, 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('{'))
  .map((line) => JSON.parse(line) as LogLine);
const shutdownAt = lines.find((line) => line.msg === 'shutting down')?.time ?? Number.POSITIVE_INFINITY;
const begun = lines.filter(
  (line) => line.msg === 'incoming request' && line.time < shutdownAt && line.time >= signalAt - 60_000,
);
const statusOf = new Map(
  lines.filter((line) => line.msg === 'request completed').map((line) => [line.requestId, line.res?.statusCode]),
);
const drillRequests = begun.filter((line) => line.req?.url !== '/api/health' && line.req?.url !== '/api/oauth/visitor');
const completed = drillRequests.filter((line) => statusOf.get(line.requestId) === 200).length;
const completedAt = new Map(
  lines.filter((line) => line.msg === 'request completed').map((line) => [line.requestId, line.time]),
);
const inFlightAtSignal = drillRequests.filter(
  (line) => (completedAt.get(line.requestId) ?? Number.POSITIVE_INFINITY) > signalAt,
).length;
const clientSide: Record<string, number> = {};
for (const r of results) {
  const key = succeeded(r) ? '200' : (r.error ?? String(r.status));
  clientSide[key] = (clientSide[key] ?? 0) + 1;
}
const lateProbes = probes.filter((probe) => probe.at > shutdownAt + 50);

console.log(
  `R8 SIGTERM under load, driver ${env.DATABASE_URL ? 'postgres' : 'pglite'}: ${INFLIGHT} requests sent; ` +
    `the handler ran ${(shutdownAt - signalAt).toFixed(0)} ms after the signal; client side ${JSON.stringify(clientSide)}`,
);
let passed = verdict(
  `requests the server had begun before the signal (${inFlightAtSignal} of them unfinished at the signal), ` +
    `completed with 200: ${completed}/${drillRequests.length} (target all)`,
  drillRequests.length > 0 && completed === drillRequests.length,
);
passed =
  verdict(
    `new connections after 'shutting down': ${lateProbes.map((probe) => probe.result).join(', ') || 'none attempted (exited first)'} (target refused)`,
    lateProbes.every((probe) => probe.result === 'ECONNREFUSED'),
  ) && passed;
const exitMs = exitPerf - signalPerf;
passed =
  verdict(
    `exit code ${code ?? 'none (killed)'} after ${(exitMs / 1000).toFixed(2)} s (target 0 within ${TARGET.exitMs / 1000} s)`,
    code === 0 && exitMs <= TARGET.exitMs,
  ) && passed;
process.exit(passed ? 0 : 1);
