import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobOfPart, PART_PREFIX, removeParts } from './export-parts.js';
import { exportJobs } from './exports.tables.js';

/** Rows of finished jobs stay this long (the list shows them as expired or failed), then go. */
const KEEP_ROWS_MS = 30 * 86_400_000;

/** What one housekeeping round did. */
export interface ExportHousekeeping {
  expired: number;
  purgedRows: number;
  strayParts: number;
}

/**
 * The hourly round of background exports: files past their expiry are deleted (their jobs claimed
 * atomically, `FOR UPDATE SKIP LOCKED`, so several instances never delete twice or fight), old
 * finished rows dropped, and parts no job owns any more (a run that died between storing a part
 * and recording it) removed.
 */
export async function expirePatentExports(app: FastifyInstance, now = new Date()): Promise<ExportHousekeeping> {
  const due = await app.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: exportJobs.id, parts: exportJobs.parts })
      .from(exportJobs)
      .where(and(eq(exportJobs.status, 'done'), lte(exportJobs.expiresAt, now)))
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(exportJobs)
      .set({ status: 'expired', parts: [], bytes: 0 })
      .where(
        inArray(
          exportJobs.id,
          rows.map((row) => row.id),
        ),
      );
    return rows;
  });
  await removeParts(
    app.storage,
    due.flatMap((row) => row.parts),
  );
  const purged = await app.db
    .delete(exportJobs)
    .where(
      and(
        inArray(exportJobs.status, ['failed', 'expired']),
        lt(exportJobs.createdAt, new Date(now.getTime() - KEEP_ROWS_MS)),
      ),
    )
    .returning({ id: exportJobs.id });
  return { expired: due.length, purgedRows: purged.length, strayParts: await removeStrayParts(app) };
}

/**
 * Deletes stored parts that no job records: a queued or running job's are left alone (the part it
 * is storing is not recorded yet), every other job keeps exactly its recorded parts.
 */
async function removeStrayParts(app: FastifyInstance): Promise<number> {
  const byJob = new Map<string, string[]>();
  for (const id of await app.storage.list()) {
    const job = id.startsWith(PART_PREFIX) ? jobOfPart(id) : null;
    if (job) byJob.set(job, [...(byJob.get(job) ?? []), id]);
  }
  if (byJob.size === 0) return 0;
  const jobs = await app.db
    .select({ id: exportJobs.id, status: exportJobs.status, parts: exportJobs.parts })
    .from(exportJobs)
    .where(inArray(exportJobs.id, [...byJob.keys()]));
  const known = new Map(jobs.map((job) => [job.id, job]));
  const stray: string[] = [];
  for (const [jobId, stored] of byJob) {
    const job = known.get(jobId);
    if (job && (job.status === 'queued' || job.status === 'running')) continue;
    const kept = new Set(job?.parts ?? []);
    stray.push(...stored.filter((id) => !kept.has(id)));
  }
  await removeParts(app.storage, stray);
  return stray.length;
}
