import type { ExportColumn, ExportFormat, ExportJobStatus, Locale, PatentSort } from '@cityip/contracts';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

/**
 * Background patent exports (issue 26). A row is the request (expression, sort, columns, format,
 * rows), its progress and its file. The file is stored as `parts`, storage objects written in
 * order and served one after the other: the file storage takes whole buffers, and a 200,000-row
 * export held in memory at once would be hundreds of megabytes. Rows stay after the file expires
 * (and after the owner deletes them, `deletedAt`), so the day's quota still counts them.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    q: text('q').notNull(),
    sort: text('sort').$type<PatentSort>().notNull(),
    format: text('format').$type<ExportFormat>().notNull(),
    columns: text('columns').array().$type<ExportColumn[]>().notNull(),
    /** Language of the file's headers and names: the one the owner asked in. */
    locale: text('locale').$type<Locale>().notNull(),
    status: text('status').$type<ExportJobStatus>().notNull().default('queued'),
    /** Rows the file will hold: at most the limit asked, the matches once the task has counted them. */
    total: integer('total').notNull(),
    rowsWritten: integer('rows_written').notNull().default(0),
    /** Storage ids of the file's parts, in order; only complete parts of the run that owns the job. */
    parts: text('parts').array().notNull().default([]),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    /**
     * The task attempt (outbox `attempts`) that writes the job. A run records parts and progress only
     * while this is still its number, so a worker presumed dead can never add to a newer run's file.
     */
    run: integer('run').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The owner removed it from the list; kept for the quota until housekeeping drops old rows. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('export_jobs_owner_idx').on(table.ownerId, table.createdAt),
    index('export_jobs_status_idx').on(table.status, table.expiresAt),
  ],
);
export type ExportJobRow = typeof exportJobs.$inferSelect;
