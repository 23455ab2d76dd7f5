import { createHash } from 'node:crypto';
import { Code, FILE_NAME_MAX_LENGTH, type FileRef, type UploadKind } from '@cityip/contracts';
import { and, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { acceptUpload, uploadRule } from './accept-upload.js';
import { fileRefs, files } from './files.tables.js';

/** A Drizzle transaction of {@link Db}. */

const FILE_ID = /^[0-9a-f]{64}$/;
/** An upload nobody references yet is kept this long, so an open editor can still save it. */
const UNREFERENCED_GRACE_HOURS = 24;

/** Accepts a public upload of `kind` (content images, attachments) and returns the reference content stores. */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  kind: UploadKind,
  upload: { bytes: Buffer; name: string },
): Promise<FileRef> {
  const { bytes, name, mime } = await acceptUpload(uploadRule(kind), upload);
  // Named by content hash, not at random: public files are public anyway, the name is never
  // derived from user input and the same bytes can only ever be the same file (nothing to overwrite).
  const id = createHash('sha256').update(bytes).digest('hex');
  await storage.put(id, bytes);
  // A re-upload of a known file restarts its grace period, so collection cannot take it away
  // before the content that uses it is saved.
  await db
    .insert(files)
    .values({ id, mime, size: bytes.length })
    .onConflictDoUpdate({ target: files.id, set: { createdAt: sql`now()` } });
  return { id, name: cleanName(name), mime, size: bytes.length };
}

/** The base name without path parts or control characters (it ends up in Content-Disposition). */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char >= ' ' && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(0, FILE_NAME_MAX_LENGTH);
  return cleaned || 'file';
}

/** A stored file's type and bytes, or 404. */
export async function readStoredFile(
  db: Db,
  storage: FileStorage,
  id: string,
): Promise<{ mime: string; bytes: Buffer }> {
  if (!FILE_ID.test(id)) throw new AppError(Code.NOT_FOUND, 'error.fileNotFound');
  const [row] = await db.select().from(files).where(eq(files.id, id));
  const bytes = row ? await storage.get(id) : null;
  if (!row || !bytes) throw new AppError(Code.NOT_FOUND, 'error.fileNotFound');
  return { mime: row.mime, bytes };
}

/** Ids of the stored files an HTML body points at (`/api/files/<id>`). */
export function fileIdsInHtml(html: string): string[] {
  return [...html.matchAll(/\/api\/files\/([0-9a-f]{64})/g)].map((match) => match[1] as string);
}

/**
 * Makes `fileIds` the exact set of files `owner` uses. Unknown ids are refused, so content can
 * only point at files that were really uploaded.
 */
export async function setFileRefs(tx: Tx, ownerType: string, ownerId: string, fileIds: string[]): Promise<void> {
  const wanted = [...new Set(fileIds)];
  if (wanted.length) {
    const known = await tx.select({ id: files.id }).from(files).where(inArray(files.id, wanted));
    if (known.length !== wanted.length) throw new AppError(Code.BAD_REQUEST, 'validation.fileId');
  }
  await tx
    .delete(fileRefs)
    .where(
      and(
        eq(fileRefs.ownerType, ownerType),
        eq(fileRefs.ownerId, ownerId),
        wanted.length ? notInArray(fileRefs.fileId, wanted) : undefined,
      ),
    );
  if (wanted.length) {
    await tx
      .insert(fileRefs)
      .values(wanted.map((fileId) => ({ fileId, ownerType, ownerId })))
      .onConflictDoNothing();
  }
}

/**
 * Deletes files nobody references (past the grace period for fresh uploads): the rows first, then
 * the bytes, so a crash in between leaves at worst an unreachable file, never a dangling row.
 */
export async function collectUnusedFiles(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_GRACE_HOURS * 3600_000);
  const unused = db
    .select({ id: files.id })
    .from(files)
    .leftJoin(fileRefs, eq(fileRefs.fileId, files.id))
    .where(and(isNull(fileRefs.fileId), lt(files.createdAt, cutoff)));
  const deleted = await db
    .delete(files)
    .where(inArray(files.id, sql`(${unused})`))
    .returning({ id: files.id });
  for (const { id } of deleted) await storage.remove(id);
  return deleted.length;
}
