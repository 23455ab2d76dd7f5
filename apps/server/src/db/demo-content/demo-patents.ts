import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { generateIndexedPatents } from '../../features/patents/corpus/load/generate-in-workers.js';
import { loadPatents } from '../../features/patents/corpus/load/load-patents.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';

const MARK = 'demo-patents-v1';
/** The demo corpus is seed 1 of the generator: the same patents on every fresh demo database of a day. */
const DEMO_SEED = 1;

interface Logger {
  info(details: object, message: string): void;
}

/**
 * Loads the demo city's generated patents once per database (a seed mark, as for the demo
 * content): worker threads segment the text while the main thread writes. Logs how long it
 * took; returns whether it loaded.
 */
export async function seedDemoPatents(
  db: Db,
  config: Config,
  log: Logger,
  count = config.demoPatents,
): Promise<boolean> {
  if (count === 0) return false;
  const claimed = await db.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  const started = performance.now();
  try {
    const source = generateIndexedPatents(
      { count, seed: DEMO_SEED, profile: config.cityProfile, cityName: config.cityName },
      // PGlite writes on this thread: one worker keeps up with it, a second only competes for the cores.
      { workers: config.databaseUrl ? 2 : 1 },
    );
    const { inserted, updated } = await loadPatents(db, source);
    const ms = Math.round(performance.now() - started);
    log.info({ inserted, updated, ms, patentsPerSecond: Math.round((count / ms) * 1000) }, 'demo patents loaded');
  } catch (error) {
    // Let the next start try again rather than leave a partial corpus behind a mark.
    await db.delete(seedMarks).where(sql`${seedMarks.name} = ${MARK}`);
    throw error;
  }
  return true;
}
