/** The first and last day ('YYYY-MM-DD', inclusive) of a year, month or day written in an expression. */
export interface DatePeriod {
  from: string;
  to: string;
}

/** `2021`, `2021-05`, `2021-5-6`, with `-`, `.` or `/` (one kind per date). */
const SEPARATED = /^(\d{4})(?:([-./])(\d{1,2})(?:\2(\d{1,2}))?)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const CHINESE = /^(\d{4})年(?:(\d{1,2})月(?:(\d{1,2})日)?)?$/;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Year, month and day digits of `text` (month and day may be missing), or null. */
function dateParts(text: string): [string, string | undefined, string | undefined] | null {
  const separated = SEPARATED.exec(text);
  // Group 2 of SEPARATED is the separator.
  if (separated) return [separated[1] as string, separated[3], separated[4]];
  const other = COMPACT.exec(text) ?? CHINESE.exec(text);
  return other ? [other[1] as string, other[2], other[3]] : null;
}

/**
 * The period a date written as year, year-month or full date covers, or null when it is not a
 * real calendar date (`2021-02-30`, `2021-13`) or not in an accepted form.
 */
export function parseDatePeriod(text: string): DatePeriod | null {
  const parts = dateParts(text);
  if (!parts) return null;
  const [yearText, monthText, dayText] = parts;
  const year = Number(yearText);
  if (year < 1000) return null;
  if (monthText === undefined) return { from: isoDate(year, 1, 1), to: isoDate(year, 12, 31) };
  const month = Number(monthText);
  if (month < 1 || month > 12) return null;
  const last = daysInMonth(year, month);
  if (dayText === undefined) return { from: isoDate(year, month, 1), to: isoDate(year, month, last) };
  const day = Number(dayText);
  if (day < 1 || day > last) return null;
  return { from: isoDate(year, month, day), to: isoDate(year, month, day) };
}

/** `iso` moved by `days` calendar days. */
export function shiftDate(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}
