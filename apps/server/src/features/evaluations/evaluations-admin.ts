import {
  type AdminEvaluation,
  addDays,
  BAD_REVIEW_MAX_LEVEL,
  Code,
  type EvaluationCase,
  type EvaluationFilter,
  type Page,
  type RectificationAnswerInput,
  type RectificationQueueQuery,
  type RectificationStatus,
  workingDeadline,
  zonedInstant,
} from '@cityip/contracts';
import { and, asc, count, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { users } from '../accounts/accounts.tables.js';
import { loadWorkdayCalendar } from '../workdays/workdays.public.js';
import { tellRaterOfAnswer } from './evaluation-mail.js';
import { subjectsOf } from './evaluation-subjects.js';
import { adminEvaluationOf, adminRectificationOf, type DeadlineClock } from './evaluation-view.js';
import { evaluations, rectifications } from './evaluations.tables.js';

/**
 * The back office of 好差评 (`/system/evaluation`, module `evaluations`): every review with
 * filters, the rectification queue by deadline, one case, verify, answer. The operation log is
 * written by the audit hook for every write and export.
 */

const raters = alias(users, 'raters');
const handlers = alias(users, 'handlers');

function selectReviews(db: Db) {
  return db
    .select({ review: evaluations, rectification: rectifications, raterName: raters.name, handlerName: handlers.name })
    .from(evaluations)
    .leftJoin(rectifications, eq(rectifications.evaluationId, evaluations.id))
    .leftJoin(raters, eq(raters.id, evaluations.userId))
    .leftJoin(handlers, eq(handlers.id, rectifications.handlerId));
}
type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['where']>>[number];

/** Now and the end of the next working day: what "overdue" and "due soon" are measured against. */
async function deadlineClock(app: FastifyInstance, now = new Date()): Promise<DeadlineClock> {
  const calendar = await loadWorkdayCalendar(app.db);
  return { now, dueSoonBefore: workingDeadline(calendar, now, 1, app.config.cityProfile.timeZone) };
}

async function toAdmin(app: FastifyInstance, rows: readonly ReviewRow[], clock: DeadlineClock) {
  const subjectOf = await subjectsOf(
    app.db,
    rows.map((row) => row.review),
  );
  return rows.map((row) => {
    const facts = subjectOf(row.review);
    const rectification = row.rectification ? adminRectificationOf(row.rectification, row.handlerName, clock) : null;
    return { facts, view: adminEvaluationOf(row.review, facts.subject, { name: row.raterName }, rectification) };
  });
}

/** The filters as SQL; the dates are the city's calendar days, both ends included. */
function filterWhere(filter: EvaluationFilter, timeZone: string): SQL | undefined {
  const flag = (value: 'true' | 'false' | undefined, yes: SQL, no: SQL | undefined) =>
    value === undefined ? undefined : value === 'true' ? yes : no;
  return and(
    filter.target ? eq(evaluations.target, filter.target) : undefined,
    filter.service ? eq(evaluations.service, filter.service) : undefined,
    filter.outletId ? and(eq(evaluations.target, 'outlet'), eq(evaluations.targetId, filter.outletId)) : undefined,
    filter.level ? eq(evaluations.level, filter.level) : undefined,
    flag(filter.bad, lte(evaluations.level, BAD_REVIEW_MAX_LEVEL), gt(evaluations.level, BAD_REVIEW_MAX_LEVEL)),
    flag(filter.rectification, isNotNull(rectifications.id), isNull(rectifications.id)),
    filter.from ? gte(evaluations.createdAt, zonedInstant(filter.from, 0, timeZone)) : undefined,
    filter.to ? lt(evaluations.createdAt, zonedInstant(addDays(filter.to, 1), 0, timeZone)) : undefined,
    filter.keyword ? ilike(evaluations.comment, containsPattern(filter.keyword)) : undefined,
  );
}

async function pageOf(
  app: FastifyInstance,
  where: SQL | undefined,
  order: SQL[],
  paging: { page: number; pageSize: number },
): Promise<Page<AdminEvaluation>> {
  const rows = await selectReviews(app.db)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [total] = await app.db
    .select({ total: count() })
    .from(evaluations)
    .leftJoin(rectifications, eq(rectifications.evaluationId, evaluations.id))
    .where(where);
  const items = await toAdmin(app, rows, await deadlineClock(app));
  return { items: items.map((item) => item.view), total: total?.total ?? 0, ...paging };
}

/** GET /api/admin/evaluations: the reviews under the filters, newest first. */
export function listReviews(
  app: FastifyInstance,
  query: EvaluationFilter & { page: number; pageSize: number },
): Promise<Page<AdminEvaluation>> {
  const where = filterWhere(query, app.config.cityProfile.timeZone);
  return pageOf(app, where, [desc(evaluations.createdAt), desc(evaluations.id)], query);
}

/** The reviews under the filters for the export, newest first, at most `limit`. */
export async function exportReviews(app: FastifyInstance, filter: EvaluationFilter, limit: number) {
  const rows = await selectReviews(app.db)
    .where(filterWhere(filter, app.config.cityProfile.timeZone))
    .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
    .limit(limit);
  return (await toAdmin(app, rows, await deadlineClock(app))).map((item) => item.view);
}

/** GET /api/admin/evaluations/rectifications: the cases, earliest deadline first. */
export async function rectificationQueue(
  app: FastifyInstance,
  query: RectificationQueueQuery & { page: number; pageSize: number },
): Promise<Page<AdminEvaluation>> {
  const clock = await deadlineClock(app);
  const unanswered = ne(rectifications.status, 'answered');
  const due =
    query.due === 'overdue'
      ? and(unanswered, lt(rectifications.dueAt, clock.now))
      : query.due === 'soon'
        ? and(unanswered, gte(rectifications.dueAt, clock.now), lte(rectifications.dueAt, clock.dueSoonBefore))
        : undefined;
  const where = and(
    isNotNull(rectifications.id),
    query.status ? eq(rectifications.status, query.status) : undefined,
    due,
  );
  return pageOf(app, where, [asc(rectifications.dueAt), asc(evaluations.id)], query);
}

/** GET /api/admin/evaluations/:id: one review with what it rates and its case. */
export async function reviewCase(app: FastifyInstance, id: string): Promise<EvaluationCase> {
  const rows = await selectReviews(app.db).where(eq(evaluations.id, id));
  const [item] = await toAdmin(app, rows, await deadlineClock(app));
  if (!item) throw new AppError(Code.NOT_FOUND, 'error.evaluationNotFound');
  return { ...item.view, completedAt: item.facts.completedAt?.toISOString() ?? null };
}

/**
 * Moves a case from `from` on, or refuses (409) when it is elsewhere (already verified, already
 * answered) and 404 when the review is unknown; the change and its mail share one transaction.
 */
async function advance(
  app: FastifyInstance,
  id: string,
  from: RectificationStatus,
  change: Partial<typeof rectifications.$inferInsert>,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [review] = await tx.select().from(evaluations).where(eq(evaluations.id, id));
    if (!review) throw new AppError(Code.NOT_FOUND, 'error.evaluationNotFound');
    const [rectification] = await tx
      .update(rectifications)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(rectifications.evaluationId, id), eq(rectifications.status, from)))
      .returning();
    if (!rectification) throw new AppError(Code.CONFLICT, 'error.rectificationState');
    if (rectification.status !== 'answered') return;
    const subjectOf = await subjectsOf(tx, [review]);
    await tellRaterOfAnswer(app, tx, review, subjectOf(review).subject, rectification);
  });
}

/** POST /api/admin/evaluations/:id/verify: staff checked the complaint. */
export function verifyCase(app: FastifyInstance, staffId: string | null, id: string, note: string): Promise<void> {
  return advance(app, id, 'open', { status: 'verified', verifiedAt: new Date(), verifyNote: note, handlerId: staffId });
}

/** POST /api/admin/evaluations/:id/answer: rectified or explained; the rater is told. */
export function answerCase(
  app: FastifyInstance,
  staffId: string | null,
  id: string,
  input: RectificationAnswerInput,
): Promise<void> {
  return advance(app, id, 'verified', {
    status: 'answered',
    outcome: input.outcome,
    answer: input.answer,
    answeredAt: new Date(),
    handlerId: staffId,
  });
}
