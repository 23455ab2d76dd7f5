/**
 * Patent search at scale, through the real server on loopback (issue 4, "Performance").
 *
 * Loads BENCH_PATENTS generated patents once (PostgreSQL: database `cityip_bench` next to the one in
 * DATABASE_URL, by COPY; PGlite: under bench/.data, by batched INSERTs) and reuses them on later
 * runs. Then, with a database token, measures three query sets of 30 varied queries, each query
 * being the result page and its facets requested together (what the search page does):
 *   - keyword: a bare Chinese term (title and abstract);
 *   - keyword + 3 filters: term and patent type, legal status and an application-date range;
 *   - code prefix: `IPC=(G06F*)`-style prefixes;
 * p50 / p95 over two passes after one warm-up pass, then throughput of the mixed sets at
 * BENCH_CONCURRENCY (20) clients for BENCH_SECONDS (20). Prints the plans of one query per set.
 * Targets (PostgreSQL): p95 <= 300 ms and p50 <= 80 ms for every set; exits non-zero when missed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.js';
import { seedDatabase } from '../apps/server/src/db/seed.js';
import { bulkLoadPostgres } from '../apps/server/src/features/patents/corpus/load/bulk-load-postgres.js';
import { generateIndexedPatents } from '../apps/server/src/features/patents/corpus/load/generate-in-workers.js';
import { loadPatents } from '../apps/server/src/features/patents/corpus/load/load-patents.js';
import { refreshSearchTokens } from '../apps/server/src/features/patents/corpus/load/refresh-tokens.js';
import { selectRows } from '../apps/server/src/features/patents/search/statements.js';
import { explainSearch } from './patent-search-plans.js';
import { QUERY_SETS } from './patent-search-queries.js';

const PG_URL = process.env.DATABASE_URL;
const COUNT = Number(process.env.BENCH_PATENTS ?? (PG_URL ? 1_000_000 : 100_000));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SEED = 1;
const TARGET = { p50: 80, p95: 300 };

const benchDir = fileURLToPath(new URL('./.data/', import.meta.url));

/** The benchmark database: created on first use, loaded when it does not hold COUNT patents. */
async function openBenchDatabase(): Promise<{ database: DatabaseHandle; env: NodeJS.ProcessEnv }> {
  let env: NodeJS.ProcessEnv;
  if (PG_URL) {
    const url = new URL(PG_URL);
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', ['cityip_bench']);
    if (exists.rowCount === 0) await admin.query('create database cityip_bench');
    await admin.end();
    url.pathname = '/cityip_bench';
    env = { DATABASE_URL: url.toString() };
  } else {
    const dataDir = join(benchDir, `pglite-${COUNT}`);
    mkdirSync(dataDir, { recursive: true });
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
  }
  const config = benchConfig(env);
  const database = await openDatabase(config);
  await database.migrate();
  await seedDatabase(database.db, config);
  // A corpus kept from an earlier run may hold tokens of an older format, as at a server start.
  await refreshSearchTokens(database.db);
  const stored = await countPatents(database);
  if (stored !== COUNT) {
    console.log(`loading ${COUNT.toLocaleString('en')} patents (found ${stored.toLocaleString('en')}) ...`);
    const started = performance.now();
    await database.db.execute(sql`truncate patents, patent_applicants restart identity cascade`);
    const records = generateIndexedPatents({
      count: COUNT,
      seed: SEED,
      profile: config.cityProfile,
      cityName: config.cityName,
      // A fixed "today", so the corpus and the figures do not change from one day to the next.
      asOf: '2026-11-01',
    });
    const progress = (n: number) => {
      if (n % 100_000 === 0)
        console.log(`  ${n.toLocaleString('en')} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    };
    if (PG_URL) {
      const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
      await bulkLoadPostgres(pool, records, { onProgress: progress });
      await pool.end();
    } else {
      await loadPatents(database.db, records, { onProgress: progress, batchSize: 500 });
    }
    console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  if (PG_URL) {
    // A serving database has its search table and index in memory; a fresh benchmark process
    // after a restart would otherwise measure disk reads (see the README for the settings used).
    await database.db.execute(sql`create extension if not exists pg_prewarm`);
    await database.db.execute(
      sql`select pg_prewarm('patent_search'), pg_prewarm('patent_search_tokens_idx'), pg_prewarm('patents_pkey')`,
    );
  }
  return { database, env };
}

function benchConfig(env: NodeJS.ProcessEnv) {
  return loadConfig({
    ...process.env,
    ...env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_TOKEN: '100000',
    RATE_LIMIT_API: '100000',
  });
}

async function countPatents(database: DatabaseHandle): Promise<number> {
  const [row] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from patents`);
  return row?.n ?? 0;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

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
