import { z } from 'zod';
import { APPLICATION_KIND_KEYS, ApplicationKindKeySchema } from './application-kinds.js';
import { APPLICATION_STATUSES, ApplicationStatusSchema } from './applications.js';
import { ConsultFiguresMonthSchema } from './consultation-figures.js';
import { TEXT_LIMITS } from './text-limits.js';

/**
 * Business operation statistics (`/system/oprationStatistics`, module `operationStats`):
 * applications, handling time, overdue items, registrations, authentications, report downloads,
 * searches, public consultation and 好差评 evaluation over a range of whole months of the city's
 * calendar.
 */

/** The longest range one request covers: three years of months keeps every series readable. */
export const OPERATION_STATS_MAX_MONTHS = 36;
/** The most days such a range has. */
export const OPERATION_STATS_MAX_DAYS = OPERATION_STATS_MAX_MONTHS * 31;

/** Searches counted per day, by where they were made. */
export const SEARCH_KINDS = ['patent', 'policy'] as const;
export const SearchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKindSchema>;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A calendar month `YYYY-MM` (a date without its day, so within a date's length). */
export const MonthKeySchema = z
  .string()
  .regex(MONTH, { error: 'validation.month' })
  .max(TEXT_LIMITS.date, { error: 'validation.tooLong' });

/** A month or a day (`YYYY-MM-DD`) of the city's calendar, as the server writes it. */
const calendarText = z.string().max(TEXT_LIMITS.date);
/** One entry per month of the range. */
const monthly = <T extends z.ZodType>(item: T) => z.array(item).max(OPERATION_STATS_MAX_MONTHS);

/** Months since year 0 of a `YYYY-MM` month, so that ranges are plain arithmetic. */
function monthIndex(month: string): number {
  const [year = 0, monthOfYear = 1] = month.split('-').map(Number);
  return year * 12 + monthOfYear - 1;
}

/** `YYYY-MM` of a month index. */
function monthKey(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `month` moved by `delta` months (`2025-12`, 1 → `2026-01`). */
export function shiftMonth(month: string, delta: number): string {
  return monthKey(monthIndex(month) + delta);
}

/** How many months `from` to `to` covers, both included (`2025-11`, `2026-01` → 3). */
export function monthCount(from: string, to: string): number {
  return monthIndex(to) - monthIndex(from) + 1;
}

/** Months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, monthCount(from, to)) }, (_, i) => shiftMonth(from, i));
}

/** The period asked for: `from` to `to`, whole months, at most OPERATION_STATS_MAX_MONTHS. */
export const OperationStatsQuerySchema = z
  .object({ from: MonthKeySchema, to: MonthKeySchema })
  .refine((q) => !MONTH.test(q.from) || !MONTH.test(q.to) || q.from <= q.to, {
    error: 'validation.dateRange',
    path: ['to'],
  })
  // A malformed month counts NaN months and passes here: its field already says what is wrong.
  .refine((q) => !(monthCount(q.from, q.to) > OPERATION_STATS_MAX_MONTHS), {
    error: 'validation.monthRange',
    path: ['to'],
  });
export type OperationStatsQuery = z.infer<typeof OperationStatsQuerySchema>;

const count = z.number().int().min(0);
/** Days with one decimal; null when nothing was finished in the period. */
const days = z.number().min(0).nullable();
/** A share in percent with one decimal (`percentOf`); null when there was nothing to share. */
const percent = z.number().min(0).max(100).nullable();

/** The figures of the period at a glance. */
export const OperationHeadlineSchema = z.object({
  /** Applications submitted in the period. */
  applications: count,
  /** Applications completed in the period (whenever submitted). */
  completed: count,
  /** Applications rejected in the period. */
  rejected: count,
  /** Average calendar days from submission to completion or rejection, of those finished in the period. */
  averageHandlingDays: days,
  /**
   * Applications open now past their due time (`dueAt`, the kind's `dueDays` of APPLICATION_RULES,
   * the same rule as the back-office lists). Not bound to the period: overdue is today's state.
   */
  overdue: count,
  /** Accounts registered on the site in the period (accounts created in the back office are not registrations). */
  registrations: count,
  /** Real-name authentications submitted in the period. */
  authentications: count,
  /** Report download requests (answered download surveys) in the period. */
  downloads: count,
  /** Patent and policy searches in the period. */
  searches: count,
  /** Technology demands staff approved for publication in the period (issue 24). */
  demandsPublished: count,
  /** Contact requests sent through the platform to experts and demand holders in the period. */
  contacts: count,
  /** Technology-matchmaking applications submitted in the period. */
  matchmakingApplications: count,
  /** Questions to the bureau received in the period (issue 25). */
  consultReceived: count,
  /** Questions replied in the period (whenever received). */
  consultReplied: count,
  /** Of those, the ones replied by their working-day deadline. */
  consultRepliedOnTime: count,
  /** Questions open now past their reply deadline. Not bound to the period, like `overdue`. */
  consultOverdue: count,
  /** Average working days from receipt to reply of the period's replies. */
  consultAverageWorkingDays: days,
  /** 好差评 reviews given in the period (applications, consultation replies, outlets). */
  reviews: count,
  /** The share of those rated 满意 or better. */
  satisfiedRate: percent,
  /** Reviews of the period rated 不满意 or 非常不满意 (each opens a rectification case). */
  badReviews: count,
  /** Rectification cases not yet answered now (opened or verified). Not bound to the period. */
  rectificationsOpen: count,
  /** Of those, the ones past their deadline now. */
  rectificationsOverdue: count,
  /** Rectification cases answered in the period. */
  rectificationsAnswered: count,
  /** Of the follow-ups (回访) of the period, the share that said the answer resolved the problem. */
  followUpResolvedRate: percent,
  /** Saved searches with alerts on now (daily or weekly, issue 26). Not bound to the period. */
  watchAlerting: count,
  /** Key-industry subscriptions now. Not bound to the period. */
  watchIndustries: count,
  /** Alert digests mailed in the period (saved searches and industries). */
  watchDigests: count,
  /** Alerts turned off from a mail's unsubscribe link in the period. */
  watchUnsubscribes: count,
});
export type OperationHeadline = z.infer<typeof OperationHeadlineSchema>;

/** Applications of one kind submitted in one month. */
export const KindMonthCountSchema = z.object({ month: calendarText, kind: ApplicationKindKeySchema, count });
export type KindMonthCount = z.infer<typeof KindMonthCountSchema>;

/** One kind over the period: how many came in, how many were finished and how fast. */
export const KindSummarySchema = z.object({
  kind: ApplicationKindKeySchema,
  submitted: count,
  completed: count,
  rejected: count,
  averageHandlingDays: days,
  overdue: count,
  /** Days the kind allows from submission to a final answer (APPLICATION_RULES). */
  dueDays: count,
});
export type KindSummary = z.infer<typeof KindSummarySchema>;

/** The applications submitted in the period by their status now. */
export const StatusCountSchema = z.object({ status: ApplicationStatusSchema, count });
export type StatusCount = z.infer<typeof StatusCountSchema>;

/** An open application past its due time, most overdue first. */
export const OverdueItemSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  /** The day and its counter (`YYYYMMDD0001`), made by the server. */
  receiptNo: z.string().max(TEXT_LIMITS.code),
  kind: ApplicationKindKeySchema,
  status: ApplicationStatusSchema,
  submittedAt: z.string().max(TEXT_LIMITS.dateTime),
  dueAt: z.string().max(TEXT_LIMITS.dateTime),
  /** Working days since the last allowed day (issue 25: limits count working days). */
  daysOverdue: count,
});
export type OverdueItem = z.infer<typeof OverdueItemSchema>;

