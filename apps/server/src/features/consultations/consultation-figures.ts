import {
  CONSULT_FIGURES_MONTHS,
  type ConsultFigures,
  type ConsultFiguresMonth,
  localDateAt,
  monthsBetween,
  shiftMonth,
  type WorkdayCalendar,
  workingDaysTaken,
  zonedInstant,
} from '@cityip/contracts';
import { and, eq, gte, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loadWorkdayCalendar } from '../workdays/workdays.public.js';
import { consultations } from './consultations.tables.js';

/** Whole months of the city's calendar, as the instants `[start, end)` that bound them. */
export interface FiguresPeriod {
  start: Date;
  end: Date;
  timeZone: string;
}

/** What the figures read of a question; `workingDays` is the reply's, null while unreplied. */
export interface ConsultFigureRow {
  receivedAt: Date;
  dueAt: Date;
  repliedAt: Date | null;
  workingDays: number | null;
}

type Totals = Omit<ConsultFiguresMonth, 'month'>;

/** Questions of the period: those received in it, and those replied in it (whenever received). */
async function rowsOf(db: Db, period: FiguresPeriod) {
  const inPeriod = (column: typeof consultations.receivedAt | typeof consultations.repliedAt) =>
    and(gte(column, period.start), lt(column, period.end));
  return db
    .select({
      receivedAt: consultations.receivedAt,
      dueAt: consultations.dueAt,
      status: consultations.status,
      repliedAt: consultations.repliedAt,
      replyWorkingDays: consultations.replyWorkingDays,
    })
    .from(consultations)
    .where(
      or(
        inPeriod(consultations.receivedAt),
        and(eq(consultations.status, 'replied'), inPeriod(consultations.repliedAt)),
      ),
    );
}

/**
 * The rows of the period with the working days of every reply: the days fixed at the reply, or, for
 * replies written before that column was filled, counted now on the calendar (read only then).
 */
export async function consultFigureRows(db: Db, period: FiguresPeriod): Promise<ConsultFigureRow[]> {
  const rows = await rowsOf(db, period);
  let calendar: WorkdayCalendar | null = null;
  const result: ConsultFigureRow[] = [];
  for (const row of rows) {
    const repliedAt = row.status === 'replied' ? row.repliedAt : null;
    let workingDays = repliedAt ? row.replyWorkingDays : null;
    if (repliedAt && workingDays === null) {
      calendar ??= await loadWorkdayCalendar(db);
      workingDays = workingDaysTaken(calendar, row.receivedAt, repliedAt, period.timeZone);
    }
    result.push({ receivedAt: row.receivedAt, dueAt: row.dueAt, repliedAt, workingDays });
  }
  return result;
}

/** An average with one decimal; null for none. */
function averageOf(sum: number, n: number): number | null {
  return n > 0 ? Math.round((sum / n) * 10) / 10 : null;
}

/**
 * The monthly figures of `rows` for `months` (every month present, in order) and their totals:
 * received by the city month of receipt, replied, on time (replied no later than the deadline) and
 * the average working days by the month of the reply. Rows outside the months are not counted.
 */
export function tallyConsultFigures(
  rows: readonly ConsultFigureRow[],
  months: readonly string[],
  timeZone: string,
): { months: ConsultFiguresMonth[]; total: Totals } {
  const tallies = new Map(months.map((month) => [month, { received: 0, replied: 0, onTime: 0, days: 0 }]));
  const monthOf = (instant: Date) => tallies.get(localDateAt(instant, timeZone).slice(0, 7));
  for (const row of rows) {
    const received = monthOf(row.receivedAt);
    if (received) received.received += 1;
    if (!row.repliedAt) continue;
    const replied = monthOf(row.repliedAt);
    if (!replied) continue;
    replied.replied += 1;
    if (row.repliedAt.getTime() <= row.dueAt.getTime()) replied.onTime += 1;
    replied.days += row.workingDays ?? 0;
  }
  const all = [...tallies.values()];
  const sum = (pick: (tally: (typeof all)[number]) => number) => all.reduce((total, t) => total + pick(t), 0);
  const totals = (t: { received: number; replied: number; onTime: number; days: number }): Totals => ({
    received: t.received,
    replied: t.replied,
    repliedOnTime: t.onTime,
    averageWorkingDays: averageOf(t.days, t.replied),
  });
  return {
    months: [...tallies].map(([month, tally]) => ({ month, ...totals(tally) })),
    total: totals({
      received: sum((t) => t.received),
      replied: sum((t) => t.replied),
      onTime: sum((t) => t.onTime),
      days: sum((t) => t.days),
    }),
  };
}

/** The figures of `months` (bounded by `period`), for the public page and the operation statistics. */
export async function consultFiguresFor(db: Db, period: FiguresPeriod, months: readonly string[]) {
  return tallyConsultFigures(await consultFigureRows(db, period), months, period.timeZone);
}

/** The published figures: the current month of the city and the eleven before it. */
export async function publicConsultFigures(db: Db, timeZone: string, now = new Date()): Promise<ConsultFigures> {
  const to = localDateAt(now, timeZone).slice(0, 7);
  const from = shiftMonth(to, 1 - CONSULT_FIGURES_MONTHS);
  const period = {
    start: zonedInstant(`${from}-01`, 0, timeZone),
    end: zonedInstant(`${shiftMonth(to, 1)}-01`, 0, timeZone),
    timeZone,
  };
  return { from, to, ...(await consultFiguresFor(db, period, monthsBetween(from, to))) };
}
