/**
 * Patent search at scale, through the real server on loopback (issue 4, "Performance").
 *
 * Loads BENCH_PATENTS generated patents once (PostgreSQL: database `cityip_bench` next to the one in
 * DATABASE_URL, by COPY; PGlite: under bench/.data, by batched INSERTs) and reuses them on later
 * runs. Then, with a database token, measures four query sets of 30 varied queries, each query
 * being the result page and its facets requested together (what the search page does):
 *   - keyword: a bare Chinese term (title and abstract);
 *   - keyword + 3 filters: term and patent type, legal status and an application-date range;
 *   - code prefix: `IPC=(G06F*)`-style prefixes;
 *   - proximity: `A NEAR/n B` and `A W/n B`, bare and in TI/AB (n from 1 to 10);
 * p50 / p95 over two passes after one warm-up pass, then throughput of the mixed sets at
 * BENCH_CONCURRENCY (20) clients for BENCH_SECONDS (20). Prints the plans of one query per set.
 * Targets (PostgreSQL): p95 <= 300 ms and p50 <= 80 ms for every set; exits non-zero when missed.
 */
import { buildApp } from '../apps/server/src/app.js';
import { benchConfig, COUNT, openBenchDatabase, percentile } from './patent-corpus.js';
import { explainSearch } from './patent-search-plans.js';
import { QUERY_SETS } from './patent-search-queries.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TARGET = { p50: 80, p95: 300 };

const { database, env } = await openBenchDatabase();
const config = benchConfig(env);
const app = await buildApp({ config, db: database.db });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** A database token by client credentials, as a data-search integration would obtain one. */
async function databaseToken(): Promise<string> {
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  const response = await fetch(`${base}/api/oauth/database`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  });
  const body = (await response.json()) as { data: { access_token: string; token_type: string } };
  return `${body.data.token_type} ${body.data.access_token}`;
}
const headers = { authorization: await databaseToken() };

async function get(path: string): Promise<{ total?: number }> {
  const response = await fetch(`${base}${path}`, { headers });
  const body = (await response.json()) as { code: number; data: { total?: number }; msg: string };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** One search as the page makes it: the first result page and the facets, together. */
async function searchWithFacets(q: string): Promise<{ ms: number; total: number }> {
  const query = new URLSearchParams({ q }).toString();
  const t0 = performance.now();
  const [page] = await Promise.all([
    get(`/api/data/patents?${query}&sort=applicationDate`),
    get(`/api/data/patents/facets?${query}`),
  ]);
  return { ms: performance.now() - t0, total: page.total ?? 0 };
}

let passed = true;
try {
  console.log(`driver ${database.driver}, ${COUNT.toLocaleString('en')} patents`);
  for (const set of QUERY_SETS) for (const q of set.queries) await searchWithFacets(q);
  console.log('| query set | p50 ms | p95 ms | median matches |');
  console.log('|---|---|---|---|');
  for (const set of QUERY_SETS) {
    const latencies: number[] = [];
    const totals: number[] = [];
    for (let pass = 0; pass < 2; pass++) {
      for (const q of set.queries) {
        const { ms, total } = await searchWithFacets(q);
        latencies.push(ms);
        totals.push(total);
      }
    }
    latencies.sort((a, b) => a - b);
    totals.sort((a, b) => a - b);
    const p50 = percentile(latencies, 0.5);
    const p95 = percentile(latencies, 0.95);
    const ok = p50 <= TARGET.p50 && p95 <= TARGET.p95;
    if (database.driver === 'postgres' && !ok) passed = false;
    console.log(
      `| ${set.name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${percentile(totals, 0.5).toLocaleString('en')} |${ok ? '' : ' MISSED'}`,
    );
  }

  const mix = QUERY_SETS.flatMap((set) => set.queries);
  let done = 0;
  let next = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const q = mix[next++ % mix.length] as string;
      await searchWithFacets(q);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `throughput, ${CONCURRENCY} concurrent clients: ${(done / seconds).toFixed(1)} searches/s with facets ` +
      `(${((2 * done) / seconds).toFixed(1)} HTTP requests/s)`,
  );

  for (const set of QUERY_SETS) {
    console.log(`\n### plans: ${set.name}: ${set.queries[0]}`);
    console.log(await explainSearch(database.db, config, set.queries[0] as string));
  }
} finally {
  await app.close();
  await database.close();
}
if (!passed) console.log(`MISSED: target p50 <= ${TARGET.p50} ms and p95 <= ${TARGET.p95} ms on PostgreSQL`);
process.exit(passed ? 0 : 1);
