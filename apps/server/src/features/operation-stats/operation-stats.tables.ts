import type { SearchKind } from '@cityip/contracts';
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Searches per day of the city's calendar and kind. A counter row instead of a row per search:
 * the statistics only need the daily figure, and nothing about who searched what is kept.
 */
export const searchCounts = pgTable(
  'search_counts',
  {
    day: date('day').notNull(),
    kind: text('kind').$type<SearchKind>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind] })],
);
