import { z } from 'zod';
import { isCalendarDate, isValidTimeZone, minutesOfDay, OPENING_MODES, WEEKDAYS } from './opening-hours.js';
import { TEXT_LIMITS } from './text-limits.js';

/** The payload schemas of opening hours; the rules that read them are in opening-hours.ts. */

export const WeekdaySchema = z.enum(WEEKDAYS);

const CLOCK = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Length of a wall-clock time `HH:mm`: what the pattern takes, stated for the API description. */
export const TIME_OF_DAY_LENGTH = 5;
/** Length of a local date-time `YYYY-MM-DDTHH:mm` (closure bounds). */
export const LOCAL_DATE_TIME_LENGTH = 16;
/** Most opening intervals of one day. */
export const MAX_DAY_INTERVALS = 6;

/** A wall-clock time `HH:mm` (24-hour); `24:00` is the end of the day and only valid as an end. */
export const TimeOfDaySchema = z
  .string()
  .regex(CLOCK, { error: 'validation.timeOfDay' })
  .max(TIME_OF_DAY_LENGTH, { error: 'validation.tooLong' });

/**
 * One opening interval of a day, `[start, end)`: open at the start minute, closed at the end
 * minute. Overnight opening is two intervals (`22:00–24:00` and the next day's `00:00–02:00`).
 */
export const OpeningIntervalSchema = z
  .object({ start: TimeOfDaySchema, end: TimeOfDaySchema })
  .refine((i) => !CLOCK.test(i.start) || !CLOCK.test(i.end) || minutesOfDay(i.start) < minutesOfDay(i.end), {
    error: 'validation.endAfterStart',
    path: ['end'],
  });
export type OpeningInterval = z.infer<typeof OpeningIntervalSchema>;

/** A day's intervals: at most six, none overlapping (touching is fine). */
export const DayHoursSchema = z
  .array(OpeningIntervalSchema)
  .max(MAX_DAY_INTERVALS, { error: 'validation.tooMany' })
  .superRefine((intervals, ctx) => {
    const ordered = intervals
      .map((interval, index) => ({ index, start: minutesOfDay(interval.start), end: minutesOfDay(interval.end) }))
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < ordered.length; i++) {
      const previous = ordered[i - 1];
      const current = ordered[i];
      if (previous && current && current.start < previous.end) {
        ctx.addIssue({ code: 'custom', message: 'validation.intervalOverlap', path: [current.index, 'start'] });
      }
    }
  });

/** The hours of each day of the week, in local (city) time. */
export const WeeklyScheduleSchema = z.object({
  mon: DayHoursSchema,
  tue: DayHoursSchema,
  wed: DayHoursSchema,
  thu: DayHoursSchema,
  fri: DayHoursSchema,
  sat: DayHoursSchema,
  sun: DayHoursSchema,
});
export type WeeklySchedule = z.infer<typeof WeeklyScheduleSchema>;

export const OpeningModeSchema = z.enum(OPENING_MODES);

export const OpeningScheduleSchema = z.object({ mode: OpeningModeSchema, weekly: WeeklyScheduleSchema });
export type OpeningSchedule = z.infer<typeof OpeningScheduleSchema>;

/** A local (city) date and time `YYYY-MM-DDTHH:mm`, no zone: it means that wall-clock time. */
export const LocalDateTimeSchema = z
  .string()
  .regex(LOCAL_DATE_TIME, { error: 'validation.localDateTime' })
  .max(LOCAL_DATE_TIME_LENGTH, { error: 'validation.tooLong' })
  .refine((value) => isCalendarDate(value.slice(0, 10)), { error: 'validation.localDateTime' });

/**
 * A period during which something is closed whatever its weekly hours say, `[start, end)` in local
 * time. Holidays are whole days (`…T00:00` to the next day's `T00:00`).
 */
export const ClosurePeriodSchema = z
  .object({ start: LocalDateTimeSchema, end: LocalDateTimeSchema })
  .refine((p) => p.start < p.end, { error: 'validation.endAfterStart', path: ['end'] });

/** An IANA time-zone name (the longest, `America/Argentina/ComodRivadavia`, has 32 characters). */
export const TimeZoneSchema = z
  .string()
  .max(TEXT_LIMITS.code, { error: 'validation.tooLong' })
  .refine(isValidTimeZone, { error: 'validation.timeZone' });
