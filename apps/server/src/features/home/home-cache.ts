import type { Home, Site } from '@cityip/contracts';
import type { Db } from '../../db/client.js';

/** What the front site reads on every page: cached briefly, since thousands of visitors ask the same. */
interface CachedValues {
  site: Site;
  home: Home;
}
type Key = keyof CachedValues;
type Entries = { [K in Key]?: { value: Promise<CachedValues[K]>; expiresAt: number } };

/** Long enough to absorb a burst of visitors, short enough that a scheduled item appears promptly. */
const TTL_MS = 10_000;

// Keyed by database, not module-wide: tests run several apps on separate databases in one process.
const caches = new WeakMap<Db, Entries>();

/**
 * The cached value of `key`, loading it when absent or expired. The promise itself is cached, so
 * concurrent requests share one load; a failed load is dropped so the next request retries.
 */
export function readThroughHomeCache<K extends Key>(
  db: Db,
  key: K,
  load: () => Promise<CachedValues[K]>,
): Promise<CachedValues[K]> {
  let entries = caches.get(db);
  if (!entries) {
    entries = {};
    caches.set(db, entries);
  }
  const now = Date.now();
  const hit = entries[key];
  if (hit && hit.expiresAt > now) return hit.value;
  const value = load();
  const entry = { value, expiresAt: now + TTL_MS };
  entries[key] = entry as Entries[K];
  const current = entries;
  value.catch(() => {
    if (current[key] === entry) delete current[key];
  });
  return value;
}

/**
 * Forgets the cached site and home data; every write to links, banners, footer or articles calls
 * it after committing. A load already under way keeps its result for its own callers only, since
 * it was taken out of the cache here.
 */
export function invalidateHomeCache(db: Db): void {
  caches.delete(db);
}
