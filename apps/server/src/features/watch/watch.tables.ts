import type { DigestSectionKey, PatentSort, WatchFrequency, WatchKind } from '@cityip/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

/**
 * Saved searches (issue 26). `digested_until` is the watermark: the end of the last digest's
 * window (set when alerts are turned on), so the next digest lists only what became visible
 * after it. `next_digest_at` is when the scheduler claims the search again; null while alerts
 * are off.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The final expression the search ran (parsed when saved). */
    expression: text('expression').notNull(),
    /** The search page's address that reopens it (savedSearchPath). */
    search: text('search').notNull(),
    sort: text('sort').$type<PatentSort>().notNull(),
    frequency: text('frequency').$type<WatchFrequency>().notNull().default('off'),
    digestedUntil: timestamp('digested_until', { withTimezone: true }).notNull().defaultNow(),
    nextDigestAt: timestamp('next_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_due_idx').on(t.nextDigestAt),
  ],
);
export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** Weekly watches of a key industry (one per account and industry), with the same watermark. */
export const industryWatches = pgTable(
  'industry_watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Key-industry code of the city profile. */
    industry: text('industry').notNull(),
    digestedUntil: timestamp('digested_until', { withTimezone: true }).notNull().defaultNow(),
    nextDigestAt: timestamp('next_digest_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('industry_watches_user_industry_idx').on(t.userId, t.industry),
    index('industry_watches_due_idx').on(t.nextDigestAt),
  ],
);
export type IndustryWatchRow = typeof industryWatches.$inferSelect;

/** One part of a stored digest: the listed patent ids (newest first) and the count of all. */
export interface StoredDigestSection {
  section: DigestSectionKey;
  total: number;
  patentIds: number[];
}

/**
 * Every digest that was mailed, so the account can read its alerts again (最近提醒) and the
 * operation statistics can count them. Written in the transaction that queues the mail and moves
 * the watermark; the window end is unique per watch, so a retried task cannot store (or mail) a
 * digest twice. The watch may be deleted since: its name is kept.
 */
export const watchDigests = pgTable(
  'watch_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WatchKind>().notNull(),
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
    industryWatchId: uuid('industry_watch_id').references(() => industryWatches.id, { onDelete: 'set null' }),
    /** The saved search's name at sending, or the industry code. */
    name: text('name').notNull(),
    /** The saved search's address at sending; null for an industry. */
    searchPath: text('search_path'),
    windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
    windowTo: timestamp('window_to', { withTimezone: true }).notNull(),
    sections: jsonb('sections').$type<StoredDigestSection[]>().notNull(),
    /** Patents of every section together, for the statistics. */
    total: integer('total').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('watch_digests_user_idx').on(t.userId, t.sentAt),
    index('watch_digests_sent_idx').on(t.sentAt),
    uniqueIndex('watch_digests_search_window_idx').on(t.savedSearchId, t.windowTo),
    uniqueIndex('watch_digests_industry_window_idx').on(t.industryWatchId, t.windowTo),
  ],
);
export type WatchDigestRow = typeof watchDigests.$inferSelect;

/** Unsubscribes through a mail's link (the statistics count them); nothing personal beyond the account. */
export const watchUnsubscribes = pgTable(
  'watch_unsubscribes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WatchKind>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('watch_unsubscribes_at_idx').on(t.at)],
);
