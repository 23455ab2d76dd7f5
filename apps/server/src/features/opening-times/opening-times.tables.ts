import type { ClosureKind, ColumnKey, OpeningMode, WeeklySchedule } from '@cityip/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The opening times of each column (`/system/timeManage`). A column without a row has never been
 * configured and is open around the clock. Times are wall-clock times of the city's time zone.
 */
export const columnSchedules = pgTable('column_schedules', {
  key: text('key').$type<ColumnKey>().primaryKey(),
  mode: text('mode').$type<OpeningMode>().notNull(),
  weekly: jsonb('weekly').$type<WeeklySchedule>().notNull(),
  closedMessage: text('closed_message').notNull().default(''),
  closedMessageEn: text('closed_message_en').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ColumnScheduleRow = typeof columnSchedules.$inferSelect;

/**
 * Holidays and temporary closures. Bounds are local date-times `YYYY-MM-DDTHH:mm` of the city
 * (text, so they compare as text and mean the same wall-clock time whatever the server's zone).
 */
export const columnClosures = pgTable(
  'column_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ClosureKind>().notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    columns: jsonb('columns').$type<ColumnKey[]>().notNull(),
    message: text('message').notNull(),
    messageEn: text('message_en').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('column_closures_ends_at_idx').on(table.endsAt)],
);
export type ColumnClosureRow = typeof columnClosures.$inferSelect;
