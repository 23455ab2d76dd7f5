import { addDays, type DownloadMonth, localDateAt, type SearchDay } from '@cityip/contracts';
import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { surveyResponses } from '../survey/survey.tables.js';
import { searchCounts } from './operation-stats.tables.js';
import { byMonth, monthOf, type Period, within } from './period.js';

/**
 * Report download requests per month. A report is handed out once its download survey is
 * answered (once per session or user, `survey_responses`); the report's download counter has no
 * dates, so the answered surveys are the dated record of downloads.
 */
export async function downloadsByMonth(db: Db, period: Period, months: readonly string[]): Promise<DownloadMonth[]> {
  const rows = await db
    .select({ month: monthOf(surveyResponses.createdAt, period), count: count() })
    .from(surveyResponses)
    .where(within(surveyResponses.createdAt, period))
    .groupBy(sql`1`);
  const counts = byMonth(months, rows);
  return months.map((month, index) => ({ month, downloads: counts[index] ?? 0 }));
}

/** Searches of every day of the period (the counters are kept by city-calendar day). */
export async function searchesByDay(db: Db, period: Period): Promise<SearchDay[]> {
  const first = localDateAt(period.start, period.timeZone);
  const after = localDateAt(period.end, period.timeZone);
  const rows = await db
    .select({ day: searchCounts.day, kind: searchCounts.kind, count: searchCounts.count })
    .from(searchCounts)
    .where(and(gte(searchCounts.day, first), lt(searchCounts.day, after)));
  const days = new Map<string, SearchDay>();
  for (let day = first; day < after; day = addDays(day, 1)) days.set(day, { day, patent: 0, policy: 0 });
  for (const row of rows) {
    const entry = days.get(row.day);
    if (entry) entry[row.kind] = row.count;
  }
  return [...days.values()];
}
