import {
  APPLICATION_HISTORY_MAX,
  type ApplicationEvent,
  type ApplicationSummary,
  Code,
  FINAL_STATUSES,
  type PersonRef,
} from '@cityip/contracts';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { users } from '../accounts/accounts.tables.js';
import { type ApplicationRow, applicationEvents, applications } from './applications.tables.js';

const applicant = alias(users, 'applicant');
const assignee = alias(users, 'assignee');

/** The columns every summary needs: the application and the names of its applicant and assignee. */
const SUMMARY_COLUMNS = {
  application: applications,
  applicantName: applicant.name,
  applicantEmail: applicant.email,
  assigneeName: assignee.name,
  assigneeEmail: assignee.email,
};

/** Applications joined with their applicant and assignee; add where, order and paging. */
export function selectSummaries(db: Db | Tx) {
  return db
    .select(SUMMARY_COLUMNS)
    .from(applications)
    .innerJoin(applicant, eq(applicant.id, applications.applicantId))
    .leftJoin(assignee, eq(assignee.id, applications.assigneeId));
}

/** How many applications `where` matches (with the applicant joined, as the filters expect). */
export async function countSummaries(db: Db | Tx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .innerJoin(applicant, eq(applicant.id, applications.applicantId))
    .where(where);
  return row?.total ?? 0;
}

/** The applicant name and email columns, for keyword filters. */
export const applicantColumns = { name: applicant.name, email: applicant.email };

export interface SummaryRow {
  application: ApplicationRow;
  applicantName: string;
  applicantEmail: string;
  assigneeName: string | null;
  assigneeEmail: string | null;
}

/** Whether an application has passed its due time without a final answer. */
export function isOverdue(row: ApplicationRow, now = new Date()): boolean {
  return !FINAL_STATUSES.includes(row.status) && row.dueAt.getTime() < now.getTime();
}

/** An application as lists show it. */
export function toSummary(row: SummaryRow, now = new Date()): ApplicationSummary {
  const a = row.application;
  const assigneeRef: PersonRef | null =
    a.assigneeId && row.assigneeName !== null
      ? { id: a.assigneeId, name: row.assigneeName, email: row.assigneeEmail }
      : null;
  return {
    id: a.id,
    receiptNo: a.receiptNo,
    kind: a.kind,
    status: a.status,
    title: a.title,
    applicant: { id: a.applicantId, name: row.applicantName, email: row.applicantEmail },
    assignee: assigneeRef,
    parentId: a.parentId,
    submittedAt: a.submittedAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    completedAt: a.completedAt?.toISOString() ?? null,
    dueAt: a.dueAt.toISOString(),
    overdue: isOverdue(a, now),
  };
}

/**
 * One application's summary row, or 404. With `applicantId`, only that applicant's: another
 * user's application is answered like a missing one, never disclosed.
 */
export async function findSummaryRow(db: Db | Tx, id: string, applicantId: string | null = null): Promise<SummaryRow> {
  const [row] = await selectSummaries(db).where(
    and(eq(applications.id, id), applicantId ? eq(applications.applicantId, applicantId) : undefined),
  );
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.applicationNotFound');
  return row;
}

/**
 * Refuses (409) one more history entry of an application whose history is full, the longest an
 * answer lists. Every writer of entries holds the application's row lock, so the count is exact.
 */
export async function requireHistoryRoom(tx: Tx, applicationId: string): Promise<void> {
  const [row] = await tx
    .select({ total: count() })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId));
  if ((row?.total ?? 0) >= APPLICATION_HISTORY_MAX) throw new AppError(Code.CONFLICT, 'validation.tooMany');
}

/**
 * The history of an application, oldest first. `staffView` shows staff names and assignments;
 * the applicant sees that staff acted, not who, and no internal assignment.
 */
export async function historyOf(db: Db | Tx, applicationId: string, staffView: boolean): Promise<ApplicationEvent[]> {
  const rows = await db
    .select({ event: applicationEvents, actorName: users.name, actorRole: users.role })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  return rows
    .filter((row) => staffView || row.event.action !== 'assign')
    .map(({ event, actorName }) => {
      const staff = event.action !== 'submit' && event.action !== 'resubmit';
      return {
        id: event.id,
        action: event.action,
        from: event.fromStatus,
        to: event.toStatus,
        actor: { name: staff && !staffView ? null : actorName, staff },
        comment: event.comment,
        at: event.createdAt.toISOString(),
      };
    });
}
