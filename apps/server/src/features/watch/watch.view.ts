import type { IndustryWatch, SavedSearch, WatchFrequency } from '@cityip/contracts';
import type { IndustryWatchRow, SavedSearchRow } from './watch.tables.js';

/** How long after one digest the next is due. */
export const DIGEST_PERIOD_MS: Record<Exclude<WatchFrequency, 'off'>, number> = {
  daily: 24 * 60 * 60_000,
  weekly: 7 * 24 * 60 * 60_000,
};

/** A saved search as its owner reads it. */
export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    expression: row.expression,
    search: row.search,
    sort: row.sort,
    frequency: row.frequency,
    nextDigestAt: row.nextDigestAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An industry watch as its owner reads it. */
export function toIndustryWatch(row: IndustryWatchRow): IndustryWatch {
  return {
    id: row.id,
    industry: row.industry,
    nextDigestAt: row.nextDigestAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
