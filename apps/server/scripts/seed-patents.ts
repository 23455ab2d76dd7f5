import { parseArgs } from 'node:util';
import pg from 'pg';
import { ConfigError } from '../src/config.js';
import { generatePatents } from '../src/features/patents/corpus/generate/generate-patents.js';
import { bulkLoadPostgres, patentsTableIsEmpty } from '../src/features/patents/corpus/load/bulk-load-postgres.js';
import { generateIndexedPatents } from '../src/features/patents/corpus/load/generate-in-workers.js';
import { loadPatents } from '../src/features/patents/corpus/load/load-patents.js';
import { formatCount, openScriptDatabase } from './script-database.js';

const USAGE = `Generates a deterministic corpus of the configured city's patents and loads it.

  npm run seed:patents -- [--count 20000] [--seed 1] [--as-of YYYY-MM-DD]
                          [--database-url postgres://…] [--workers N] [--no-copy]

Without --database-url or DATABASE_URL the PGlite database under DATA_DIR is used.
See apps/server/scripts/README.md.`;

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    'as-of': { type: 'string' },
    'database-url': { type: 'string' },
    workers: { type: 'string' },
    'no-copy': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function integer(name: string, text: string | undefined, min: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`--${name} must be an integer ≥ ${min} (got ${text})`);
  return n;
}

async function main(): Promise<void> {
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = integer('count', values.count, 1);
  const seed = integer('seed', values.seed, 0);
  const asOf = values['as-of'];
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new ConfigError('--as-of must be YYYY-MM-DD');

  const { config, database } = await openScriptDatabase(values['database-url']);
  // PGlite writes on this thread: one worker keeps up with it, a second only competes for the cores.
  const workers =
    values.workers === undefined ? (database.driver === 'pglite' ? 1 : 2) : integer('workers', values.workers, 0);
  const options = { count, seed, asOf, profile: config.cityProfile, cityName: config.cityName };
  const source = workers > 0 ? generateIndexedPatents(options, { workers }) : generatePatents(options);
  const started = performance.now();
  let reported = 0;
  const onProgress = (loaded: number) => {
    if (loaded - reported < count / 10 && loaded < count) return;
    reported = loaded;
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${formatCount(loaded)} / ${formatCount(count)} patents, ${Math.round(loaded / seconds)} per second`);
  };
  try {
    const pool =
      config.databaseUrl && !values['no-copy'] ? new pg.Pool({ connectionString: config.databaseUrl }) : null;
    const copy = pool !== null && (await patentsTableIsEmpty(pool));
    console.log(
      `Loading ${formatCount(count)} patents (seed ${seed}) into ${database.driver} by ${copy ? 'COPY' : 'batched INSERT'}` +
        `${workers > 0 ? `, ${workers} worker threads segmenting` : ''}…`,
    );
    try {
      const summary =
        pool && copy
          ? await bulkLoadPostgres(pool, source, { onProgress })
          : await loadPatents(database.db, source, { onProgress });
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `Done in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} patents/s): ` +
          `${formatCount(summary.inserted)} inserted, ${formatCount(summary.updated)} updated.`,
      );
    } finally {
      await pool?.end();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
