import type { Db } from '../../../db/client.js';
import { createReadThroughCache } from '../../../lib/read-through-cache.js';

/**
 * Figures over the whole corpus that take a full scan (the facets and analysis of the empty
 * expression, the key industries, applicants' patent counts) cached per database for a few
 * minutes: they change only when a batch import or load runs, and the landing state of the
 * search pages asks for them constantly. After a load they may lag by up to five minutes.
 */
const cache = createReadThroughCache(5 * 60_000);

export function readThroughCorpusCache<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return cache.read(db, key, load);
}
