/**
 * Calendar dates as whole days since 1970-01-01, converted by Howard Hinnant's civil-date
 * arithmetic: the generator handles millions of dates, and `Date` objects were its hot spot.
 */

/** Days since 1970-01-01 of a proleptic Gregorian date. */
export function dayOf(year: number, month: number, dayOfMonth: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Year, month (1–12) and day of month of `day`. */
export function civil(day: number): [year: number, month: number, dayOfMonth: number] {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth];
}

export function yearOf(day: number): number {
  return civil(day)[0];
}

/** `YYYY-MM-DD` → day number (the date must be valid). */
export function toDay(date: string): number {
  return dayOf(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

export function formatDay(day: number): string {
  const [y, m, d] = civil(day);
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

function daysInMonth(year: number, month: number): number {
  return month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;
}

/** `day` plus whole months, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: number, months: number): number {
  const [y, m, d] = civil(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return dayOf(year, month, Math.min(d, daysInMonth(year, month)));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The first day on or after `day` that falls on one of `weekdays`. */
export function nextWeekday(day: number, weekdays: readonly number[]): number {
  for (let d = day; ; d++) if (weekdays.includes(weekday(d))) return d;
}

/** Today's date in UTC as `YYYY-MM-DD`. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
