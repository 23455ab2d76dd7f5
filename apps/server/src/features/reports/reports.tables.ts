import type { ArticleStatus, FileRef } from '@cityip/contracts';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Report PDFs, by content hash. Kept apart from the public `files` table on purpose: the public
 * files route serves every row of `files` to anyone, while a report is served only after its
 * download survey (reports.routes.ts). Bytes live in the file storage under a `report-` key.
 */
export const reportFiles = pgTable('report_files', {
  id: text('id').primaryKey(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Patent navigation and early-warning reports (`/data/navigation`, `/patentWarning`). */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Code of a key industry of the city profile. */
    industry: text('industry').notNull(),
    summary: text('summary').notNull().default(''),
    cover: jsonb('cover').$type<FileRef>(),
    fileId: text('file_id')
      .notNull()
      .references(() => reportFiles.id),
    fileName: text('file_name').notNull(),
    publishDate: date('publish_date').notNull(),
    status: text('status').$type<ArticleStatus>().notNull().default('draft'),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reports_status_date_idx').on(table.status, table.publishDate)],
);
export type ReportRow = typeof reports.$inferSelect;
