import type { Footer, FooterInputSchema } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { collectUnusedFiles, setFileRefs } from '../files/files.service.js';
import { invalidateHomeCache } from '../home/home-cache.js';
import { siteFooter } from './footer.tables.js';

/** The footer as the editor sends it, after validation. */
export type ValidFooterInput = z.output<typeof FooterInputSchema>;

/** The footer is one row; its QR code images are referenced under this owner id. */
const FOOTER_ID = 1;

/** What a fresh site shows until someone saves the footer: the configured city's IP office. */
function defaultFooter(config: Pick<Config, 'cityName'>): Footer {
  return {
    organiser: `${config.cityName}知识产权局`,
    undertaker: '',
    address: '',
    phone: '',
    email: '',
    icpNumber: '',
    psbNumber: '',
    qrCodes: [],
    copyright: '',
    linkGroups: ['friendly', 'government'],
    updatedAt: null,
  };
}

/** The saved footer, or the default built from configuration (`updatedAt` null) when none is. */
export async function getFooter(db: Db, config: Pick<Config, 'cityName'>): Promise<Footer> {
  const [row] = await db.select().from(siteFooter).where(eq(siteFooter.id, FOOTER_ID));
  if (!row) return defaultFooter(config);
  return { ...row.content, updatedAt: row.updatedAt.toISOString() };
}

/** Saves the whole footer; QR code images it no longer shows are released. */
export async function saveFooter(db: Db, storage: FileStorage, input: ValidFooterInput): Promise<Footer> {
  const footer = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(siteFooter)
      .values({ id: FOOTER_ID, content: input, updatedAt: now })
      .onConflictDoUpdate({ target: siteFooter.id, set: { content: input, updatedAt: now } })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    await setFileRefs(
      tx,
      'footer',
      String(FOOTER_ID),
      input.qrCodes.map((qr) => qr.image.id),
    );
    return { ...row.content, updatedAt: row.updatedAt.toISOString() };
  });
  invalidateHomeCache(db);
  await collectUnusedFiles(db, storage);
  return footer;
}
