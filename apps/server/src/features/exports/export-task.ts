import { EXPORT_KEEP_DAYS } from '@cityip/contracts';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TaskContext, TaskHandler } from '../notifications/tasks.js';
import { MAX_ATTEMPTS } from '../notifications/worker.js';
import {
  type ExportRow,
  ExpressionError,
  exportIds,
  readExportBatches,
  writeExport,
} from '../patents/patent-export.public.js';
import { tellExportOwner } from './export-mail.js';
import { partKey, removeParts } from './export-parts.js';
import { type ExportJobRow, exportJobs } from './exports.tables.js';

/** The background task that writes one export job's file. */
export const EXPORT_TASK = 'exports.patents';
/** Bytes gathered before they are stored as a part: memory stays flat whatever the export's size. */
export const PART_BYTES = 8 * 1024 * 1024;
const DAY_MS = 86_400_000;

const TaskInputSchema = z.object({ jobId: z.uuid() });
/** What the queued task carries: only the job's id; everything else is read from the job's row. */
export type ExportTaskInput = z.infer<typeof TaskInputSchema>;

/** The job was deleted by its owner or taken over by a newer run: this run stops and leaves nothing. */
class JobStopped extends Error {
  override name = 'JobStopped';
}

/**
 * The claim on the task failed (taken over, or the worker is stopping): the worker must see the
 * original error to hand the task back, so it is carried through the writer and unwrapped.
 */
class ClaimFailed extends Error {
  override name = 'ClaimFailed';
  constructor(readonly original: unknown) {
    super('the claim on the export task failed');
  }
}

/** Knobs of the handler; tests make parts and batches small to watch a job stop half way. */
export interface ExportTaskOptions {
  partBytes: number;
  batchRows?: number;
}

/**
 * The `exports.patents` handler. Each run (task attempt) takes the job over and writes the file
 * from the start: an XLSX is one zip stream that cannot be resumed, and a CSV started again sees
 * the same rows. Whatever an earlier run stored is deleted first, and a run records parts only
 * while the job is still its own, so a worker that died (or is presumed dead) leaves no half file
 * and no duplicate behind. The last attempt that fails marks the job failed and tells the owner.
 */
export function exportTaskHandler(options: ExportTaskOptions = { partBytes: PART_BYTES }): TaskHandler {
  return async (app, input, context) => {
    const { jobId } = TaskInputSchema.parse(input);
    const job = await takeOver(app, jobId, context.attempt);
    if (!job) return;
    // A run that crashed its worker every time never reported a failure: stop trying.
    if (context.attempt > MAX_ATTEMPTS) return failJob(app, job, context.now());
    try {
      await new ExportRun(app, job, context, options).write();
    } catch (error) {
      if (error instanceof JobStopped) return;
      if (error instanceof ClaimFailed) throw error.original;
      // The expression no longer parses (the city's districts changed): no retry will help.
      if (error instanceof ExpressionError) return failJob(app, job, context.now());
      if (context.attempt >= MAX_ATTEMPTS) await failJob(app, job, context.now());
      throw error;
    }
  };
}

/**
 * Makes `attempt` the job's run and clears what earlier runs stored: their recorded parts, and the
 * one part a run may have stored but not yet recorded when it died. Null when there is nothing to
 * do (deleted, finished, or already run by a newer attempt).
 */
async function takeOver(app: FastifyInstance, jobId: string, attempt: number): Promise<ExportJobRow | null> {
  const taken = await app.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(exportJobs)
      .where(
        and(eq(exportJobs.id, jobId), inArray(exportJobs.status, ['queued', 'running']), isNull(exportJobs.deletedAt)),
      )
      .for('update');
    if (!job || job.run >= attempt) return null;
    const leftovers = job.run > 0 ? [...job.parts, partKey(job.id, job.run, job.parts.length)] : [];
    const [row] = await tx
      .update(exportJobs)
      .set({ run: attempt, status: 'running', rowsWritten: 0, parts: [], bytes: 0 })
      .where(eq(exportJobs.id, jobId))
      .returning();
    return row ? { row, leftovers } : null;
  });
  if (!taken) return null;
  await removeParts(app.storage, taken.leftovers);
  return taken.row;
}

