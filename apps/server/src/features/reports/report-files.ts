import { createHash } from 'node:crypto';
import { Code, REPORT_FILE_MAX_BYTES, type ReportFile } from '@cityip/contracts';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { acceptUpload } from '../files/accept-upload.js';
import { cleanName } from '../files/files.service.js';
import { reportFiles, reports } from './reports.tables.js';

const FILE_ID = /^[0-9a-f]{64}$/;
/** An upload no report uses yet is kept this long, so an open editor can still save it. */
const UNREFERENCED_GRACE_HOURS = 24;

/**
 * Storage key of a report file. The prefix keeps report bytes apart from public uploads of the same
 * content: collecting an unused public file must not delete a report's bytes, and the public files
 * route (which takes only 64-hex ids of the `files` table) can never name one.
 */
export function storageKey(id: string): string {
  return `report-${id}`;
}

const REPORT_FILE_RULE = { mimes: ['application/pdf'], maxBytes: REPORT_FILE_MAX_BYTES, allowed: 'PDF' };

/** Accepts an uploaded report: a PDF (judged by its bytes) within the size limit. */
export async function storeReportFile(
  db: Db,
  storage: FileStorage,
  upload: { bytes: Buffer; name: string },
): Promise<ReportFile> {
  const { bytes, name } = await acceptUpload(REPORT_FILE_RULE, upload);
  const id = createHash('sha256').update(bytes).digest('hex');
  await storage.put(storageKey(id), bytes);
  // A re-upload restarts the grace period, so collection cannot take it before the report is saved.
  await db
    .insert(reportFiles)
    .values({ id, size: bytes.length })
    .onConflictDoUpdate({ target: reportFiles.id, set: { createdAt: sql`now()` } });
  return { id, name: cleanName(name), mime: 'application/pdf', size: bytes.length };
}

/** The size of a stored report file, or null when there is no such upload. */
export async function reportFileSize(db: Db, id: string): Promise<number | null> {
  if (!FILE_ID.test(id)) return null;
  const [row] = await db.select({ size: reportFiles.size }).from(reportFiles).where(eq(reportFiles.id, id));
  return row?.size ?? null;
}

/** The bytes of a stored report file, or 404. */
export async function readReportFile(db: Db, storage: FileStorage, id: string): Promise<Buffer> {
  const size = await reportFileSize(db, id);
  const bytes = size === null ? null : await storage.get(storageKey(id));
  if (!bytes) throw new AppError(Code.NOT_FOUND, 'error.fileNotFound');
  return bytes;
}

/** Deletes report files no report uses (past the grace period for fresh uploads), rows then bytes. */
export async function collectUnusedReportFiles(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_GRACE_HOURS * 3600_000);
  const unused = db
    .select({ id: reportFiles.id })
    .from(reportFiles)
    .leftJoin(reports, eq(reports.fileId, reportFiles.id))
    .where(and(isNull(reports.id), lt(reportFiles.createdAt, cutoff)));
  const deleted = await db
    .delete(reportFiles)
    .where(inArray(reportFiles.id, sql`(${unused})`))
    .returning({ id: reportFiles.id });
  for (const { id } of deleted) await storage.remove(storageKey(id));
  return deleted.length;
}
