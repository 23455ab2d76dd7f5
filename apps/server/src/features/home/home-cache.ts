import type { Home, Site } from '@cityip/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createReadThroughCache } from '../../lib/read-through-cache.js';
import { loadHome, loadSite } from './home.service.js';

/** What the front site reads on every page: cached briefly, since thousands of visitors ask the same. */
interface CachedValues {
  site: Site;
  home: Home;
}

/** Long enough to absorb a burst of visitors, short enough that a scheduled item appears promptly. */
const cache = createReadThroughCache(10_000);

/** The cached site or home data, loading it when absent or expired. */
function readThroughHomeCache<K extends keyof CachedValues>(
  db: Db,
  key: K,
  load: () => Promise<CachedValues[K]>,
): Promise<CachedValues[K]> {
  return cache.read(db, key, load);
}

/**
 * Forgets the cached site and home data; every write to links, banners, footer or articles calls
 * it after committing.
 */
export function invalidateHomeCache(db: Db): void {
  cache.invalidate(db);
}

/** The site settings as GET /api/site answers them (and a pre-rendered page shows them). */
export function cachedSite(db: Db, config: Config): Promise<Site> {
  return readThroughHomeCache(db, 'site', () => loadSite(db, config));
}

/** The home page's data as GET /api/home answers it (and the pre-rendered home page shows it). */
export function cachedHome(db: Db): Promise<Home> {
  return readThroughHomeCache(db, 'home', () => loadHome(db));
}
