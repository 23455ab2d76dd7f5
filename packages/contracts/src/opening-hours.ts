import type { OpeningInterval, OpeningSchedule, WeeklySchedule } from './opening-hours-schemas.js';

/**
 * Opening hours: a weekly schedule in a city's wall-clock time, closures (holidays, temporary
 * closures) as local date-time ranges, and the rule that says whether something is open at an
 * instant and when it next opens or closes. Pure (no I/O, no clock: the caller passes the instant),
 * and independent of the process time zone: every conversion goes through Intl with an explicit
 * IANA zone, so a server in UTC and a browser in New York agree on what "09:00 in Shanghai" is.
 *
 * Used by the column opening times (columns.ts) and the service outlets' "open now". The schemas
 * are in opening-hours-schemas.ts: the portal's pages read hours without loading zod.
 */

/** Days of the week, Monday first (the Chinese working week). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MINUTES_PER_DAY = 1440;

/** Minutes since midnight of `HH:mm` (`24:00` → 1440). */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `HH:mm` of minutes since midnight (1440 → `24:00`). */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** No hours on any day. */
export const EMPTY_WEEK: WeeklySchedule = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

/**
 * `always`: open around the clock (closures still apply); `scheduled`: open in the weekly hours;
 * `suspended`: closed until further notice.
 */
export const OPENING_MODES = ['always', 'scheduled', 'suspended'] as const;
export type OpeningMode = (typeof OPENING_MODES)[number];

/** A closure `[start, end)` in local time (`YYYY-MM-DDTHH:mm`); see ClosurePeriodSchema. */
export interface ClosurePeriod {
  start: string;
  end: string;
}

/** The city time zone when the profile names none (the portal serves a city in China). */
export const DEFAULT_CITY_TIME_ZONE = 'Asia/Shanghai';

/** Whether `zone` is an IANA time zone this runtime knows (`Asia/Shanghai`). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `date` (`YYYY-MM-DD`) is a real calendar day. */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** `date` plus `days` calendar days (`YYYY-MM-DD`; calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The day of the week of a calendar date. */
export function weekdayOf(date: string): Weekday {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7] as Weekday;
}

/** An instant as read on a wall clock in some zone. */
export interface LocalTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm` */
  time: string;
  /** Minutes since local midnight. */
  minutes: number;
  weekday: Weekday;
  /** `YYYY-MM-DDTHH:mm`, comparable with closure bounds as text. */
  stamp: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `ms` in `timeZone`. */
function wallFields(ms: number, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 1970,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** The zone's offset from UTC at instant `ms`, in milliseconds (Shanghai: +8 h). */
function offsetAt(ms: number, timeZone: string): number {
  const f = wallFields(ms, timeZone);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** What a wall clock in `timeZone` shows at `instant`. */
export function localTimeAt(instant: Date, timeZone: string): LocalTime {
  const f = wallFields(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${String(f.year).padStart(4, '0')}-${pad(f.month)}-${pad(f.day)}`;
  const time = `${pad(f.hour)}:${pad(f.minute)}`;
  return { date, time, minutes: f.hour * 60 + f.minute, weekday: weekdayOf(date), stamp: `${date}T${time}` };
}

/** Today's date (`YYYY-MM-DD`) in `timeZone` at `instant`. */
export function localDateAt(instant: Date, timeZone: string): string {
  return localTimeAt(instant, timeZone).date;
}

/**
 * Every instant at which the wall clock in `timeZone` reads `minutes` after midnight of `date`
 * (`minutes` may be 1440, the next midnight). Usually one; two in the repeated hour when clocks go
 * back; in the skipped hour when clocks go forward there is none, and the moment of the jump is
 * returned instead (the first instant whose wall time is later), so an opening at 02:30 on that
 * night opens when the clock jumps to 03:00.
 */
export function zonedInstants(date: string, minutes: number, timeZone: string): Date[] {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  // At most one transition lies within a day of any moment in real zones.
  const before = wall - offsetAt(wall - 86_400_000, timeZone);
  const after = wall - offsetAt(wall + 86_400_000, timeZone);
  const valid = [...new Set([before, after])]
    .filter((ms) => ms + offsetAt(ms, timeZone) === wall)
    .sort((a, b) => a - b);
  if (valid.length > 0) return valid.map((ms) => new Date(ms));
  // Skipped wall time: find the jump between the two candidates (to the second).
  let low = Math.min(before, after);
  let high = Math.max(before, after);
  const lateOffset = offsetAt(high, timeZone);
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (offsetAt(middle, timeZone) === lateOffset) high = middle;
    else low = middle;
  }
  return [new Date(high)];
}

/** The first instant at which the wall clock in `timeZone` reads `minutes` after midnight of `date`. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  return zonedInstants(date, minutes, timeZone)[0] as Date;
}

/** Why something is closed: suspended until further notice, outside its hours, or a closure. */
export type ClosedReason = 'suspended' | 'outsideHours' | 'closure';

/** Whether open at an instant, and the next change. */
export type OpeningState<C extends ClosurePeriod = ClosurePeriod> =
  | { open: true /** When it next closes; null if never (always open, no closure ahead). */; closesAt: Date | null }
  | {
      open: false;
      reason: ClosedReason;
      /** The closure in force when `reason` is `closure`. */
      closure: C | null;
      /** When it next opens; null if never (suspended, or no hours at all). */
      nextOpenAt: Date | null;
    };

