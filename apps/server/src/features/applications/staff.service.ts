import {
  type ApplicationActionInputSchema,
  type ApplicationFilter,
  type ApplicationSummary,
  type Assignee,
  attachmentIdsOf,
  Code,
  canHandleKind,
  canTakeAction,
  FINAL_STATUSES,
  type Locale,
  type Page,
  STAFF_ACTIONS,
  STAFF_ROLES,
  statusLabelKey,
  translate,
} from '@cityip/contracts';
import { and, asc, desc, eq, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { users } from '../accounts/accounts.tables.js';
import { readUpload } from '../uploads/uploads.service.js';
import {
  applicantColumns,
  countSummaries,
  findSummaryRow,
  requireHistoryRoom,
  selectSummaries,
  toSummary,
} from './applications.queries.js';
import { applicationEvents, applications } from './applications.tables.js';
import { notifyApplicant } from './notify.js';

type ActionInput = z.output<typeof ApplicationActionInputSchema>;

/** Sort keys of the list, each a column; ties fall back to the id so pages never overlap. */
const SORT_COLUMNS = {
  submittedAt: applications.submittedAt,
  updatedAt: applications.updatedAt,
  receiptNo: applications.receiptNo,
  status: applications.status,
  kind: applications.kind,
  dueAt: applications.dueAt,
} as const;

/** The list's filters as SQL; `callerId` answers `assignee=me`, days are read on the city's clocks. */
export function filterWhere(filter: ApplicationFilter, callerId: string, timeZone: string): SQL | undefined {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
  const localDay = sql`(${applications.submittedAt} at time zone ${timeZone})::date`;
  const open = notInArray(applications.status, [...FINAL_STATUSES]);
  return and(
    inArray(applications.kind, filter.kinds),
    filter.status ? eq(applications.status, filter.status) : undefined,
    filter.from ? sql`${localDay} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${localDay} <= ${filter.to}::date` : undefined,
    pattern
      ? or(
          sql`${applications.receiptNo} ilike ${pattern}`,
          sql`${applications.title} ilike ${pattern}`,
          sql`${applicantColumns.name} ilike ${pattern}`,
          sql`${applicantColumns.email} ilike ${pattern}`,
        )
      : undefined,
    filter.assignee === 'me' ? eq(applications.assigneeId, callerId) : undefined,
    filter.assignee === 'none' ? isNull(applications.assigneeId) : undefined,
    filter.assignee && filter.assignee !== 'me' && filter.assignee !== 'none'
      ? eq(applications.assigneeId, filter.assignee)
      : undefined,
    filter.overdue === 'true' ? and(open, lt(applications.dueAt, new Date())) : undefined,
    filter.overdue === 'false' ? or(sql`not (${open})`, sql`${applications.dueAt} >= now()`) : undefined,
  );
}

function orderOf(filter: ApplicationFilter) {
  const direction = filter.order === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[filter.sort]), direction(applications.id)];
}

