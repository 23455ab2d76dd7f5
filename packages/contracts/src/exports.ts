import { MAX_EXPRESSION_LENGTH } from '@cityip/patent-query';
import { z } from 'zod';
import { StoredDateTimeSchema, StoredIdSchema } from './content.js';
import { EXPORT_COLUMNS, PATENT_SORTS } from './patent-search-options.js';
import { ExpressionSchema, PatentSortSchema } from './patents.js';
import { TEXT_LIMITS } from './text-limits.js';

/**
 * Background export jobs (issue 26): a patent search exported past the synchronous cap
 * (MAX_EXPORT_ROWS) is written by a task on the server, watched by its progress, and downloaded
 * from the account for EXPORT_KEEP_DAYS. Only the owner sees a job (anyone else: 404).
 */

/** Most rows one background export holds: about 100 MB of CSV with every column. */
export const MAX_EXPORT_JOB_ROWS = 200_000;
/** A finished file is kept this long, then deleted by the hourly housekeeping. */
export const EXPORT_KEEP_DAYS = 7;
/** Queued or running exports one account may have at a time. */
export const MAX_ACTIVE_EXPORT_JOBS = 3;
/** The newest jobs the account's list shows. */
export const EXPORT_JOBS_LISTED = 50;
/** How often a page asks for the progress of a running export. */
export const EXPORT_POLL_MS = 2_000;

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * queued: waiting for a worker; running: being written (progress moves); done: downloadable until
 * `expiresAt`; failed: given up or cancelled (counts nothing against the daily quota); expired:
 * the file was deleted after EXPORT_KEEP_DAYS.
 */
export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/** `POST /api/exports/patents`: what to export, as the synchronous export takes it (columns as a list). */
export const ExportJobInputSchema = z.object({
  q: ExpressionSchema,
  sort: PatentSortSchema.default('applicationDate'),
  format: z.enum(EXPORT_FORMATS, { error: 'validation.exportFormat' }).default('xlsx'),
  /** A subset of EXPORT_COLUMNS (stored in that order); all when empty. */
  columns: z
    .array(z.enum(EXPORT_COLUMNS, { error: 'validation.exportColumns' }))
    .max(EXPORT_COLUMNS.length, { error: 'validation.tooMany' })
    .default([]),
  limit: z.number().int().min(1).max(MAX_EXPORT_JOB_ROWS),
});
export type ExportJobInput = z.input<typeof ExportJobInputSchema>;

export const ExportJobIdParamsSchema = z.object({
  id: z.uuid({ error: 'error.exportNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});

/** One export job as its owner sees it. */
export const ExportJobSchema = z.object({
  id: StoredIdSchema,
  status: z.enum(EXPORT_JOB_STATUSES),
  q: z.string().max(MAX_EXPRESSION_LENGTH),
  sort: z.enum(PATENT_SORTS),
  format: z.enum(EXPORT_FORMATS),
  columns: z.array(z.enum(EXPORT_COLUMNS)).max(EXPORT_COLUMNS.length),
  /** Rows the file holds when done (the matches at the start, at most the limit asked). */
  total: z.number().int().min(0).max(MAX_EXPORT_JOB_ROWS),
  rowsWritten: z.number().int().min(0).max(MAX_EXPORT_JOB_ROWS),
  /** 0–100; 100 only once the file is complete. */
  percent: z.number().int().min(0).max(100),
  /** Size of the finished file in bytes; 0 before. */
  bytes: z.number().int().min(0),
  createdAt: StoredDateTimeSchema,
  finishedAt: StoredDateTimeSchema.nullable(),
  /** When a finished file is deleted. */
  expiresAt: StoredDateTimeSchema.nullable(),
});
export type ExportJob = z.infer<typeof ExportJobSchema>;

/** `GET /api/exports`: the account's newest jobs and what the daily quota leaves today. */
export const ExportJobListSchema = z.object({
  items: z.array(ExportJobSchema).max(EXPORT_JOBS_LISTED),
  /** Rows an account may export per day (the EXPORT_DAILY_ROWS setting). */
  dailyRows: z.number().int().min(0),
  remainingToday: z.number().int().min(0),
});
export type ExportJobList = z.infer<typeof ExportJobListSchema>;

/** Progress of a running job in percent: whole numbers, never 100 before the file is complete. */
export function exportPercent(job: Pick<ExportJob, 'status' | 'rowsWritten' | 'total'>): number {
  if (job.status === 'done' || job.status === 'expired') return 100;
  if (job.total === 0) return 0;
  return Math.min(99, Math.floor((job.rowsWritten * 100) / job.total));
}
