import {
  APPLICATION_KIND_KEYS,
  APPLICATION_RULES,
  APPLICATION_STATUSES,
  type ApplicationKindKey,
  FINAL_STATUSES,
  type KindMonthCount,
  type KindSummary,
  localDateAt,
  OVERDUE_LIST_LIMIT,
  type OverdueItem,
  type StatusCount,
  workingDaysBetween,
} from '@cityip/contracts';
import { and, asc, count, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications } from '../applications/applications.tables.js';
import { loadWorkdayCalendar } from '../workdays/workdays.public.js';
import { monthOf, type Period, within } from './period.js';

const DAY_MS = 86_400_000;

/** Open now and past the due time: the rule of the back-office lists (`isOverdue` of applications). */
function overdueAt(now: Date): SQL | undefined {
  return and(notInArray(applications.status, [...FINAL_STATUSES]), lt(applications.dueAt, now));
}

/** The average of `finished` handling times summing to `days`, with one decimal; null for none. */
function averageDays(days: number, finished: number): number | null {
  return finished ? Math.round((days / finished) * 10) / 10 : null;
}

/** Applications submitted in the period, by month and kind (months without any are left out). */
export async function applicationsByMonth(db: Db, period: Period): Promise<KindMonthCount[]> {
  return db
    .select({ month: monthOf(applications.submittedAt, period), kind: applications.kind, count: count() })
    .from(applications)
    .where(within(applications.submittedAt, period))
    .groupBy(sql`1`, applications.kind)
    .orderBy(sql`1`, applications.kind);
}

/** The applications submitted in the period by their status now, in workflow order. */
export async function applicationsByStatus(db: Db, period: Period): Promise<StatusCount[]> {
  const rows = await db
    .select({ status: applications.status, count: count() })
    .from(applications)
    .where(within(applications.submittedAt, period))
    .groupBy(applications.status);
  return APPLICATION_STATUSES.map((status) => ({
    status,
    count: rows.find((row) => row.status === status)?.count ?? 0,
  }));
}

interface KindCounts {
  submitted: number;
  completed: number;
  rejected: number;
  /** Sum and number of handling times of the applications finished in the period. */
  handlingDays: number;
  finished: number;
  overdue: number;
}

/**
 * Per kind: submitted in the period, completed and rejected in the period (whenever submitted),
 * the average handling time of those finished in the period (submission to final answer, calendar
 * days), and how many are overdue now. `averageHandlingDays` is over every finished application,
 * whatever its kind.
 */
export async function kindSummaries(
  db: Db,
  period: Period,
  now: Date,
): Promise<{ kinds: KindSummary[]; averageHandlingDays: number | null }> {
  const counts = new Map<ApplicationKindKey, KindCounts>(
    APPLICATION_KIND_KEYS.map((kind) => [
      kind,
      { submitted: 0, completed: 0, rejected: 0, handlingDays: 0, finished: 0, overdue: 0 },
    ]),
  );
  const [submitted, finished, overdue] = await Promise.all([
    db
      .select({ kind: applications.kind, count: count() })
      .from(applications)
      .where(within(applications.submittedAt, period))
      .groupBy(applications.kind),
    db
      .select({
        kind: applications.kind,
        status: applications.status,
        count: count(),
        days: sql<number>`sum(extract(epoch from (${applications.completedAt} - ${applications.submittedAt})))`.mapWith(
          (seconds) => Number(seconds) / (DAY_MS / 1000),
        ),
      })
      .from(applications)
      .where(and(within(applications.completedAt, period), inArray(applications.status, [...FINAL_STATUSES])))
      .groupBy(applications.kind, applications.status),
    db
      .select({ kind: applications.kind, count: count() })
      .from(applications)
      .where(overdueAt(now))
      .groupBy(applications.kind),
  ]);
  for (const row of submitted) {
    const entry = counts.get(row.kind);
    if (entry) entry.submitted = row.count;
  }
  for (const row of finished) {
    const entry = counts.get(row.kind);
    if (!entry) continue;
    if (row.status === 'completed') entry.completed = row.count;
    else entry.rejected = row.count;
    entry.handlingDays += row.days;
    entry.finished += row.count;
  }
  for (const row of overdue) {
    const entry = counts.get(row.kind);
    if (entry) entry.overdue = row.count;
  }
  const all = [...counts.values()];
  const finishedAll = all.reduce((sum, c) => sum + c.finished, 0);
  const daysAll = all.reduce((sum, c) => sum + c.handlingDays, 0);
  return {
    kinds: [...counts].map(([kind, c]) => ({
      kind,
      submitted: c.submitted,
      completed: c.completed,
      rejected: c.rejected,
      averageHandlingDays: averageDays(c.handlingDays, c.finished),
      overdue: c.overdue,
      dueDays: APPLICATION_RULES[kind].dueDays,
    })),
    averageHandlingDays: averageDays(daysAll, finishedAll),
  };
}

/**
 * The open applications past their due time now, longest overdue first. How late each is counts
 * working days (issue 25), like the limit it missed: the first working day after its last allowed
 * day is one day late, and a holiday week adds nothing.
 */
export async function overdueItems(db: Db, now: Date, timeZone: string): Promise<OverdueItem[]> {
  const [rows, calendar] = await Promise.all([
    db
      .select({
        id: applications.id,
        receiptNo: applications.receiptNo,
        kind: applications.kind,
        status: applications.status,
        submittedAt: applications.submittedAt,
        dueAt: applications.dueAt,
      })
      .from(applications)
      .where(overdueAt(now))
      .orderBy(asc(applications.dueAt), asc(applications.receiptNo))
      .limit(OVERDUE_LIST_LIMIT),
    loadWorkdayCalendar(db),
  ]);
  const today = localDateAt(now, timeZone);
  return rows.map((row) => ({
    id: row.id,
    receiptNo: row.receiptNo,
    kind: row.kind,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    // The due time is the midnight that ends the last allowed day; the millisecond before is on it.
    daysOverdue: workingDaysBetween(calendar, localDateAt(new Date(row.dueAt.getTime() - 1), timeZone), today),
  }));
}