/** Registrations and real-name authentications of one month. */
export const AccountMonthSchema = z.object({
  month: calendarText,
  registrations: count,
  authSubmitted: count,
  authApproved: count,
  authRejected: count,
});
export type AccountMonth = z.infer<typeof AccountMonthSchema>;

/** Report download requests of one month. */
export const DownloadMonthSchema = z.object({ month: calendarText, downloads: count });
export type DownloadMonth = z.infer<typeof DownloadMonthSchema>;

/** Technology matchmaking of one month (issue 24): demands published, contacts, applications. */
export const MatchmakingMonthSchema = z.object({
  month: calendarText,
  demandsPublished: count,
  contacts: count,
  matchmakingApplications: count,
});
export type MatchmakingMonth = z.infer<typeof MatchmakingMonthSchema>;

/**
 * 好差评 of one month: reviews given and how many were satisfied or better and bad, rectification
 * cases answered, and follow-ups (回访) answered and how many of them said "resolved". The rates
 * are `percentOf` these counts.
 */
export const EvaluationMonthSchema = z.object({
  month: calendarText,
  reviews: count,
  satisfied: count,
  badReviews: count,
  rectificationsAnswered: count,
  followUps: count,
  followUpsResolved: count,
});
export type EvaluationMonth = z.infer<typeof EvaluationMonthSchema>;

/** Patent alerts of one month (issue 26): searches saved, digests mailed, unsubscribes by a mail's link. */
export const WatchMonthSchema = z.object({
  month: calendarText,
  savedSearches: count,
  digests: count,
  unsubscribes: count,
});
export type WatchMonth = z.infer<typeof WatchMonthSchema>;

/** Searches of one day (`YYYY-MM-DD` in the city's calendar). */
export const SearchDaySchema = z.object({ day: calendarText, patent: count, policy: count });
export type SearchDay = z.infer<typeof SearchDaySchema>;

/** The most overdue items one response lists (the headline says how many there are in all). */
export const OVERDUE_LIST_LIMIT = 200;

/** Everything the statistics screen shows for a period; every month and day of it is present. */
export const OperationStatsSchema = z.object({
  from: calendarText,
  to: calendarText,
  months: monthly(calendarText),
  headline: OperationHeadlineSchema,
  /** One per month and kind with applications. */
  applicationsByMonth: z.array(KindMonthCountSchema).max(OPERATION_STATS_MAX_MONTHS * APPLICATION_KIND_KEYS.length),
  kinds: z.array(KindSummarySchema).max(APPLICATION_KIND_KEYS.length),
  statuses: z.array(StatusCountSchema).max(APPLICATION_STATUSES.length),
  overdue: z.array(OverdueItemSchema).max(OVERDUE_LIST_LIMIT),
  accounts: monthly(AccountMonthSchema),
  downloads: monthly(DownloadMonthSchema),
  matchmaking: monthly(MatchmakingMonthSchema),
  /** Public consultation per month, as the published figures count it (consultation-figures.ts). */
  consultations: monthly(ConsultFiguresMonthSchema),
  evaluations: monthly(EvaluationMonthSchema),
  watch: monthly(WatchMonthSchema),
  searches: z.array(SearchDaySchema).max(OPERATION_STATS_MAX_DAYS),
});
export type OperationStats = z.infer<typeof OperationStatsSchema>;
