import {
  APPLICATION_RATING_DAYS,
  type EvaluationEligibilityState,
  type EvaluationTarget,
  localDateAt,
  zonedInstant,
} from '@cityip/contracts';

/**
 * The pure rules of who may rate what and when (issue 25), apart from the database: the once
 * keys, the city month an outlet rating counts in, and an application's rating period.
 */

const DAY_MS = 86_400_000;

/** The city month of `now` as `YYYY-MM`: an outlet is rated once per user in it. */
export function cityMonth(now: Date, timeZone: string): string {
  return localDateAt(now, timeZone).slice(0, 7);
}

/** The first moment of the city month after `now`'s: when an outlet can be rated again. */
export function nextCityMonthStart(now: Date, timeZone: string): Date {
  const [year, month] = cityMonth(now, timeZone).split('-').map(Number) as [number, number];
  const first = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return zonedInstant(first, 0, timeZone);
}

/**
 * The key that makes "once" a database rule (the unique `once_key`): an application or a
 * consultation once in all; an outlet once per user and city month.
 */
export function onceKeyOf(
  target: EvaluationTarget,
  targetId: string,
  outlet?: { userId: string; now: Date; timeZone: string },
): string {
  if (target !== 'outlet') return `${target}:${targetId}`;
  if (!outlet) throw new Error('an outlet rating needs its user and month');
  return `outlet:${targetId}:${outlet.userId}:${cityMonth(outlet.now, outlet.timeZone)}`;
}

/** The last moment an application completed at `completedAt` can be rated. */
export function applicationRatingCloses(completedAt: Date): Date {
  return new Date(completedAt.getTime() + APPLICATION_RATING_DAYS * DAY_MS);
}

/**
 * Where an application not yet rated stands: open within APPLICATION_RATING_DAYS of completion;
 * a rejected one is not rated (the national system rates services delivered), any other state
 * waits for completion.
 */
export function applicationState(
  application: { status: string; completedAt: Date | null },
  now: Date,
): { state: EvaluationEligibilityState; closesAt: Date | null } {
  if (application.status === 'rejected') return { state: 'notAllowed', closesAt: null };
  if (application.status !== 'completed' || !application.completedAt) return { state: 'notCompleted', closesAt: null };
  const closesAt = applicationRatingCloses(application.completedAt);
  return now.getTime() > closesAt.getTime() ? { state: 'periodOver', closesAt: null } : { state: 'open', closesAt };
}
