import { z } from 'zod';
import { DateSchema } from './content.js';
import type { MessageKey } from './messages.js';
import { isCalendarDate, weekdayOf } from './opening-hours.js';
import { TEXT_LIMITS } from './text-limits.js';
import { WORKDAY_ENTRY_KINDS, type WorkdayEntryKind } from './workday-kinds.js';

/**
 * Payloads of the working-day calendar and the time limits (issue 25, back office
 * `/system/workdays`). The arithmetic is in workdays.ts, the fixed lists in workday-kinds.ts.
 */

/** The bounds of the calendar's fields; the messages of workday-messages.ts name the same numbers. */
export const WORKDAY_LIMITS = {
  /** A holiday's name as the notice gives it (春节, 国庆节 调休上班 …). */
  name: 50,
  firstYear: 2000,
  lastYear: 2100,
  /** A time limit in whole working days: at least a day, at most about three months. */
  minDays: 1,
  maxDays: 60,
  /** The limit while the back office has set none (the issue's default for both). */
  defaultDays: 5,
} as const;

/** Whether a parse has met no issue so far: later checks then know the value has its format. */
const wellFormed = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/** A day of the calendar: `YYYY-MM-DD` that exists (no 2026-02-30). */
export const WorkdayDateSchema = DateSchema.refine(isCalendarDate, {
  error: 'validation.calendarDate',
  when: wellFormed,
});

export const WorkdayEntryKindSchema = z.enum(WORKDAY_ENTRY_KINDS, { error: 'validation.choice' });

/**
 * What is wrong with an entry of `kind` on `date`, or null: an adjusted working day (调休) moves
 * work onto a weekend, so on a weekday it would mean nothing. A holiday may fall on any day (the
 * weekend days of a holiday week carry its name in the calendar).
 */
export function workdayEntryProblem(date: string, kind: WorkdayEntryKind): MessageKey | null {
  const weekday = weekdayOf(date);
  return kind === 'workday' && weekday !== 'sat' && weekday !== 'sun' ? 'validation.workdayOnWeekday' : null;
}

/** PUT /api/admin/workdays/:date: the entry of that date, created or replaced. */
export const WorkdayEntryBodySchema = z.strictObject({
  kind: WorkdayEntryKindSchema,
  name: z.string().trim().max(WORKDAY_LIMITS.name, { error: 'validation.tooLong' }).default(''),
});
export type WorkdayEntryBody = z.output<typeof WorkdayEntryBodySchema>;

/** The back office's entry form: the date with the body, checked together as the server does. */
export const WorkdayEntryInputSchema = WorkdayEntryBodySchema.extend({ date: WorkdayDateSchema }).check(
  z.superRefine(
    (input, ctx) => {
      const problem = workdayEntryProblem(input.date, input.kind);
      if (problem) ctx.addIssue({ code: 'custom', path: ['kind'], message: problem });
    },
    { when: wellFormed },
  ),
);
export type WorkdayEntryInput = z.input<typeof WorkdayEntryInputSchema>;

/** One entry of the calendar as the back office lists it. */
export const WorkdayEntrySchema = z.object({
  date: z.string().max(TEXT_LIMITS.date),
  kind: z.enum(WORKDAY_ENTRY_KINDS),
  name: z.string().max(WORKDAY_LIMITS.name),
  /** Shipped with a demo start (the national schedule), not entered by staff. */
  demo: z.boolean(),
});
export type WorkdayEntry = z.infer<typeof WorkdayEntrySchema>;

const yearError = { error: 'validation.calendarYear' } as const;
/** GET /api/admin/workdays?year=: the city's current year when none is given. */
export const WorkdayYearQuerySchema = z.object({
  year: z.coerce
    .number(yearError)
    .int(yearError)
    .min(WORKDAY_LIMITS.firstYear, yearError)
    .max(WORKDAY_LIMITS.lastYear, yearError)
    .optional(),
});
export type WorkdayYearQuery = z.infer<typeof WorkdayYearQuerySchema>;

const daysError = { error: 'validation.timeLimitDays' } as const;
/** A time limit: whole working days. */
export const TimeLimitDaysSchema = z
  .number(daysError)
  .int(daysError)
  .min(WORKDAY_LIMITS.minDays, daysError)
  .max(WORKDAY_LIMITS.maxDays, daysError);

/** PUT /api/admin/time-limits and its answer: every limit the back office sets, in working days. */
export const TimeLimitsSchema = z.strictObject({
  /** Reply to a public consultation, from receipt. */
  consultReply: TimeLimitDaysSchema,
  /** Verify and rectify or explain a bad review, from the review. */
  rectification: TimeLimitDaysSchema,
});
export type TimeLimits = z.infer<typeof TimeLimitsSchema>;

/** GET /api/admin/workdays: the year's entries (by date) and the limits. */
export const WorkdayCalendarYearSchema = z.object({
  year: z.number().int(),
  entries: z.array(WorkdayEntrySchema).max(366),
  limits: TimeLimitsSchema,
});
export type WorkdayCalendarYear = z.infer<typeof WorkdayCalendarYearSchema>;
