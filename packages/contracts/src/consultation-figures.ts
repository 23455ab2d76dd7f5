import { z } from 'zod';
import { TEXT_LIMITS } from './text-limits.js';

/**
 * The published figures of public consultation (issue 25), as inspected government sites show
 * them (政府网站互动交流数据): per month of the city's calendar, the questions received, those
 * replied, those replied on time (before the end of their working-day limit) and the average
 * working days a reply took. The operation statistics reuse the monthly entry.
 */

/** The months the public figures cover: the current month of the city and the eleven before it. */
export const CONSULT_FIGURES_MONTHS = 12;

const count = z.number().int().min(0);

/** One month: received counts by the day of receipt; the others by the day of the reply. */
export const ConsultFiguresMonthSchema = z.object({
  /** `YYYY-MM` of the city's calendar. */
  month: z.string().max(TEXT_LIMITS.date),
  /** Questions received in the month, whatever became of them. */
  received: count,
  /** Questions replied in the month (whenever received). */
  replied: count,
  /** Of those, the ones replied by their deadline (received + the reply limit in working days). */
  repliedOnTime: count,
  /** Average working days from receipt to reply of the month's replies, one decimal; null without any. */
  averageWorkingDays: z.number().min(0).nullable(),
});
export type ConsultFiguresMonth = z.infer<typeof ConsultFiguresMonthSchema>;

/** The figures of the last twelve months, every month present, oldest first, with their totals. */
export const ConsultFiguresSchema = z.object({
  from: z.string().max(TEXT_LIMITS.date),
  to: z.string().max(TEXT_LIMITS.date),
  months: z.array(ConsultFiguresMonthSchema).max(CONSULT_FIGURES_MONTHS),
  /** The twelve months together (the average is over every reply, not an average of months). */
  total: ConsultFiguresMonthSchema.omit({ month: true }),
});
export type ConsultFigures = z.infer<typeof ConsultFiguresSchema>;

/** `part` of `whole` in percent with one decimal (`12` of `16` → 75); null when `whole` is 0. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}
