import {
  Code,
  type SavedSearch,
  type SavedSearchInput,
  SavedSearchInputSchema,
  type SavedSearchUpdate,
  WATCH_LIMITS,
  type WatchFrequency,
} from '@cityip/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { users } from '../accounts/accounts.tables.js';
import { type SavedSearchRow, savedSearches } from './watch.tables.js';
import { DIGEST_PERIOD_MS, toSavedSearch } from './watch.view.js';

const notFound = () => new AppError(Code.NOT_FOUND, 'error.watchNotFound');

/**
 * The alert columns for `frequency` chosen at `now`: off clears the schedule; turning alerts on
 * starts the watermark now (nothing already there is ever mailed as new) and the first digest one
 * period later; a change between daily and weekly keeps the watermark and reschedules from it.
 */
function alertColumns(
  frequency: WatchFrequency,
  now: Date,
  before?: Pick<SavedSearchRow, 'frequency' | 'digestedUntil'>,
): Pick<SavedSearchRow, 'frequency' | 'nextDigestAt'> & { digestedUntil?: Date } {
  if (frequency === 'off') return { frequency, nextDigestAt: null };
  if (!before || before.frequency === 'off') {
    return { frequency, digestedUntil: now, nextDigestAt: new Date(now.getTime() + DIGEST_PERIOD_MS[frequency]) };
  }
  const next = before.digestedUntil.getTime() + DIGEST_PERIOD_MS[frequency];
  return { frequency, nextDigestAt: new Date(Math.max(next, now.getTime())) };
}

/** The account's saved searches, oldest first (the order they were made in). */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/** Locks the account's row, so two saves at once cannot both pass the cap. */
async function lockAccount(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Saves a search (the expression was parsed by the caller); refused past WATCH_LIMITS.savedSearches.
 */
export async function createSavedSearch(
  db: Db,
  userId: string,
  input: SavedSearchInput,
  now = new Date(),
): Promise<SavedSearch> {
  const values = SavedSearchInputSchema.parse(input);
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= WATCH_LIMITS.savedSearches) {
      throw new AppError(Code.CONFLICT, 'error.watchTooMany', { max: WATCH_LIMITS.savedSearches });
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: values.name,
        expression: values.expression,
        search: values.search,
        sort: values.sort,
        digestedUntil: now,
        ...alertColumns(values.frequency, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toSavedSearch(row);
  });
}

/** Renames a saved search of the account and sets its alert frequency; another's is 404. */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  input: SavedSearchUpdate,
  now = new Date(),
): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .for('update');
    if (!before) throw notFound();
    const [row] = await tx
      .update(savedSearches)
      .set({ name: input.name.trim(), ...alertColumns(input.frequency, now, before), updatedAt: now })
      .where(eq(savedSearches.id, id))
      .returning();
    if (!row) throw notFound();
    return toSavedSearch(row);
  });
}

/** Deletes a saved search of the account (its mailed digests stay readable); another's is 404. */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound();
}
