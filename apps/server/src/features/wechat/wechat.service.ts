import { Code, fileUrl, type WechatCode, type WechatCodeInput, type WechatCodeSettings } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { collectUnusedFiles, setFileRefs } from '../files/files.service.js';
import { files } from '../files/files.tables.js';
import { wechatCode } from './wechat.tables.js';

/** The settings are one row; its image is referenced under this owner id. */
const ROW_ID = 1;
const OWNER_TYPE = 'wechatCode';

/** The saved WeChat QR code settings, or null while none are saved. */
export async function getWechatSettings(db: Db): Promise<WechatCodeSettings | null> {
  const [row] = await db.select().from(wechatCode).where(eq(wechatCode.id, ROW_ID));
  return row ? { accountName: row.accountName, image: row.image, updatedAt: row.updatedAt.toISOString() } : null;
}

/** What the front site shows: the image's public address and the account's name, or null. */
export async function getWechatCode(db: Db): Promise<WechatCode | null> {
  const settings = await getWechatSettings(db);
  return settings ? { imageUrl: fileUrl(settings.image.id), accountName: settings.accountName } : null;
}

/** Saves the account name and QR image; an image it replaces is released. */
export async function saveWechatSettings(
  db: Db,
  storage: FileStorage,
  input: WechatCodeInput,
): Promise<WechatCodeSettings> {
  const saved = await db.transaction(async (tx) => {
    const now = new Date();
    const values = { accountName: input.accountName, image: input.image, updatedAt: now };
    const [row] = await tx
      .insert(wechatCode)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: wechatCode.id, set: values })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    await setFileRefs(tx, OWNER_TYPE, String(ROW_ID), [input.image.id]);
    // An uploaded attachment (a PDF) would show as a broken image: only stored images are taken.
    const [file] = await tx.select({ mime: files.mime }).from(files).where(eq(files.id, input.image.id));
    if (!file?.mime.startsWith('image/')) throw new AppError(Code.BAD_REQUEST, 'validation.fileId');
    return { accountName: row.accountName, image: row.image, updatedAt: row.updatedAt.toISOString() };
  });
  await collectUnusedFiles(db, storage);
  return saved;
}

/** Removes the QR code from the site (the footer and account page then show none). */
export async function clearWechatSettings(db: Db, storage: FileStorage): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(wechatCode).where(eq(wechatCode.id, ROW_ID));
    await setFileRefs(tx, OWNER_TYPE, String(ROW_ID), []);
  });
  await collectUnusedFiles(db, storage);
}
