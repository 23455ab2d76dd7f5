import type { Db } from '../../../db/client.js';

/**
 * Figures over the whole corpus that take a full scan (the facets and analysis of the empty
 * expression, the key industries, applicants' patent counts) cached per database for a few
 * minutes: they change only when a batch import or load runs, and the landing state of the
 * search pages asks for them constantly. After a load they may lag by up to TTL_MS.
 */
const TTL_MS = 5 * 60_000;

// Keyed by database, not module-wide: tests run several apps on separate databases in one process.
const caches = new WeakMap<Db, Map<string, { value: Promise<unknown>; expiresAt: number }>>();

/**
 * The cached value of `key`, loading it when absent or expired. The promise itself is cached, so
 * concurrent requests share one load; a failed load is dropped so the next request retries.
 */
export function readThroughCorpusCache<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { value, expiresAt: now + TTL_MS };
  entries.set(key, entry);
  const current = entries;
  value.catch(() => {
    if (current.get(key) === entry) current.delete(key);
  });
  return value;
}
