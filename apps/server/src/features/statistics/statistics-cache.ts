import type { Db } from '../../db/client.js';
import { createReadThroughCache } from '../../lib/read-through-cache.js';
import { invalidateHomeCache } from '../home/home-cache.js';

/**
 * The front pages' statistics, cached: every visitor of a year asks the same, and figures change
 * only when staff save or import, which drop the cache at once.
 */
const cache = createReadThroughCache(5 * 60_000);

/** The cached answer for `key`, loading it when absent or expired. */
export function readThroughStatistics<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return cache.read(db, key, load);
}

/** Forgets the cached statistics and the home page's figures; every write calls it after committing. */
export function invalidateStatistics(db: Db): void {
  cache.invalidate(db);
  invalidateHomeCache(db);
}
