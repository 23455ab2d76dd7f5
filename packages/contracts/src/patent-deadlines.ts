import type { LegalStatus, PatentType } from '@cityip/patent-query';
import { addDays } from './opening-hours.js';

/**
 * When a Chinese patent's annual fees fall due and its term ends, and when to remind its owner
 * (issue 26, the company portfolio). Pure: the caller passes the day (the city's calendar date);
 * every date is a calendar date `YYYY-MM-DD`, computed in UTC arithmetic so no time zone moves it.
 *
 * The rules, as the Patent Law, its Implementing Regulations and CNIPA's examination guidelines
 * (专利审查指南, part V, on fees) state them:
 * - The term runs from the filing date: 20 years for an invention, 10 for a utility model, and for
 *   a design 15 years when filed from 2021-06-01 (the fourth amendment of the Patent Law), 10 before.
 *   It ends on the day before the anniversary of the filing date (filed 2006-05-10, an invention's
 *   term ends 2026-05-09), as CNIPA records the expiry.
 * - Patent years count from the filing date. Annual fees are owed from the grant: the fee of the
 *   patent year in which the patent is granted is paid with the registration, and each later
 *   year's fee before that year begins. CNIPA names the anniversary of the filing date in that
 *   year as the last day (缴费期限届满日是申请日在该年的相应日), so the fee for patent year k + 1 is due
 *   on the k-th anniversary. No fee falls due after the last patent year has begun.
 * - A fee not paid by its due date may still be paid, with a surcharge (滞纳金), within six months
 *   of it: the late period ends on the same day of the sixth month after.
 * - A date without a counterpart (29 February in a common year; 31 August plus six months) is the
 *   last day of that month, as the Implementing Regulations end a period counted in months or
 *   years: a patent filed on 29 February has its anniversaries on 28 February in common years.
 *
 * Not modelled, and said where the dates are shown: a deadline on a public holiday moves to the
 * next working day (reminders keep the calendar date, so they are never late); the extension of
 * an invention's term for delays in examination or marketing approval; whether a fee was paid (the
 * portal does not know: a patent is treated as in force while its legal status says so).
 */

/** Days before a deadline on which its owner is reminded, furthest first. */
export const REMINDER_OFFSETS = [90, 30, 7] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

/** Months after an annual fee's due date in which it may still be paid with a surcharge. */
export const LATE_PAYMENT_MONTHS = 6;

/** Designs filed from this day (the fourth amendment of the Patent Law) are protected 15 years, 10 before. */
export const DESIGN_15_YEARS_FROM = '2021-06-01';

export const DEADLINE_KINDS = ['annualFee', 'termEnd'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** What the dates of a patent depend on. */
export interface PatentTermFacts {
  patentType: PatentType;
  /** The filing date (申请日). */
  applicationDate: string;
  /** The grant announcement; null while pending (or when a record does not say). */
  grantDate: string | null;
  legalStatus: LegalStatus;
}

/** One annual fee: the patent year it pays for, its due date and the end of its late period. */
export interface AnnualFee {
  patentYear: number;
  dueDate: string;
  lateUntil: string;
}

/** A reminder of a deadline: how many days before it, and on which day. */
export interface Reminder {
  offset: ReminderOffset;
  date: string;
}

/** A deadline ahead of the owner, with its reminders. */
export interface Deadline {
  kind: DeadlineKind;
  date: string;
  /** The late period's last day (annual fees only). */
  lateUntil: string | null;
  /** The patent year an annual fee pays for. */
  patentYear: number | null;
  reminders: Reminder[];
}

/** A reminder due on a day: which deadline, and which of its reminders. */
export interface DueReminder {
  kind: DeadlineKind;
  deadline: string;
  lateUntil: string | null;
  patentYear: number | null;
  offset: ReminderOffset;
}

function parts(date: string): [number, number, number] {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return [y, m, d];
}

function format(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `date` plus `months` calendar months, on the same day of the month, or the month's last day when
 * it has no such day (31 August + 6 months = 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysInMonth(year, month)));
}

/** The `years`-th anniversary of `date`; of 29 February in a common year, 28 February. */
export function anniversary(date: string, years: number): string {
  return addMonths(date, years * 12);
}

/** Calendar days from `from` to `to`: 0 on the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** Years of protection of a patent of `patentType` filed on `applicationDate`. */
export function termYearsOf(patentType: PatentType, applicationDate: string): number {
  if (patentType === 'invention') return 20;
  if (patentType === 'utility') return 10;
  return applicationDate >= DESIGN_15_YEARS_FROM ? 15 : 10;
}

