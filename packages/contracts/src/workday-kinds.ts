/**
 * The fixed lists of the city's working-day calendar (issue 25). The pure date arithmetic is in
 * workdays.ts; these lists are what tables and other features need to name an entry or a limit.
 */

/**
 * What a calendar entry makes of its date: a public holiday (also on a weekday) or an adjusted
 * working day (调休, a Saturday or Sunday worked in exchange). Days without an entry follow the
 * week: Monday to Friday work, Saturday and Sunday rest.
 */
export const WORKDAY_ENTRY_KINDS = ['holiday', 'workday'] as const;
export type WorkdayEntryKind = (typeof WORKDAY_ENTRY_KINDS)[number];

/**
 * The deadlines counted in working days whose length the back office sets: the reply to a
 * consultation and the answer to a bad review. The applications' limits stay per kind in
 * APPLICATION_RULES (counted in working days too).
 */
export const TIME_LIMIT_KEYS = ['consultReply', 'rectification'] as const;
export type TimeLimitKey = (typeof TIME_LIMIT_KEYS)[number];
