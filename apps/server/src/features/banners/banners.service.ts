import { BANNER_LIMITS, type Banner, type BannerInputSchema, Code, type Locale, translate } from '@cityip/contracts';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { requireRoomFor } from '../../lib/row-cap.js';
import { collectUnusedFiles, setFileRefs } from '../files/files.service.js';
import { invalidateHomeCache } from '../home/home-cache.js';
import { links } from '../links/links.tables.js';
import { type BannerRow, banners } from './banners.tables.js';

/** A banner as the editor sends it, after validation. */
export type ValidBannerInput = z.output<typeof BannerInputSchema>;

const notFound = () => new AppError(Code.NOT_FOUND, 'error.bannerNotFound');
const BANNER_ORDER = [asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id)];

/** Where a banner leads; a missing or disabled jump link leaves it unlinked rather than broken. */
function hrefOf(row: BannerRow, linkUrls: Map<string, string>): string | null {
  if (row.linkType === 'route') return row.linkTarget;
  if (row.linkType === 'link') return linkUrls.get(row.linkTarget) ?? null;
  return null;
}

/** Banners on the wire, each with its resolved `href` (one query for all jump links involved). */
async function toBanners(db: Db | Tx, rows: BannerRow[]): Promise<Banner[]> {
  const linkIds = [...new Set(rows.filter((row) => row.linkType === 'link').map((row) => row.linkTarget))];
  const targets = linkIds.length
    ? await db
        .select({ id: links.id, url: links.url })
        .from(links)
        .where(and(inArray(links.id, linkIds), eq(links.enabled, true)))
    : [];
  const urls = new Map(targets.map((target) => [target.id, target.url]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    image: row.image,
    linkType: row.linkType,
    linkTarget: row.linkTarget,
    href: hrefOf(row, urls),
    sortOrder: row.sortOrder,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function toBanner(db: Db | Tx, row: BannerRow): Promise<Banner> {
  const [banner] = await toBanners(db, [row]);
  if (!banner) throw new Error('banner conversion lost a row');
  return banner;
}

/** Back-office list: every banner in display order. */
export async function listBanners(db: Db): Promise<Banner[]> {
  return toBanners(
    db,
    await db
      .select()
      .from(banners)
      .orderBy(...BANNER_ORDER),
  );
}

/** Enabled banners whose display window (open at either end when unset) contains `now`. */
export async function listShowingBanners(db: Db, now = new Date()): Promise<Banner[]> {
  const inWindow: SQL | undefined = and(
    eq(banners.enabled, true),
    or(isNull(banners.startAt), lte(banners.startAt, now)),
    or(isNull(banners.endAt), gte(banners.endAt, now)),
  );
  return toBanners(
    db,
    await db
      .select()
      .from(banners)
      .where(inWindow)
      .orderBy(...BANNER_ORDER),
  );
}

/** One banner, or 404. */
export async function getBanner(db: Db, id: string): Promise<Banner> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound();
  return toBanner(db, row);
}

/** The columns an input sets; a jump link target must exist (it may be disabled for now). */
async function toColumns(tx: Tx, locale: Locale, input: ValidBannerInput) {
  if (input.linkType === 'link') {
    const [target] = await tx.select({ id: links.id }).from(links).where(eq(links.id, input.linkTarget));
    if (!target) {
      throw new AppError(Code.BAD_REQUEST, 'error.linkNotFound', {}, 400, {
        errors: [{ field: 'linkTarget', message: translate(locale, 'error.linkNotFound') }],
      });
    }
  }
  return {
    ...input,
    linkTarget: input.linkType === 'none' ? '' : input.linkTarget,
    startAt: input.startAt ? new Date(input.startAt) : null,
    endAt: input.endAt ? new Date(input.endAt) : null,
  };
}

/** Creates a banner; its image is recorded as used by it. */
export async function createBanner(db: Db, locale: Locale, input: ValidBannerInput): Promise<Banner> {
  const banner = await db.transaction(async (tx) => {
    await requireRoomFor(tx, banners, BANNER_LIMITS.count);
    const [row] = await tx
      .insert(banners)
      .values(await toColumns(tx, locale, input))
      .returning();
    if (!row) throw new Error('insert returned no row');
    await setFileRefs(tx, 'banner', row.id, [row.image.id]);
    return toBanner(tx, row);
  });
  invalidateHomeCache(db);
  return banner;
}

/** Replaces a banner; an image it no longer uses is released. */
export async function updateBanner(
  db: Db,
  storage: FileStorage,
  locale: Locale,
  id: string,
  input: ValidBannerInput,
): Promise<Banner> {
  const banner = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(banners)
      .set({ ...(await toColumns(tx, locale, input)), updatedAt: new Date() })
      .where(eq(banners.id, id))
      .returning();
    if (!row) throw notFound();
    await setFileRefs(tx, 'banner', row.id, [row.image.id]);
    return toBanner(tx, row);
  });
  invalidateHomeCache(db);
  await collectUnusedFiles(db, storage);
  return banner;
}

/** Deletes a banner and releases its image. */
export async function deleteBanner(db: Db, storage: FileStorage, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
    if (!deleted.length) throw notFound();
    await setFileRefs(tx, 'banner', id, []);
  });
  invalidateHomeCache(db);
  await collectUnusedFiles(db, storage);
}
