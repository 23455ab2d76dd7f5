import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { storageKey } from '../reports/report-files.js';
import { reportFiles } from '../reports/reports.tables.js';
import { uploads } from '../uploads/uploads.tables.js';
import { files } from './files.tables.js';

/**
 * A temporary file this old belongs to no write in progress (a write takes seconds), even with a
 * second server on the same storage.
 */
export const STALE_TEMPORARY_MS = 10 * 60_000;

/** What one sweep found and did. */
export interface StorageSweep {
  temporaryRemoved: number;
  /** Rows whose bytes are gone, as `table:id`; reported, never deleted. */
  missing: string[];
  /** Stored files no row names (a crash between write and insert); kept, only counted. */
  unreferenced: number;
}

/**
 * Start-up (and hourly) check of the file storage after a crash (drill R5): removes half-written
 * temporary files and reports rows whose bytes are missing. Rows are never deleted here: they are
 * committed data an operator may restore from backup; the warning names them.
 */
export async function sweepFileStorage(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<StorageSweep> {
  const temporaryRemoved = await storage.sweepTemporary(STALE_TEMPORARY_MS, now);
  const stored = await storage.list();
  const expected = new Map<string, string>();
  for (const row of await db.select({ id: files.id }).from(files)) expected.set(row.id, `files:${row.id}`);
  for (const row of await db.select({ id: uploads.id, key: uploads.storageId }).from(uploads)) {
    expected.set(row.key, `uploads:${row.id}`);
  }
  for (const row of await db.select({ id: reportFiles.id }).from(reportFiles)) {
    expected.set(storageKey(row.id), `report_files:${row.id}`);
  }
  const missing = [...expected].filter(([key]) => !stored.has(key)).map(([, label]) => label);
  const unreferenced = [...stored].filter((key) => !expected.has(key)).length;
  if (temporaryRemoved > 0) log.info({ temporaryRemoved }, 'file storage: half-written uploads removed');
  if (missing.length > 0) {
    log.warn({ missing: missing.slice(0, 50), count: missing.length }, 'file storage: rows point at missing files');
  }
  return { temporaryRemoved, missing, unreferenced };
}