type Instantaneous<C> = { open: true } | { open: false; reason: ClosedReason; closure: C | null };

function closureAt<C extends ClosurePeriod>(closures: readonly C[], stamp: string): C | null {
  return closures.find((closure) => closure.start <= stamp && stamp < closure.end) ?? null;
}

function inWeeklyHours(weekly: WeeklySchedule, local: LocalTime): boolean {
  return weekly[local.weekday].some(
    (interval) => minutesOfDay(interval.start) <= local.minutes && local.minutes < minutesOfDay(interval.end),
  );
}

/** The state at one instant, without looking ahead. */
function stateAt<C extends ClosurePeriod>(
  schedule: OpeningSchedule,
  closures: readonly C[],
  instant: Date,
  timeZone: string,
): Instantaneous<C> {
  if (schedule.mode === 'suspended') return { open: false, reason: 'suspended', closure: null };
  const local = localTimeAt(instant, timeZone);
  const closure = closureAt(closures, local.stamp);
  if (closure) return { open: false, reason: 'closure', closure };
  if (schedule.mode === 'scheduled' && !inWeeklyHours(schedule.weekly, local)) {
    return { open: false, reason: 'outsideHours', closure: null };
  }
  return { open: true };
}

/** Days looked ahead past today and past the last closure: the weekly pattern repeats after 7. */
const LOOK_AHEAD_DAYS = 8;

/**
 * The first instant after `instant` at which the state becomes `wanted` (open or closed). Changes
 * can only happen where an interval starts or ends or a closure starts or ends, so only those
 * local times are tried, day by day, until the weekly pattern has repeated past the last closure.
 */
function nextChange<C extends ClosurePeriod>(
  schedule: OpeningSchedule,
  closures: readonly C[],
  instant: Date,
  timeZone: string,
  wanted: 'open' | 'closed',
): Date | null {
  const today = localDateAt(instant, timeZone);
  // Dates as `YYYY-MM-DD` sort as text.
  const lastClosureDay = [today, ...closures.map((c) => c.end.slice(0, 10))].sort().at(-1) ?? today;
  const horizon = addDays(lastClosureDay, LOOK_AHEAD_DAYS);
  for (let date = today; date <= horizon; date = addDays(date, 1)) {
    const minutes = new Set<number>();
    if (schedule.mode === 'scheduled') {
      for (const interval of schedule.weekly[weekdayOf(date)]) {
        minutes.add(minutesOfDay(wanted === 'open' ? interval.start : interval.end));
      }
    }
    for (const closure of closures) {
      const bound = wanted === 'open' ? closure.end : closure.start;
      if (bound.slice(0, 10) === date) minutes.add(minutesOfDay(bound.slice(11)));
    }
    const candidates = [...minutes]
      .flatMap((m) => zonedInstants(date, m, timeZone))
      .filter((at) => at.getTime() > instant.getTime())
      .sort((a, b) => a.getTime() - b.getTime());
    for (const at of candidates) {
      if (stateAt(schedule, closures, at, timeZone).open === (wanted === 'open')) return at;
    }
  }
  return null;
}

/**
 * Whether something with `schedule` and `closures` (local times in `timeZone`) is open at
 * `instant`, and when that next changes. Closures win over the weekly hours; `suspended` wins
 * over everything. Intervals include their start minute and exclude their end minute.
 */
export function openingStateAt<C extends ClosurePeriod>(
  schedule: OpeningSchedule,
  closures: readonly C[],
  instant: Date,
  timeZone: string,
): OpeningState<C> {
  const now = stateAt(schedule, closures, instant, timeZone);
  if (now.open) return { open: true, closesAt: nextChange(schedule, closures, instant, timeZone, 'closed') };
  const nextOpenAt = now.reason === 'suspended' ? null : nextChange(schedule, closures, instant, timeZone, 'open');
  return { ...now, nextOpenAt };
}

/** Whether open at `instant` (see {@link openingStateAt}). */
export function isOpenAt(
  schedule: OpeningSchedule,
  closures: readonly ClosurePeriod[],
  instant: Date,
  timeZone: string,
): boolean {
  return stateAt(schedule, closures, instant, timeZone).open;
}

/** A run of consecutive days with the same hours, for display ("Mon–Fri 09:00–17:00"). */
export interface WeekdayRun {
  days: Weekday[];
  intervals: OpeningInterval[];
}

/**
 * The week as runs of consecutive days with identical hours, in order, intervals sorted; days
 * without hours are left out.
 */
export function groupWeeklyHours(weekly: WeeklySchedule): WeekdayRun[] {
  const key = (day: Weekday) => JSON.stringify(sortedIntervals(weekly[day]));
  const runs: WeekdayRun[] = [];
  for (const day of WEEKDAYS) {
    const last = runs.at(-1);
    const lastDay = last?.days.at(-1);
    if (weekly[day].length === 0) continue;
    if (last && lastDay && WEEKDAYS.indexOf(lastDay) === WEEKDAYS.indexOf(day) - 1 && key(lastDay) === key(day)) {
      last.days.push(day);
    } else {
      runs.push({ days: [day], intervals: sortedIntervals(weekly[day]) });
    }
  }
  return runs;
}

function sortedIntervals(intervals: readonly OpeningInterval[]): OpeningInterval[] {
  return [...intervals].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
}
