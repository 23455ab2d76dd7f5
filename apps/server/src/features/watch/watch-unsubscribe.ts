import { Code, type WatchUnsubscribeResult } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';
import { industryWatches, savedSearches, watchUnsubscribes } from './watch.tables.js';

const invalid = () => new AppError(Code.BAD_REQUEST, 'error.watchUnsubscribeInvalid');
const Uuid = z.uuid();

/**
 * Turns off what a mail's unsubscribe token names, without a login (the token is the proof): a
 * saved search's alerts go off, an industry watch ends. Idempotent: a second click (or the mail
 * program's one-click POST after the person's own) changes nothing more and says the same; a watch
 * deleted since answers with no name. A forged, altered or foreign token is refused and changes
 * nothing. Each real change is counted for the operation statistics.
 */
export async function unsubscribeByToken(
  app: FastifyInstance,
  token: string,
  now = new Date(),
): Promise<WatchUnsubscribeResult> {
  const target = readUnsubscribeToken(app.config, token);
  if (!target || !Uuid.safeParse(target.id).success) throw invalid();
  const { kind, id } = target;
  return app.db.transaction(async (tx) => {
    if (kind === 'search') {
      const [row] = await tx.select().from(savedSearches).where(eq(savedSearches.id, id)).for('update');
      if (!row) return { kind, name: null };
      if (row.frequency !== 'off') {
        await tx
          .update(savedSearches)
          .set({ frequency: 'off', nextDigestAt: null, updatedAt: now })
          .where(eq(savedSearches.id, id));
        await tx.insert(watchUnsubscribes).values({ userId: row.userId, kind, at: now });
      }
      return { kind, name: row.name };
    }
    const [row] = await tx.delete(industryWatches).where(eq(industryWatches.id, id)).returning();
    if (!row) return { kind, name: null };
    await tx.insert(watchUnsubscribes).values({ userId: row.userId, kind, at: now });
    return { kind, name: row.industry };
  });
}
