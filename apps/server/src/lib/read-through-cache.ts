import type { Db } from '../db/client.js';

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/** A per-database read-through cache whose entries live `ttlMs`. */
export interface ReadThroughCache {
  /**
   * The cached value of `key`, loading it when absent or expired. The promise itself is cached,
   * so concurrent requests share one load; a failed load is dropped so the next request retries.
   */
  read<T>(db: Db, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Forgets every entry of `db`. A load already under way keeps its result for its own callers
   * only, since it was taken out of the cache here.
   */
  invalidate(db: Db): void;
}

export function createReadThroughCache(ttlMs: number): ReadThroughCache {
  // Keyed by database, not module-wide: tests run several apps on separate databases in one process.
  const caches = new WeakMap<Db, Map<string, Entry>>();
  return {
    read<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
      let entries = caches.get(db);
      if (!entries) {
        entries = new Map();
        caches.set(db, entries);
      }
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      const value = load();
      const entry = { value, expiresAt: now + ttlMs };
      entries.set(key, entry);
      const current = entries;
      value.catch(() => {
        if (current.get(key) === entry) current.delete(key);
      });
      return value;
    },
    invalidate(db: Db): void {
      caches.delete(db);
    },
  };
}
