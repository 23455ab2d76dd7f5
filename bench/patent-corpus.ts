/**
 * The generated patent corpus the benchmarks share (patent search, matchmaking): BENCH_PATENTS
 * patents (1,000,000 on PostgreSQL in the database `cityip_bench` next to the one in DATABASE_URL,
 * loaded by COPY; 100,000 on PGlite under bench/.data, by batched INSERTs), generated once with a
 * fixed seed and "today", and reused by later runs while the count matches.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.js';
import { seedDatabase } from '../apps/server/src/db/seed.js';
import { bulkLoadPostgres } from '../apps/server/src/features/patents/corpus/load/bulk-load-postgres.js';
import { generateIndexedPatents } from '../apps/server/src/features/patents/corpus/load/generate-in-workers.js';
import { loadPatents } from '../apps/server/src/features/patents/corpus/load/load-patents.js';
import { refreshSearchTokens } from '../apps/server/src/features/patents/corpus/load/refresh-tokens.js';
import { selectRows } from '../apps/server/src/features/patents/search/statements.js';

export const PG_URL = process.env.DATABASE_URL;
export const COUNT = Number(process.env.BENCH_PATENTS ?? (PG_URL ? 1_000_000 : 100_000));
const SEED = 1;

const benchDir = fileURLToPath(new URL('./.data/', import.meta.url));

/** The benchmark database: created on first use, loaded when it does not hold COUNT patents. */
export async function openBenchDatabase(): Promise<{ database: DatabaseHandle; env: NodeJS.ProcessEnv }> {
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

export function benchConfig(env: NodeJS.ProcessEnv) {
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

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
