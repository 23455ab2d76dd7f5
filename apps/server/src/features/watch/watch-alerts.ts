import { WATCH_LIMITS, type WatchDigest } from '@cityip/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { patentHeadlines } from '../patents/patents.public.js';
import { watchDigests } from './watch.tables.js';

/**
 * The account's latest digests (最近提醒), newest first, with the patents each listed as they
 * are stored now (one deleted since is left out; the counts stay as mailed).
 */
export async function recentDigests(db: Db, userId: string): Promise<WatchDigest[]> {
  const rows = await db
    .select()
    .from(watchDigests)
    .where(eq(watchDigests.userId, userId))
    .orderBy(desc(watchDigests.sentAt), desc(watchDigests.id))
    .limit(WATCH_LIMITS.recentDigests);
  const ids = rows.flatMap((row) => row.sections.flatMap((section) => section.patentIds));
  const headlines = new Map((await patentHeadlines(db, ids)).map((patent) => [patent.id, patent]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    savedSearchId: row.savedSearchId,
    name: row.name,
    searchPath: row.searchPath,
    windowFrom: row.windowFrom.toISOString(),
    windowTo: row.windowTo.toISOString(),
    sentAt: row.sentAt.toISOString(),
    sections: row.sections.map((section) => ({
      section: section.section,
      total: section.total,
      patents: section.patentIds.flatMap((id) => headlines.get(id) ?? []),
    })),
  }));
}
