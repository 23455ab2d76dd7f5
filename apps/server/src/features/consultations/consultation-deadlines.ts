import {
  addWorkingDays,
  type ConsultDeadlineState,
  type ConsultStatus,
  isWorkingDay,
  localDateAt,
  type WorkdayCalendar,
  zonedInstant,
} from '@cityip/contracts';

/** Questions still waiting for an answer: the ones a deadline, a reminder and the queue's highlights apply to. */
export const OPEN_STATUSES: readonly ConsultStatus[] = ['received', 'assigned'];

/**
 * `dueAt` is the midnight after the last working day of the limit (workingDeadline), so the
 * city's date of the moment before it is the day people read as "reply by".
 */
export function dueDateOf(dueAt: Date, timeZone: string): string {
  return localDateAt(new Date(dueAt.getTime() - 1), timeZone);
}

/**
 * Open questions due before this moment are "due soon": their last day is at the latest the next
 * working day, so today is (or is after) the working day before it, when the handler is reminded.
 */
export function dueSoonBefore(calendar: WorkdayCalendar, now: Date, timeZone: string): Date {
  return zonedInstant(addWorkingDays(calendar, localDateAt(now, timeZone), 1), 24 * 60, timeZone);
}

/** Whether reminders go out today: only on working days, so a Monday deadline is reminded on Friday. */
export function isReminderDay(calendar: WorkdayCalendar, now: Date, timeZone: string): boolean {
  return isWorkingDay(calendar, localDateAt(now, timeZone));
}

/** How a question stands against its deadline; null when answered or not yet close to it. */
export function deadlineStateOf(
  row: { status: ConsultStatus; dueAt: Date },
  now: Date,
  soonBefore: Date,
): ConsultDeadlineState | null {
  if (!OPEN_STATUSES.includes(row.status)) return null;
  if (row.dueAt.getTime() <= now.getTime()) return 'overdue';
  return row.dueAt.getTime() <= soonBefore.getTime() ? 'dueSoon' : null;
}
