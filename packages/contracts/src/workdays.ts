import { addDays, localDateAt, weekdayOf, zonedInstant } from './opening-hours.js';
import type { WorkdayEntryKind } from './workday-kinds.js';

/**
 * The city's working days (issue 25): Monday to Friday, except the public holidays, plus the
 * adjusted working days (调休) that the State Council's yearly notice moves onto weekends. Every
 * deadline of the portal counts on it: consultation replies, rectification of bad reviews and the
 * online applications' time limits. Dates are calendar dates (`YYYY-MM-DD`) of the city.
 */
export interface WorkdayCalendar {
  /** Date → what its entry makes of it; dates without an entry follow the week. */
  readonly entries: ReadonlyMap<string, WorkdayEntryKind>;
}

/** A calendar from its entries (`date`, `kind`), as the back office stores them. */
export function workdayCalendar(entries: Iterable<{ date: string; kind: WorkdayEntryKind }>): WorkdayCalendar {
  return { entries: new Map([...entries].map((entry) => [entry.date, entry.kind])) };
}

/** Whether `date` is worked: its entry decides, else Monday to Friday. */
export function isWorkingDay(calendar: WorkdayCalendar, date: string): boolean {
  const entry = calendar.entries.get(date);
  if (entry) return entry === 'workday';
  const weekday = weekdayOf(date);
  return weekday !== 'sat' && weekday !== 'sun';
}

/**
 * The longest run of days without a working day this code accepts before it decides the calendar
 * is broken (a holiday entered for every day of a year): the longest real one is nine days.
 */
const LONGEST_REST_DAYS = 366;

/**
 * The `days`-th working day after `date` (the date itself never counts, as a limit counted "from
 * receipt" starts the next working day); `date` itself for 0. Throws on a calendar with no working
 * day for a year, which would otherwise never end.
 */
export function addWorkingDays(calendar: WorkdayCalendar, date: string, days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`working days must be a whole number ≥ 0: ${days}`);
  let current = date;
  let left = days;
  let resting = 0;
  while (left > 0) {
    current = addDays(current, 1);
    if (isWorkingDay(calendar, current)) {
      left -= 1;
      resting = 0;
    } else if (++resting > LONGEST_REST_DAYS) {
      throw new RangeError('the working-day calendar has no working day for a year');
    }
  }
  return current;
}

/**
 * The working days after `from` up to and including `to`: 0 for the same day, negative when `to`
 * is before `from` (so "working days late" and "working days left" read the same function).
 */
export function workingDaysBetween(calendar: WorkdayCalendar, from: string, to: string): number {
  if (to < from) return -workingDaysBetween(calendar, to, from);
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    if (isWorkingDay(calendar, day)) count += 1;
  }
  return count;
}

/**
 * When a limit of `days` working days from `received` runs out: the end of that working day in
 * the city (its midnight, so all of the last day is still on time).
 */
export function workingDeadline(calendar: WorkdayCalendar, received: Date, days: number, timeZone: string): Date {
  const last = addWorkingDays(calendar, localDateAt(received, timeZone), days);
  return zonedInstant(last, 24 * 60, timeZone);
}

/**
 * Whole working days from `start` to `end` as the city counts them (its calendar dates), for the
 * published "average working days to reply": a reply on the day of receipt took 0.
 */
export function workingDaysTaken(calendar: WorkdayCalendar, start: Date, end: Date, timeZone: string): number {
  return workingDaysBetween(calendar, localDateAt(start, timeZone), localDateAt(end, timeZone));
}