/** One page of the back-office list. */
export async function listApplications(
  db: Db,
  filter: ApplicationFilter & { page: number; pageSize: number },
  callerId: string,
  timeZone: string,
): Promise<Page<ApplicationSummary>> {
  const where = filterWhere(filter, callerId, timeZone);
  const rows = await selectSummaries(db)
    .where(where)
    .orderBy(...orderOf(filter))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const total = await countSummaries(db, where);
  const now = new Date();
  return {
    items: rows.map((row) => toSummary(row, now)),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** Every application the filters match, for the export (at most `limit`). */
export async function filteredApplications(
  db: Db,
  filter: ApplicationFilter,
  callerId: string,
  timeZone: string,
  limit: number,
): Promise<ApplicationSummary[]> {
  const rows = await selectSummaries(db)
    .where(filterWhere(filter, callerId, timeZone))
    .orderBy(...orderOf(filter))
    .limit(limit);
  const now = new Date();
  return rows.map((row) => toSummary(row, now));
}

/** Refuses (403) a staff member whose module does not cover the application's kind. */
export function requireKindAccess(role: string, kinds: readonly ApplicationSummary['kind'][]): void {
  if (!kinds.every((kind) => canHandleKind(role, kind))) throw new AppError(Code.FORBIDDEN, 'error.forbidden', {}, 403);
}

/**
 * The application, locked until the change is written, once `role` may handle its kind and its
 * history has room for the change's entry; else 404, 403 or 409.
 */
async function lockForStaff(tx: Tx, role: string, id: string) {
  const [current] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!current) throw new AppError(Code.NOT_FOUND, 'error.applicationNotFound');
  requireKindAccess(role, [current.kind]);
  await requireHistoryRoom(tx, id);
  return current;
}

/**
 * A staff action: the row is locked, the move checked against the workflow from its current
 * state (409, translated, otherwise), then the state, its history entry and the applicant's
 * notices are written together.
 */
export async function takeAction(
  db: Db,
  config: Config,
  actor: { userId: string; role: string },
  id: string,
  input: ActionInput,
  locale: Locale,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockForStaff(tx, actor.role, id);
    if (!canTakeAction(current.status, input.action)) {
      throw new AppError(Code.CONFLICT, 'error.applicationTransition', {
        status: translate(locale, statusLabelKey(current.status)),
      });
    }
    const to = STAFF_ACTIONS[input.action];
    const now = new Date();
    const final = FINAL_STATUSES.includes(to);
    const [row] = await tx
      .update(applications)
      .set({ status: to, updatedAt: now, completedAt: final ? now : null })
      .where(eq(applications.id, id))
      .returning();
    if (!row) throw new AppError(Code.NOT_FOUND, 'error.applicationNotFound');
    await tx.insert(applicationEvents).values({
      applicationId: id,
      action: input.action,
      fromStatus: current.status,
      toStatus: to,
      actorId: actor.userId,
      comment: input.comment,
      createdAt: now,
    });
    const [applicant] = await tx
      .select({ email: users.email, name: users.name, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, row.applicantId));
    await notifyApplicant(tx, config, {
      row,
      status: to,
      comment: input.comment,
      // A closed account keeps only a placeholder address: nobody to mail.
      email: applicant && !applicant.deletedAt ? applicant.email : null,
      name: applicant?.name ?? '',
    });
  });
}

/** Enabled staff who may be given applications of `kinds` (all kinds when empty). */
export async function listAssignees(
  db: Db | Tx,
  kinds: readonly ApplicationSummary['kind'][] = [],
): Promise<Assignee[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), eq(users.status, 'enabled')))
    .orderBy(asc(users.name), asc(users.email));
  return rows.filter((row) => kinds.every((kind) => canHandleKind(row.role, kind)));
}

/** Gives an application to a staff member who may handle its kind, or to nobody; recorded in its history. */
export async function assignApplication(
  db: Db,
  actor: { userId: string; role: string },
  id: string,
  assigneeId: string | null,
  locale: Locale,
): Promise<ApplicationSummary> {
  await db.transaction(async (tx) => {
    const current = await lockForStaff(tx, actor.role, id);
    if (assigneeId) {
      const allowed = await listAssignees(tx, [current.kind]);
      if (!allowed.some((staff) => staff.id === assigneeId)) {
        throw fieldRefusal(locale, [{ field: 'assigneeId', message: 'validation.assignee' }]);
      }
    }
    const now = new Date();
    await tx.update(applications).set({ assigneeId, updatedAt: now }).where(eq(applications.id, id));
    await tx.insert(applicationEvents).values({
      applicationId: id,
      action: 'assign',
      fromStatus: current.status,
      toStatus: current.status,
      actorId: actor.userId,
      createdAt: now,
    });
  });
  return toSummary(await findSummaryRow(db, id));
}

/** An attachment of an application for staff: only an upload the application's data names (404 otherwise). */
export async function readApplicationAttachment(
  db: Db,
  storage: FileStorage,
  id: string,
  uploadId: string,
  role: string,
) {
  const row = (await findSummaryRow(db, id)).application;
  requireKindAccess(role, [row.kind]);
  if (!attachmentIdsOf(row.kind, row.data).includes(uploadId)) {
    throw new AppError(Code.NOT_FOUND, 'error.fileNotFound');
  }
  return readUpload(db, storage, uploadId, null);
}