/** The job is still this run's: not deleted, not finished, not taken over. */
function ownedBy(job: ExportJobRow): SQL | undefined {
  return and(
    eq(exportJobs.id, job.id),
    eq(exportJobs.run, job.run),
    inArray(exportJobs.status, ['queued', 'running']),
    isNull(exportJobs.deletedAt),
  );
}

/** Marks the job failed (if still this run's), deletes its parts and tells the owner. */
async function failJob(app: FastifyInstance, job: ExportJobRow, now: Date): Promise<void> {
  const parts = await app.db.transaction(async (tx) => {
    const [current] = await tx.select({ parts: exportJobs.parts }).from(exportJobs).where(ownedBy(job)).for('update');
    if (!current) return null;
    const [failed] = await tx
      .update(exportJobs)
      .set({ status: 'failed', finishedAt: now, parts: [], bytes: 0 })
      .where(eq(exportJobs.id, job.id))
      .returning();
    if (failed) await tellExportOwner(app, tx, failed, 'failed');
    return current.parts;
  });
  if (parts) await removeParts(app.storage, parts);
}

/** One run of a job: ids, rows in batches through the shared writer, parts, then done. */
class ExportRun {
  private index = 0;
  private total = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly job: ExportJobRow,
    private readonly context: TaskContext,
    private readonly options: ExportTaskOptions,
  ) {}

  async write(): Promise<void> {
    const { app, job } = this;
    const profile = app.config.cityProfile;
    // At most the rows counted when the job was asked for (the quota was charged for them).
    const ids = await exportIds(app.db, profile, { q: job.q, sort: job.sort, limit: job.total });
    this.total = ids.length;
    await this.beat();
    await this.record({ total: this.total });
    const batches = this.withProgress(readExportBatches(app.db, ids, this.options.batchRows));
    const body = writeExport(batches, { format: job.format, columns: job.columns, locale: job.locale, profile });
    let pending: Buffer[] = [];
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      pending.push(bytes);
      size += bytes.length;
      if (size >= this.options.partBytes) {
        await this.storePart(Buffer.concat(pending));
        pending = [];
        size = 0;
      }
    }
    if (size > 0 || this.index === 0) await this.storePart(Buffer.concat(pending));
    await this.finish();
  }

  /** Passes the batches on; after each, keeps the claim and shows the progress. */
  private async *withProgress(batches: AsyncIterable<ExportRow[]>): AsyncGenerator<ExportRow[]> {
    let rows = 0;
    for await (const batch of batches) {
      yield batch;
      rows += batch.length;
      await this.beat();
      await this.record({ rowsWritten: rows });
    }
  }

  private async beat(): Promise<void> {
    try {
      await this.context.heartbeat();
    } catch (error) {
      throw new ClaimFailed(error);
    }
  }

  /** Updates the job while it is this run's; otherwise the run stops. */
  private async record(set: PgUpdateSetSource<typeof exportJobs>): Promise<void> {
    const kept = await this.app.db
      .update(exportJobs)
      .set(set)
      .where(ownedBy(this.job))
      .returning({ id: exportJobs.id });
    if (kept.length === 0) throw new JobStopped();
  }

  /** Stores the next part, then records it; a part the job no longer wants is deleted again. */
  private async storePart(bytes: Buffer): Promise<void> {
    const key = partKey(this.job.id, this.job.run, this.index);
    await this.app.storage.put(key, bytes);
    try {
      await this.record({
        parts: sql`array_append(${exportJobs.parts}, ${key})`,
        bytes: sql`${exportJobs.bytes} + ${bytes.length}`,
      });
    } catch (error) {
      await this.app.storage.remove(key);
      throw error;
    }
    this.index += 1;
  }

  /** Done, with the expiry, and the owner's mail in the same transaction. */
  private async finish(): Promise<void> {
    const now = this.context.now();
    await this.app.db.transaction(async (tx) => {
      const [done] = await tx
        .update(exportJobs)
        .set({
          status: 'done',
          rowsWritten: this.total,
          finishedAt: now,
          expiresAt: new Date(now.getTime() + EXPORT_KEEP_DAYS * DAY_MS),
        })
        .where(ownedBy(this.job))
        .returning();
      if (!done) throw new JobStopped();
      await tellExportOwner(this.app, tx, done, 'ready');
    });
  }
}
