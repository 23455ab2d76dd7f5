import {
  type TimeLimitKey,
  WORKDAY_LIMITS,
  type WorkdayCalendar,
  workdayCalendar,
  workingDeadline,
} from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { timeLimits, workdayEntries } from './workdays.tables.js';

/**
 * What other features use of the working-day calendar (issue 25): every deadline of the portal
 * counts in the city's working days, read from the table staff edit. The calendar is small (a few
 * dozen rows a year), so it is read whole, inside the caller's transaction when there is one.
 */

/** The city's whole calendar: every holiday and adjusted working day entered. */
export async function loadWorkdayCalendar(db: Db | Tx): Promise<WorkdayCalendar> {
  return workdayCalendar(
    await db.select({ date: workdayEntries.date, kind: workdayEntries.kind }).from(workdayEntries),
  );
}

/** The working days of the limit `key` as the back office set it (the default until then). */
export async function timeLimitDays(db: Db | Tx, key: TimeLimitKey): Promise<number> {
  const [row] = await db
    .select({ workingDays: timeLimits.workingDays })
    .from(timeLimits)
    .where(eq(timeLimits.key, key));
  return row?.workingDays ?? WORKDAY_LIMITS.defaultDays;
}

/**
 * When the limit `key` for something received at `received` runs out: the end of its last
 * working day in the city (`timeZone`, the city profile's).
 */
export async function workingDeadlineFor(
  db: Db | Tx,
  received: Date,
  key: TimeLimitKey,
  timeZone: string,
): Promise<Date> {
  const days = await timeLimitDays(db, key);
  return workingDeadline(await loadWorkdayCalendar(db), received, days, timeZone);
}
