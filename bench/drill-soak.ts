/**
 * R2 soak drill: a steady BENCH_RATE (50) requests per second for BENCH_SECONDS (600) against the
 * real server in a child process — home, policy list and detail, and one visitor-token issuance in
 * ten (a write) — sampling the SERVER's memory and active handles every BENCH_SAMPLE_SECONDS (10)
 * through an IPC preload (drill-metrics-preload.ts; nothing is added to the HTTP API).
 * Targets: 0 errors; heap after GC grows by at most 1 MiB/min over the run after the first
 * sample (warm-up: JIT, caches, pools); active handles at the end no more than at the start + 5.
 * Exits non-zero when a target is missed.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { drillStorage, visitorAuthorization } from './drill-database.js';
import { type Exchange, type RequestSpec, request, succeeded } from './drill-http.js';
import { drillEnv, startServer, stopServer } from './drill-server.js';
import { mib, percentile, slope, verdict } from './drill-stats.js';

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 600);
const SAMPLE_SECONDS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 10);
const TARGET = { heapMiBPerMin: 1, extraHandles: 5 };

interface Sample {
  at: number;
  rss: number;
  heapUsed: number;
  external: number;
  resources: number;
  byType: Record<string, number>;
}

const env = drillEnv(await drillStorage('cityip_drill_soak'));
const server = await startServer({
  env,
  ipc: true,
  nodeOptions: ['--expose-gc'],
  preload: [fileURLToPath(new URL('./drill-metrics-preload.ts', import.meta.url))],
});

function sample(): Promise<Sample> {
  return new Promise((resolve) => {
    server.child.once('message', (message) => resolve({ at: performance.now(), ...(message as Omit<Sample, 'at'>) }));
    server.child.send('sample');
  });
}

let passed = true;
try {
  const headers = { authorization: await visitorAuthorization(server.base) };
  const list = await request(server.base, { path: '/api/policies?pageSize=50', headers });
  const ids = ((list.body as { data?: { items?: { id: string }[] } }).data?.items ?? []).map((item) => item.id);
  const mix = (i: number): RequestSpec => {
    if (i % 10 === 0) return { method: 'POST', path: '/api/oauth/visitor' };
    if (i % 3 === 0) return { path: '/api/home', headers };
    if (i % 3 === 1) return { path: `/api/policies?page=${1 + (i % 5)}`, headers };
    return { path: `/api/policies/${ids[i % ids.length]}`, headers };
  };
  // Open loop: requests leave on a fixed schedule whatever the latency, as real visitors do.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const pending: Promise<Exchange>[] = [];
  const samples: Sample[] = [await sample()];
  const started = performance.now();
  let sent = 0;
  let nextSample = started + SAMPLE_SECONDS * 1000;
  while (performance.now() - started < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    while (sent < due) pending.push(request(server.base, mix(sent++), agent));
    if (performance.now() >= nextSample) {
      const s = await sample();
      samples.push(s);
      console.log(
        `  ${((s.at - started) / 1000).toFixed(0)} s: rss ${mib(s.rss)}, heap ${mib(s.heapUsed)}, handles ${s.resources}, sent ${sent}`,
      );
      nextSample += SAMPLE_SECONDS * 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const results = await Promise.all(pending);
  agent.destroy();
  // The server needs a moment to see the client's sockets close; sampled at once they count as open.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  samples.push(await sample());
  const elapsed = (performance.now() - started) / 1000;
  const errors = results.filter((result) => !succeeded(result));
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  console.log(
    `R2 soak, driver ${env.DATABASE_URL ? 'postgres' : 'pglite'}: ${results.length} requests in ${elapsed.toFixed(0)} s ` +
      `(${(results.length / elapsed).toFixed(1)} req/s), ${errors.length} errors, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  );
  for (const error of errors.slice(0, 5))
    console.log(`  e.g. ${error.status} ${error.error ?? JSON.stringify(error.body).slice(0, 120)}`);
  const steady = samples.slice(1);
  const perMinute = (pick: (s: Sample) => number) =>
    slope(steady.map((s) => ({ x: (s.at - started) / 60_000, y: pick(s) / 1024 / 1024 })));
  const first = samples[0] as Sample;
  const last = samples.at(-1) as Sample;
  const max = (pick: (s: Sample) => number) => Math.max(...samples.map(pick));
  console.log(
    `rss first ${mib(first.rss)}, last ${mib(last.rss)}, max ${mib(max((s) => s.rss))}, slope ${perMinute((s) => s.rss).toFixed(2)} MiB/min`,
  );
  const heapSlope = perMinute((s) => s.heapUsed);
  passed = verdict(`0 errors: ${errors.length}`, errors.length === 0) && passed;
  passed =
    verdict(
      `heap after GC first ${mib(first.heapUsed)}, last ${mib(last.heapUsed)}, max ${mib(max((s) => s.heapUsed))}, ` +
        `slope ${heapSlope.toFixed(2)} MiB/min (target <= ${TARGET.heapMiBPerMin})`,
      heapSlope <= TARGET.heapMiBPerMin,
    ) && passed;
  passed =
    verdict(
      `active handles first ${first.resources} ${JSON.stringify(first.byType)}, last ${last.resources} ${JSON.stringify(last.byType)}, ` +
        `max ${max((s) => s.resources)} (target last <= first + ${TARGET.extraHandles})`,
      last.resources <= first.resources + TARGET.extraHandles,
    ) && passed;
} finally {
  await stopServer(server);
}
process.exit(passed ? 0 : 1);
