import { randomBytes } from 'node:crypto';
import { Code, type UploadKind, type UploadRef } from '@cityip/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { acceptUpload, uploadRule } from '../files/accept-upload.js';
import { cleanName } from '../files/files.service.js';
import { type UploadRow, uploads } from './uploads.tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refOf(row: UploadRow): UploadRef {
  return { id: row.id, name: row.name, mime: row.mime, size: row.size };
}

/** Checks and keeps a citizen's upload (type sniffed from the bytes, size within the kind's limit). */
export async function storePrivateUpload(
  db: Db,
  storage: FileStorage,
  ownerId: string,
  kind: UploadKind,
  upload: { bytes: Buffer; name: string },
): Promise<UploadRef> {
  const { bytes, name, mime } = await acceptUpload(uploadRule(kind), upload);
  // Random, never derived from the name or the content (security case 16).
  const storageId = randomBytes(32).toString('hex');
  await storage.put(storageId, bytes);
  try {
    const [row] = await db
      .insert(uploads)
      .values({ ownerId, kind, storageId, name: cleanName(name), mime, size: bytes.length })
      .returning();
    return refOf(row as UploadRow);
  } catch (error) {
    // No row, no bytes: a citizen's file is never left behind unreachable.
    await storage.remove(storageId);
    throw error;
  }
}

/**
 * The uploads `ids` of `ownerId`, in the order given: what a submission may attach. An id that is
 * not the owner's (or does not exist) is refused as invalid input, never disclosed.
 */
export async function ownedUploads(db: Db, ownerId: string, ids: readonly string[]): Promise<UploadRef[]> {
  if (ids.length === 0) return [];
  if (!ids.every((id) => UUID.test(id))) throw new AppError(Code.BAD_REQUEST, 'validation.upload');
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError(Code.BAD_REQUEST, 'validation.upload');
    return refOf(row);
  });
}

/** Where an upload's bytes are kept, for mail attachments; null when the upload is gone. */
export async function uploadStorageId(db: Db, id: string): Promise<string | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select({ storageId: uploads.storageId }).from(uploads).where(eq(uploads.id, id));
  return row?.storageId ?? null;
}

/**
 * An upload's bytes for someone entitled to it: its owner, or (with `ownerId` null) a staff
 * route that has already checked the upload belongs to what it handles. Otherwise 404.
 */
export async function readUpload(
  db: Db,
  storage: FileStorage,
  id: string,
  ownerId: string | null,
): Promise<UploadRef & { bytes: Buffer }> {
  if (!UUID.test(id)) throw new AppError(Code.NOT_FOUND, 'error.fileNotFound');
  const condition = ownerId === null ? eq(uploads.id, id) : and(eq(uploads.id, id), eq(uploads.ownerId, ownerId));
  const [row] = await db.select().from(uploads).where(condition);
  const bytes = row ? await storage.get(row.storageId) : null;
  if (!row || !bytes) throw new AppError(Code.NOT_FOUND, 'error.fileNotFound');
  return { ...refOf(row), bytes };
}

/** Removes every upload of a user, bytes included (account deletion). */
export async function deleteUploadsOf(db: Db, storage: FileStorage, ownerId: string): Promise<void> {
  const rows = await db.delete(uploads).where(eq(uploads.ownerId, ownerId)).returning({ storageId: uploads.storageId });
  for (const row of rows) await storage.remove(row.storageId);
}