/** The last day of protection: the day before the filing date's anniversary at the end of the term. */
export function termEndOf(patentType: PatentType, applicationDate: string): string {
  return addDays(anniversary(applicationDate, termYearsOf(patentType, applicationDate)), -1);
}

/**
 * Every annual fee a patent in force owes after its grant, in order: the fee of patent year k + 1
 * due on the k-th anniversary of the filing date, for each anniversary after the grant date and
 * before the term ends. A pending application owes none yet, a lapsed or expired patent none any
 * more. A patent in force whose grant date is unknown is taken to be granted in its first year.
 */
export function annualFees(patent: PatentTermFacts): AnnualFee[] {
  if (patent.legalStatus !== 'valid') return [];
  const years = termYearsOf(patent.patentType, patent.applicationDate);
  const fees: AnnualFee[] = [];
  for (let k = 1; k < years; k++) {
    const dueDate = anniversary(patent.applicationDate, k);
    if (patent.grantDate !== null && dueDate <= patent.grantDate) continue;
    fees.push({ patentYear: k + 1, dueDate, lateUntil: addMonths(dueDate, LATE_PAYMENT_MONTHS) });
  }
  return fees;
}

/** The first annual fee due on `day` or later, or null (none owed, or the term ends first). */
export function nextAnnualFee(patent: PatentTermFacts, day: string): AnnualFee | null {
  return annualFees(patent).find((fee) => fee.dueDate >= day) ?? null;
}

function remindersOf(date: string): Reminder[] {
  return REMINDER_OFFSETS.map((offset) => ({ offset, date: addDays(date, -offset) }));
}

/**
 * The deadlines still ahead on `day` (that day included) that the owner is reminded of: the next
 * annual fee and the end of the term, soonest first. Only a patent in force has any, and none
 * once its term has ended.
 */
export function upcomingDeadlines(patent: PatentTermFacts, day: string): Deadline[] {
  if (patent.legalStatus !== 'valid') return [];
  const termEnd = termEndOf(patent.patentType, patent.applicationDate);
  if (termEnd < day) return [];
  const deadlines: Deadline[] = [];
  const fee = nextAnnualFee(patent, day);
  if (fee) {
    deadlines.push({
      kind: 'annualFee',
      date: fee.dueDate,
      lateUntil: fee.lateUntil,
      patentYear: fee.patentYear,
      reminders: remindersOf(fee.dueDate),
    });
  }
  deadlines.push({
    kind: 'termEnd',
    date: termEnd,
    lateUntil: null,
    patentYear: null,
    reminders: remindersOf(termEnd),
  });
  return deadlines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The reminder of `deadline` that stands on `day`: the latest of its reminder days on or before
 * `day`, while the deadline has not passed; null before the first. A reminder day missed (the
 * server was down, the patent was added later) is thus caught up the next day, until the next
 * reminder day replaces it: whoever keeps the sent reminders sends each (deadline, offset) once.
 */
export function standingReminder(deadline: Deadline, day: string): Reminder | null {
  if (deadline.date < day) return null;
  let standing: Reminder | null = null;
  for (const reminder of deadline.reminders) if (reminder.date <= day) standing = reminder;
  return standing;
}

/** The reminders of a patent that stand on `day`, soonest deadline first. */
export function remindersDue(patent: PatentTermFacts, day: string): DueReminder[] {
  return upcomingDeadlines(patent, day).flatMap((deadline) => {
    const reminder = standingReminder(deadline, day);
    return reminder
      ? [
          {
            kind: deadline.kind,
            deadline: deadline.date,
            lateUntil: deadline.lateUntil,
            patentYear: deadline.patentYear,
            offset: reminder.offset,
          },
        ]
      : [];
  });
}

/** How pressing the nearest deadline is, in the reminder steps; `none` without a deadline ahead. */
export const URGENCIES = ['within7', 'within30', 'within90', 'later', 'none'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** The urgency of a deadline `daysLeft` days away (null: none ahead). */
export function urgencyOf(daysLeft: number | null): Urgency {
  if (daysLeft === null) return 'none';
  if (daysLeft <= 7) return 'within7';
  if (daysLeft <= 30) return 'within30';
  if (daysLeft <= 90) return 'within90';
  return 'later';
}
