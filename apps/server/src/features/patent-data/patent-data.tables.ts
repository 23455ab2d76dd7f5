import type {
  CorrectableField,
  KeptCorrection,
  PatentFieldValue,
  PatentImportStatus,
  PatentImportSummary,
  PatentReportStatus,
} from '@cityip/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { patents } from '../patents/patents.tables.js';

/**
 * A user's report of an error in one field of a patent record (issue 26). Staff accept it with a
 * corrected value (a row in `patent_corrections`) or reject it with a reason; the reporter is
 * mailed either way. A deleted account leaves its reports, unsigned.
 */
export const patentErrorReports = pgTable(
  'patent_error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patentId: integer('patent_id')
      .notNull()
      .references(() => patents.id, { onDelete: 'cascade' }),
    field: text('field').$type<CorrectableField>().notNull(),
    description: text('description').notNull(),
    source: text('source').notNull().default(''),
    status: text('status').$type<PatentReportStatus>().notNull().default('new'),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('patent_error_reports_status_idx').on(t.status, t.createdAt),
    // The daily limit counts an account's reports of the last 24 hours.
    index('patent_error_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);
export type PatentErrorReportRow = typeof patentErrorReports.$inferSelect;

/**
 * Every change staff made to a patent record, with the value before and after. The latest row of
 * a patent's field is the value an import keeps (import-patents.ts).
 */
export const patentCorrections = pgTable(
  'patent_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patentId: integer('patent_id')
      .notNull()
      .references(() => patents.id, { onDelete: 'cascade' }),
    field: text('field').$type<CorrectableField>().notNull(),
    oldValue: jsonb('old_value').$type<PatentFieldValue>(),
    newValue: jsonb('new_value').$type<PatentFieldValue>(),
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull().defaultNow(),
    /** The report this correction answers; null for a direct correction. */
    reportId: uuid('report_id').references(() => patentErrorReports.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('patent_corrections_patent_idx').on(t.patentId, t.field, t.correctedAt),
    index('patent_corrections_at_idx').on(t.correctedAt),
  ],
);
export type PatentCorrectionRow = typeof patentCorrections.$inferSelect;

/** A row problem as an import keeps it: both languages, the page answers in the reader's. */
export interface StoredRowError {
  row: number;
  column: string;
  message: { zh: string; en: string };
}

/**
 * A patent file uploaded in the back office and imported by the `patentData.import` task: its
 * progress while it runs, then its report. The file (sealed private storage) is removed once done.
 */
export const patentImports = pgTable(
  'patent_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    /** Private storage id of the uploaded bytes; null once the import is done. */
    storageId: text('storage_id'),
    status: text('status').$type<PatentImportStatus>().notNull().default('queued'),
    rowsRead: integer('rows_read').notNull().default(0),
    summary: jsonb('summary').$type<PatentImportSummary>(),
    rowErrors: jsonb('row_errors').$type<StoredRowError[]>().notNull().default([]),
    rowErrorsTotal: integer('row_errors_total').notNull().default(0),
    keptCorrections: jsonb('kept_corrections').$type<KeptCorrection[]>().notNull().default([]),
    error: jsonb('error').$type<{ zh: string; en: string }>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('patent_imports_created_idx').on(t.createdAt)],
);
export type PatentImportRow = typeof patentImports.$inferSelect;
