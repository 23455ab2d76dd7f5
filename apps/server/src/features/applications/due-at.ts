import { APPLICATION_RULES, type ApplicationKindKey, workingDeadline } from '@cityip/contracts';
import type { Db, Tx } from '../../db/client.js';
import { loadWorkdayCalendar } from '../workdays/workdays.public.js';

/**
 * When an application of `kind` submitted at `submittedAt` becomes overdue: the end of the kind's
 * `dueDays`-th working day after submission in the city (issue 25: limits count working days, so
 * a holiday week never eats into the staff's time). Fixed at submission; a later calendar change
 * does not move it.
 */
export async function applicationDueAt(
  db: Db | Tx,
  kind: ApplicationKindKey,
  submittedAt: Date,
  timeZone: string,
): Promise<Date> {
  return workingDeadline(await loadWorkdayCalendar(db), submittedAt, APPLICATION_RULES[kind].dueDays, timeZone);
}
