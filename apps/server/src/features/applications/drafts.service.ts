import type { ApplicationData, ApplicationKindKey, Draft } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicationDrafts } from './applications.tables.js';

const where = (userId: string, kind: ApplicationKindKey) =>
  and(eq(applicationDrafts.userId, userId), eq(applicationDrafts.kind, kind));

/** The user's draft of `kind`, or null. */
export async function getDraft(db: Db, userId: string, kind: ApplicationKindKey): Promise<Draft | null> {
  const [row] = await db.select().from(applicationDrafts).where(where(userId, kind));
  return row ? { kind: row.kind, data: row.data, updatedAt: row.updatedAt.toISOString() } : null;
}

/** Saves (replaces) the user's draft of `kind`: one per user and kind. */
export async function saveDraft(
  db: Db,
  userId: string,
  kind: ApplicationKindKey,
  data: ApplicationData,
): Promise<Draft> {
  const updatedAt = new Date();
  await db
    .insert(applicationDrafts)
    .values({ userId, kind, data, updatedAt })
    .onConflictDoUpdate({ target: [applicationDrafts.userId, applicationDrafts.kind], set: { data, updatedAt } });
  return { kind, data, updatedAt: updatedAt.toISOString() };
}

/** Discards the user's draft of `kind` (nothing to do when there is none). */
export async function deleteDraft(db: Db, userId: string, kind: ApplicationKindKey): Promise<void> {
  await db.delete(applicationDrafts).where(where(userId, kind));
}
