import { Code, LINK_LIMITS, type Link, type LinkInputSchema, type LinkListQuerySchema } from '@cityip/contracts';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { requireRoomFor } from '../../lib/row-cap.js';
import { banners } from '../banners/banners.tables.js';
import { collectUnusedFiles, setFileRefs } from '../files/files.service.js';
import { invalidateHomeCache } from '../home/home-cache.js';
import { type LinkRow, links } from './links.tables.js';

/** A link as the editor sends it, after validation. */
export type ValidLinkInput = z.output<typeof LinkInputSchema>;
type LinkListQuery = z.output<typeof LinkListQuerySchema>;

const notFound = () => new AppError(Code.NOT_FOUND, 'error.linkNotFound');

/** Group, then the editor's order, then name: the order of every link list. */
const LINK_ORDER = [asc(links.group), asc(links.sortOrder), asc(links.name), asc(links.id)];

/** A link row on the wire. */
export function toLink(row: LinkRow): Link {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    group: row.group,
    menuKey: row.menuKey,
    icon: row.icon,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns an input sets; a menu key only means something on a platform link. */
function toColumns(input: ValidLinkInput) {
  return { ...input, menuKey: input.group === 'platform' ? input.menuKey : null };
}

/** Back-office list: every link, optionally of one group or matching a keyword in name or URL. */
export async function listLinks(db: Db, query: LinkListQuery): Promise<Link[]> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const rows = await db
    .select()
    .from(links)
    .where(
      and(
        query.group ? eq(links.group, query.group) : undefined,
        pattern ? or(sql`${links.name} ilike ${pattern}`, sql`${links.url} ilike ${pattern}`) : undefined,
      ),
    )
    .orderBy(...LINK_ORDER);
  return rows.map(toLink);
}

/** The enabled links, for the front site's menus, home and footer. */
export async function listEnabledLinks(db: Db): Promise<Link[]> {
  const rows = await db
    .select()
    .from(links)
    .where(eq(links.enabled, true))
    .orderBy(...LINK_ORDER);
  return rows.map(toLink);
}

/** Creates a link; its icon is recorded as used by it. */
export async function createLink(db: Db, input: ValidLinkInput): Promise<Link> {
  const link = await db.transaction(async (tx) => {
    await requireRoomFor(tx, links, LINK_LIMITS.count);
    const [row] = await tx.insert(links).values(toColumns(input)).returning();
    if (!row) throw new Error('insert returned no row');
    await setFileRefs(tx, 'link', row.id, row.icon ? [row.icon.id] : []);
    return toLink(row);
  });
  invalidateHomeCache(db);
  return link;
}

/** Replaces a link; an icon it no longer uses is released. */
export async function updateLink(db: Db, storage: FileStorage, id: string, input: ValidLinkInput): Promise<Link> {
  const link = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(links)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(eq(links.id, id))
      .returning();
    if (!row) throw notFound();
    await setFileRefs(tx, 'link', row.id, row.icon ? [row.icon.id] : []);
    return toLink(row);
  });
  invalidateHomeCache(db);
  await collectUnusedFiles(db, storage);
  return link;
}

/** Deletes a link unless a banner leads to it (the banner would silently lose its target). */
export async function deleteLink(db: Db, storage: FileStorage, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(and(eq(banners.linkType, 'link'), eq(banners.linkTarget, id)))
      .limit(1);
    if (user) throw new AppError(Code.CONFLICT, 'error.linkInUse');
    const deleted = await tx.delete(links).where(eq(links.id, id)).returning({ id: links.id });
    if (!deleted.length) throw notFound();
    await setFileRefs(tx, 'link', id, []);
  });
  invalidateHomeCache(db);
  await collectUnusedFiles(db, storage);
}
