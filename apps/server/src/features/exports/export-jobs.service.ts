import type { Readable } from 'node:stream';
import {
  Code,
  EXPORT_JOBS_LISTED,
  type ExportJob,
  type ExportJobInputSchema,
  type ExportJobList,
  exportPercent,
  type Locale,
  MAX_ACTIVE_EXPORT_JOBS,
} from '@cityip/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { exportStamp } from '../logs/logs.export.js';
import { enqueueTask } from '../notifications/tasks.js';
import {
  countExportMatches,
  EXPORT_CONTENT_TYPES,
  exportColumns,
  exportDisposition,
} from '../patents/patent-export.public.js';
import { readParts, removeParts } from './export-parts.js';
import { quotaRefusal, rowsLeftToday } from './export-quota.js';
import { EXPORT_TASK, type ExportTaskInput } from './export-task.js';
import { type ExportJobRow, exportJobs } from './exports.tables.js';

const notFound = () => new AppError(Code.NOT_FOUND, 'error.exportNotFound');

/** A job as its owner sees it. */
export function toExportJob(row: ExportJobRow): ExportJob {
  return {
    id: row.id,
    status: row.status,
    q: row.q,
    sort: row.sort,
    format: row.format,
    columns: row.columns,
    total: row.total,
    rowsWritten: row.rowsWritten,
    percent: exportPercent(row),
    bytes: row.status === 'done' ? row.bytes : 0,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * Queues an export of `input` for `ownerId`: the expression is checked and its matches counted
 * first (a malformed one is the parser's 400), then, under a lock on the owner so parallel calls
 * count one after the other, the number of running jobs and the day's quota; the job and its task
 * are inserted in one transaction.
 */
export async function startExportJob(
  app: FastifyInstance,
  ownerId: string,
  locale: Locale,
  input: z.output<typeof ExportJobInputSchema>,
): Promise<ExportJob> {
  const matches = await countExportMatches(app.db, app.config.cityProfile, input.q);
  const total = Math.min(input.limit, matches);
  const row = await app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`export-jobs:${ownerId}`}))`);
    const [active] = await tx
      .select({ jobs: count() })
      .from(exportJobs)
      .where(and(eq(exportJobs.ownerId, ownerId), inArray(exportJobs.status, ['queued', 'running'])));
    if ((active?.jobs ?? 0) >= MAX_ACTIVE_EXPORT_JOBS) {
      throw new AppError(Code.BAD_REQUEST, 'error.exportTooManyActive', { max: MAX_ACTIVE_EXPORT_JOBS }, 400);
    }
    const remaining = await rowsLeftToday(tx, app.config, ownerId, new Date());
    if (total > remaining) throw quotaRefusal(locale, app.config.exportDailyRows, remaining);
    const [job] = await tx
      .insert(exportJobs)
      .values({
        ownerId,
        q: input.q,
        sort: input.sort,
        format: input.format,
        columns: exportColumns(input.columns),
        locale,
        total,
      })
      .returning();
    if (!job) throw new Error('insert returned no row');
    await enqueueTask(tx, EXPORT_TASK, { jobId: job.id } satisfies ExportTaskInput);
    return job;
  });
  return toExportJob(row);
}

/** The owner's newest jobs (deleted ones left out) and the rows the quota leaves today. */
export async function listExportJobs(app: FastifyInstance, ownerId: string): Promise<ExportJobList> {
  const rows = await app.db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.ownerId, ownerId), isNull(exportJobs.deletedAt)))
    .orderBy(desc(exportJobs.createdAt))
    .limit(EXPORT_JOBS_LISTED);
  return {
    items: rows.map(toExportJob),
    dailyRows: app.config.exportDailyRows,
    remainingToday: await rowsLeftToday(app.db, app.config, ownerId, new Date()),
  };
}

/** One of the owner's jobs; anyone else's, or a deleted one, is 404. */
export async function findOwnExportJob(app: FastifyInstance, ownerId: string, id: string): Promise<ExportJobRow> {
  const [row] = await app.db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.ownerId, ownerId), isNull(exportJobs.deletedAt)));
  if (!row) throw notFound();
  return row;
}

/** A finished file ready to send: its parts one after the other. */
export interface ExportFile {
  contentType: string;
  disposition: string;
  bytes: number;
  body: Readable;
}

/** The owner's finished file, while it is kept (a file past its expiry is refused even before housekeeping deletes it). */
export async function openExportFile(
  app: FastifyInstance,
  ownerId: string,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<ExportFile> {
  const job = await findOwnExportJob(app, ownerId, id);
  if (job.status === 'expired' || (job.expiresAt && job.expiresAt <= now)) {
    throw new AppError(Code.NOT_FOUND, 'error.exportExpired');
  }
  if (job.status !== 'done') throw new AppError(Code.CONFLICT, 'error.exportNotReady');
  return {
    contentType: EXPORT_CONTENT_TYPES[job.format],
    disposition: exportDisposition(locale, job.format, exportStamp(job.createdAt)),
    bytes: job.bytes,
    body: readParts(app.storage, job.parts),
  };
}

/**
 * Removes a job from the owner's list and deletes its file. A queued or running job is cancelled
 * (failed: it counts nothing against the quota); its task finds it gone and stops, deleting any
 * part it was storing.
 */
export async function deleteExportJob(app: FastifyInstance, ownerId: string, id: string): Promise<void> {
  const parts = await app.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ status: exportJobs.status, parts: exportJobs.parts })
      .from(exportJobs)
      .where(and(eq(exportJobs.id, id), eq(exportJobs.ownerId, ownerId), isNull(exportJobs.deletedAt)))
      .for('update');
    if (!job) throw notFound();
    const now = new Date();
    const cancelled = job.status === 'queued' || job.status === 'running';
    await tx
      .update(exportJobs)
      .set({
        deletedAt: now,
        parts: [],
        bytes: 0,
        ...(cancelled ? { status: 'failed' as const, finishedAt: now } : {}),
      })
      .where(eq(exportJobs.id, id));
    return job.parts;
  });
  await removeParts(app.storage, parts);
}
