import type { TimeLimitKey, WorkdayEntryKind } from '@cityip/contracts';
import { boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

/**
 * The city's exceptions to the working week (issue 25): public holidays and adjusted working days
 * (调休). One row per date; a date without a row follows the week. `demo` marks the national
 * schedule a demo start ships, so staff can tell it from what they entered.
 */
export const workdayEntries = pgTable('workday_entries', {
  date: date('date').primaryKey(),
  kind: text('kind').$type<WorkdayEntryKind>().notNull(),
  /** The holiday the entry belongs to (春节, 国庆节 …), shown in the calendar. */
  name: text('name').notNull().default(''),
  demo: boolean('demo').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WorkdayEntryRow = typeof workdayEntries.$inferSelect;

/** The time limits in working days that the back office sets (a missing row is the default). */
export const timeLimits = pgTable('time_limits', {
  key: text('key').$type<TimeLimitKey>().primaryKey(),
  workingDays: integer('working_days').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TimeLimitRow = typeof timeLimits.$inferSelect;
