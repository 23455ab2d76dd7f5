import { monthsBetween, type OperationStats, type OperationStatsQuery } from '@cityip/contracts';
import type { Db } from '../../db/client.js';
import { accountsByMonth } from './account-figures.js';
import { downloadsByMonth, searchesByDay } from './activity-figures.js';
import { applicationsByMonth, applicationsByStatus, kindSummaries, overdueItems } from './application-figures.js';
import { consultationFigures } from './consultation-figures.js';
import { evaluationFigures } from './evaluation-figures.js';
import { matchmakingByMonth } from './matchmaking-figures.js';
import { periodOf } from './period.js';
import { watchFigures } from './watch-figures.js';

const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

/** Every series of the statistics screen for the months of `query`, in the city's calendar. */
export async function operationStats(
  db: Db,
  timeZone: string,
  query: OperationStatsQuery,
  now = new Date(),
): Promise<OperationStats> {
  const period = periodOf(query, timeZone);
  const months = monthsBetween(query.from, query.to);
  const [byMonth, statuses, handling, overdue, accounts, downloads, searches, matchmaking, consult, evaluation, watch] =
    await Promise.all([
      applicationsByMonth(db, period),
      applicationsByStatus(db, period),
      kindSummaries(db, period, now),
      overdueItems(db, now, timeZone),
      accountsByMonth(db, period, months),
      downloadsByMonth(db, period, months),
      searchesByDay(db, period),
      matchmakingByMonth(db, period, months),
      consultationFigures(db, period, months, now),
      evaluationFigures(db, period, months, now),
      watchFigures(db, period, months),
    ]);
  const { kinds } = handling;
  return {
    from: query.from,
    to: query.to,
    months,
    headline: {
      applications: sum(kinds, (k) => k.submitted),
      completed: sum(kinds, (k) => k.completed),
      rejected: sum(kinds, (k) => k.rejected),
      averageHandlingDays: handling.averageHandlingDays,
      overdue: sum(kinds, (k) => k.overdue),
      registrations: sum(accounts, (m) => m.registrations),
      authentications: sum(accounts, (m) => m.authSubmitted),
      downloads: sum(downloads, (m) => m.downloads),
      searches: sum(searches, (d) => d.patent + d.policy),
      demandsPublished: sum(matchmaking, (m) => m.demandsPublished),
      contacts: sum(matchmaking, (m) => m.contacts),
      matchmakingApplications: sum(matchmaking, (m) => m.matchmakingApplications),
      ...consult.headline,
      ...evaluation.headline,
      ...watch.headline,
    },
    applicationsByMonth: byMonth,
    kinds,
    statuses,
    overdue,
    accounts,
    downloads,
    matchmaking,
    consultations: consult.months,
    evaluations: evaluation.months,
    watch: watch.months,
    searches,
  };
}
