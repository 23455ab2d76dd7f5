import { z } from 'zod';
import { StoredDateTimeSchema, StoredIdSchema } from './content.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { CorrectableFieldSchema, PatentFieldValueSchema } from './patent-data.js';
import { PATENT_LIMITS } from './patents.js';
import { boundedList, boundedText, LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';
import { ACCOUNT_NAME_MAX_LENGTH } from './users.js';

/**
 * Patent imports from the back office (issue 26, `/data/patentImport`): a CSV, XLSX or JSONL file
 * in the columns of the command-line import runs as a background task; the page follows its
 * progress and shows its report, kept corrections included.
 */

/** The largest file the page takes: some 20,000 patents with abstracts in a CSV. */
export const PATENT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Row problems an import keeps for its report (a systematic mistake repeats on every row). */
export const PATENT_IMPORT_REPORTED_ERRORS = 200;
/** Kept corrections an import lists; past this only the count. */
export const PATENT_IMPORT_REPORTED_CORRECTIONS = 500;

export const PATENT_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const PatentImportStatusSchema = z.enum(PATENT_IMPORT_STATUSES, { error: 'validation.choice' });
export type PatentImportStatus = z.infer<typeof PatentImportStatusSchema>;

/** A problem with a row, in the reader's language: where it is and what is wrong. */
export const PatentImportRowErrorSchema = z.object({
  row: z.number().int(),
  /** The header as written in the file, or the column's English name when the file lacks it. */
  column: boundedText(TEXT_LIMITS.name),
  message: boundedText(TEXT_LIMITS.line),
});
export type PatentImportRowError = z.infer<typeof PatentImportRowErrorSchema>;

/** A field the import left as staff corrected it: what the file said and what stays. */
export const KeptCorrectionSchema = z.object({
  row: z.number().int(),
  applicationNumber: boundedText(PATENT_LIMITS.code),
  field: CorrectableFieldSchema,
  imported: PatentFieldValueSchema,
  corrected: PatentFieldValueSchema,
});
export type KeptCorrection = z.infer<typeof KeptCorrectionSchema>;

/** The counts of a finished import. */
export const PatentImportSummarySchema = z.object({
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** Headers that name no column (a misspelt header is reported, never silently dropped). */
  ignoredHeaders: boundedList(boundedText(TEXT_LIMITS.name), LIST_LIMITS.page),
  keptCorrections: z.number().int(),
});
export type PatentImportSummary = z.infer<typeof PatentImportSummarySchema>;

/** An import in the history. */
export const PatentImportSchema = z.object({
  id: StoredIdSchema,
  fileName: boundedText(TEXT_LIMITS.name),
  size: z.number().int(),
  status: PatentImportStatusSchema,
  /** Data rows read so far (the progress of a running import). */
  rowsRead: z.number().int(),
  summary: PatentImportSummarySchema.nullable(),
  /** Why a failed import could not run (the file's format, its missing columns), in the reader's language. */
  error: boundedText(TEXT_LIMITS.paragraph).nullable(),
  createdByName: boundedText(ACCOUNT_NAME_MAX_LENGTH).nullable(),
  createdAt: StoredDateTimeSchema,
  startedAt: StoredDateTimeSchema.nullable(),
  finishedAt: StoredDateTimeSchema.nullable(),
});
export type PatentImport = z.infer<typeof PatentImportSchema>;
export const PatentImportPageSchema = pageOf(PatentImportSchema);
export const PatentImportQuerySchema = PageQuerySchema;

/** GET /api/admin/patent-data/imports/:id: the import with its report. */
export const PatentImportDetailSchema = PatentImportSchema.extend({
  /** The first PATENT_IMPORT_REPORTED_ERRORS problems; `summary.failed` counts the rows. */
  rowErrors: boundedList(PatentImportRowErrorSchema, PATENT_IMPORT_REPORTED_ERRORS),
  /** Every problem found, including those past the list. */
  rowErrorsTotal: z.number().int(),
  keptCorrections: boundedList(KeptCorrectionSchema, PATENT_IMPORT_REPORTED_CORRECTIONS),
});
export type PatentImportDetail = z.infer<typeof PatentImportDetailSchema>;

export const PatentImportIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.id' }).max(TEXT_LIMITS.id) });
