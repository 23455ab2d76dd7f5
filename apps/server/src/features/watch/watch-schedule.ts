import type { WatchRunResult } from '@cityip/contracts';
import { and, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { enqueueTask } from '../notifications/tasks.js';
import { INDUSTRY_PERIOD_MS } from './industry-watches.service.js';
import { industryWatches, savedSearches } from './watch.tables.js';
import { DIGEST_PERIOD_MS } from './watch.view.js';

/** The background task that mails a saved search's digest (watch-digest.ts). */
export const SEARCH_DIGEST_TASK = 'watch.digest';
/** The background task that mails an industry's weekly news. */
export const INDUSTRY_DIGEST_TASK = 'watch.industry';

/**
 * A digest task's input: the watch and its window [from, to), fixed when it was claimed. A task
 * that runs again (a retry, a crashed worker's task resumed) covers exactly the same window.
 */
export const DigestTaskInputSchema = z.object({ id: z.uuid(), from: z.iso.datetime(), to: z.iso.datetime() });
export type DigestTaskInput = z.infer<typeof DigestTaskInputSchema>;

/**
 * Where the windows claimed now end: now, or earlier when another session of this database has
 * a transaction open since before (a data load in progress). Its patents carry a `loaded_at` of
 * that transaction's start but are not visible until it commits; a window that ended after that
 * start would move the watermark past them unseen, and the next window would never list them.
 */
async function windowEnd(tx: Tx, now: Date): Promise<Date> {
  const result = (await tx.execute(
    sql`select (extract(epoch from min(xact_start)) * 1000)::float8 as oldest from pg_stat_activity
      where pid <> pg_backend_pid() and datname = current_database()
        and backend_type = 'client backend' and xact_start is not null`,
  )) as unknown as { rows: { oldest: number | null }[] };
  const oldest = result.rows[0]?.oldest;
  return oldest === null || oldest === undefined ? now : new Date(Math.min(now.getTime(), Math.floor(oldest)));
}

/** `now` plus the saved search's period, in SQL (the frequency is the row's). */
function nextSearchDigest(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz + (case ${savedSearches.frequency} when 'daily'
    then ${DIGEST_PERIOD_MS.daily}::bigint else ${DIGEST_PERIOD_MS.weekly}::bigint end) * interval '1 millisecond'`;
}

/** Queues one digest task per claimed watch; returns how many. */
async function enqueueDigests(
  tx: Tx,
  task: string,
  claimed: readonly { id: string; from: Date }[],
  to: Date,
): Promise<number> {
  for (const { id, from } of claimed) {
    const input: DigestTaskInput = { id, from: from.toISOString(), to: to.toISOString() };
    await enqueueTask(tx, task, input);
  }
  return claimed.length;
}

/**
 * Claims the saved searches and industry watches whose digest is due at `now` (every alerting one
 * with `all`: the back office's "run due alerts now" after a data load) and queues a digest task
 * for each, in one transaction. The claim is one `UPDATE … WHERE next_digest_at <= now RETURNING`
 * that moves `next_digest_at` on: of two instances running it at once, the second waits for the
 * first's row locks, then finds the rows no longer due, so no digest is queued twice.
 */
export async function scheduleDigests(
  app: FastifyInstance,
  now = new Date(),
  options: { all?: boolean } = {},
): Promise<WatchRunResult> {
  const queued = await app.db.transaction(async (tx) => {
    const to = await windowEnd(tx, now);
    const searches = await tx
      .update(savedSearches)
      .set({ nextDigestAt: nextSearchDigest(now) })
      .where(
        and(
          ne(savedSearches.frequency, 'off'),
          options.all ? undefined : lte(savedSearches.nextDigestAt, now),
          // An empty window (a load open since before the watermark) waits for the next round.
          lt(savedSearches.digestedUntil, to),
        ),
      )
      .returning({ id: savedSearches.id, from: savedSearches.digestedUntil });
    const industries = await tx
      .update(industryWatches)
      .set({ nextDigestAt: new Date(now.getTime() + INDUSTRY_PERIOD_MS) })
      .where(
        and(options.all ? undefined : lte(industryWatches.nextDigestAt, now), lt(industryWatches.digestedUntil, to)),
      )
      .returning({ id: industryWatches.id, from: industryWatches.digestedUntil });
    return {
      searches: await enqueueDigests(tx, SEARCH_DIGEST_TASK, searches, to),
      industries: await enqueueDigests(tx, INDUSTRY_DIGEST_TASK, industries, to),
    };
  });
  if (queued.searches + queued.industries > 0) app.log.info(queued, 'patent alert digests queued');
  return queued;
}
