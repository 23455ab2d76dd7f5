import type { OperationHeadline, WatchMonth } from '@cityip/contracts';
import { count, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { industryWatches, savedSearches, watchDigests, watchUnsubscribes } from '../watch/watch.tables.js';
import { byMonth, monthOf, type Period, within } from './period.js';

type WatchHeadline = Pick<
  OperationHeadline,
  'watchAlerting' | 'watchIndustries' | 'watchDigests' | 'watchUnsubscribes'
>;

/**
 * Patent alerts of the period (issue 26): per month the searches saved, the digests mailed and the
 * unsubscribes by a mail's link; and the saved searches with alerts on and the industry
 * subscriptions now. Like the other figures, plain aggregates over the tables this screen watches.
 */
export async function watchFigures(
  db: Db,
  period: Period,
  months: readonly string[],
): Promise<{ months: WatchMonth[]; headline: WatchHeadline }> {
  const [saved, digests, unsubscribes, [alerting], [industries]] = await Promise.all([
    db
      .select({ month: monthOf(savedSearches.createdAt, period), count: count() })
      .from(savedSearches)
      .where(within(savedSearches.createdAt, period))
      .groupBy(sql`1`),
    db
      .select({ month: monthOf(watchDigests.sentAt, period), count: count() })
      .from(watchDigests)
      .where(within(watchDigests.sentAt, period))
      .groupBy(sql`1`),
    db
      .select({ month: monthOf(watchUnsubscribes.at, period), count: count() })
      .from(watchUnsubscribes)
      .where(within(watchUnsubscribes.at, period))
      .groupBy(sql`1`),
    db.select({ count: count() }).from(savedSearches).where(ne(savedSearches.frequency, 'off')),
    db.select({ count: count() }).from(industryWatches),
  ]);
  const [savedBy, digestsBy, unsubscribesBy] = [saved, digests, unsubscribes].map((rows) => byMonth(months, rows));
  const byMonthRows = months.map((month, i) => ({
    month,
    savedSearches: savedBy?.[i] ?? 0,
    digests: digestsBy?.[i] ?? 0,
    unsubscribes: unsubscribesBy?.[i] ?? 0,
  }));
  const sum = (pick: (month: WatchMonth) => number) => byMonthRows.reduce((total, month) => total + pick(month), 0);
  return {
    months: byMonthRows,
    headline: {
      watchAlerting: alerting?.count ?? 0,
      watchIndustries: industries?.count ?? 0,
      watchDigests: sum((m) => m.digests),
      watchUnsubscribes: sum((m) => m.unsubscribes),
    },
  };
}
