import {
  Code,
  type Locale,
  localDateAt,
  TIME_LIMIT_KEYS,
  type TimeLimits,
  type WorkdayCalendarYear,
  type WorkdayEntry,
  type WorkdayEntryBody,
  workdayEntryProblem,
} from '@cityip/contracts';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import { timeLimitDays } from './workdays.public.js';
import { timeLimits, type WorkdayEntryRow, workdayEntries } from './workdays.tables.js';

/** The back office's calendar (`/system/workdays`): a year's entries, one entry, the time limits. */

function toEntry(row: WorkdayEntryRow): WorkdayEntry {
  return { date: row.date, kind: row.kind, name: row.name, demo: row.demo };
}

/** Every limit as it applies now (set or default). */
export async function currentTimeLimits(db: Db): Promise<TimeLimits> {
  const entries = await Promise.all(TIME_LIMIT_KEYS.map(async (key) => [key, await timeLimitDays(db, key)] as const));
  return Object.fromEntries(entries) as TimeLimits;
}

/** The entries of `year` by date, with the limits; the city's current year when none is asked. */
export async function calendarYear(
  db: Db,
  year: number | undefined,
  timeZone: string,
  now: Date,
): Promise<WorkdayCalendarYear> {
  const shown = year ?? Number(localDateAt(now, timeZone).slice(0, 4));
  const rows = await db
    .select()
    .from(workdayEntries)
    .where(and(gte(workdayEntries.date, `${shown}-01-01`), lte(workdayEntries.date, `${shown}-12-31`)))
    .orderBy(asc(workdayEntries.date));
  return { year: shown, entries: rows.map(toEntry), limits: await currentTimeLimits(db) };
}

/**
 * Creates or replaces the entry of `date`. An entry staff save is theirs, no longer the demo's.
 * Deadlines already set keep their dates: the calendar applies to what is counted from now on.
 */
export async function saveWorkdayEntry(
  db: Db,
  locale: Locale,
  staffId: string | null,
  date: string,
  body: WorkdayEntryBody,
): Promise<WorkdayEntry> {
  const problem = workdayEntryProblem(date, body.kind);
  if (problem) throw fieldRefusal(locale, [{ field: 'kind', message: problem }]);
  const values = { kind: body.kind, name: body.name, demo: false, updatedBy: staffId, updatedAt: new Date() };
  const [row] = await db
    .insert(workdayEntries)
    .values({ date, ...values })
    .onConflictDoUpdate({ target: workdayEntries.date, set: values })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return toEntry(row);
}

/** Removes the entry of `date`: the day follows the week again. None there is a 404. */
export async function deleteWorkdayEntry(db: Db, date: string): Promise<void> {
  const removed = await db.delete(workdayEntries).where(eq(workdayEntries.date, date)).returning();
  if (removed.length === 0) throw new AppError(Code.NOT_FOUND, 'error.workdayEntryNotFound');
}

/** Sets every limit at once (one form in the back office). */
export async function saveTimeLimits(db: Db, staffId: string | null, limits: TimeLimits): Promise<TimeLimits> {
  await db.transaction(async (tx) => {
    for (const key of TIME_LIMIT_KEYS) {
      const values = { workingDays: limits[key], updatedBy: staffId, updatedAt: new Date() };
      await tx
        .insert(timeLimits)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: timeLimits.key, set: values });
    }
  });
  return currentTimeLimits(db);
}
