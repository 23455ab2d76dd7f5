import {
  Code,
  type EvaluationEligibility,
  type EvaluationEligibilityState,
  type EvaluationInput,
  type EvaluationTarget,
  type FollowUpInput,
  isBadReview,
  isStaffRole,
  type MessageKey,
  type MyEvaluation,
  type MyEvaluationQuery,
  type Page,
} from '@cityip/contracts';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { verifyConsultLookupToken } from '../consultations/consultations.public.js';
import { workingDeadlineFor } from '../workdays/workdays.public.js';
import { tellStaffOfBadReview } from './evaluation-mail.js';
import { nextCityMonthStart, onceKeyOf } from './evaluation-rules.js';
import { type RatedThing, ratedThing, subjectsOf } from './evaluation-subjects.js';
import { myEvaluationOf } from './evaluation-view.js';
import { type EvaluationRow, evaluations, type RectificationRow, rectifications } from './evaluations.tables.js';

/**
 * Rating (issue 25): who may rate what, once, and what a bad review sets going. A registered
 * account rates its own completed applications and replied questions and any public outlet once a
 * month; a visitor rates the reply to their question with the look-up token. Staff accounts rate
 * nothing: they act for the administration that is being rated.
 */

/** Ratings one rater may give in {@link LIMIT_WINDOW_HOURS}, counted from the stored rows. */
const RATING_LIMITS = { perAccount: 30, perVisitorAddress: 10 } as const;
const LIMIT_WINDOW_HOURS = 24;

/** Who rates: a registered account, or the holder of a look-up token for one consultation. */
type Rater =
  | { kind: 'account'; userId: string }
  | { kind: 'lookup'; consultationId: string; userId: string | null; ip: string };

/** The rater behind the request: a valid look-up token, else a registered non-staff account. */
export function raterOf(
  app: FastifyInstance,
  request: FastifyRequest,
  lookupToken: string | undefined,
  target: EvaluationTarget,
): Rater {
  const auth = request.auth as AuthContext;
  if (lookupToken !== undefined) {
    const verified = verifyConsultLookupToken(app, lookupToken);
    if (!verified) throw new AppError(Code.BAD_REQUEST, 'validation.lookupToken');
    const userId = auth.kind === 'user' ? auth.userId : null;
    return { kind: 'lookup', consultationId: verified.consultationId, userId, ip: request.ip };
  }
  if (auth.kind !== 'user' || !auth.userId) {
    const key: MessageKey = target === 'outlet' ? 'error.evaluationRegisteredOnly' : 'error.loginRequired';
    throw new AppError(Code.LOGIN_REQUIRED, key);
  }
  if (isStaffRole(auth.role)) throw new AppError(Code.FORBIDDEN, 'error.evaluationNotAllowed', {}, 403);
  return { kind: 'account', userId: auth.userId };
}

const notFound = () => new AppError(Code.NOT_FOUND, 'error.evaluationTargetNotFound');

/** Whether the rater may rate this thing at all: the applicant, the asker (or their token), anyone registered for an outlet. */
function mayRate(rater: Rater, thing: RatedThing): boolean {
  const { target, targetId } = thing.subject;
  if (rater.kind === 'lookup') return target === 'consultation' && rater.consultationId === targetId;
  return target === 'outlet' || thing.ownerId === rater.userId;
}

/** Where the rater stands with one thing: the once rule applied over the thing's own state. */
interface Standing {
  thing: RatedThing;
  onceKey: string;
  state: EvaluationEligibilityState;
  closesAt: Date | null;
  reopensAt: Date | null;
  existing: EvaluationRow | null;
}

async function standingOf(
  app: FastifyInstance,
  db: Db | Tx,
  rater: Rater,
  target: EvaluationTarget,
  targetId: string,
  now: Date,
): Promise<Standing> {
  const thing = await ratedThing(db, target, targetId, now);
  if (!thing || !mayRate(rater, thing)) throw notFound();
  const timeZone = app.config.cityProfile.timeZone;
  const outlet = target === 'outlet' && rater.kind === 'account' ? { userId: rater.userId, now, timeZone } : undefined;
  const onceKey = onceKeyOf(target, targetId, outlet);
  const [existing] = await db.select().from(evaluations).where(eq(evaluations.onceKey, onceKey));
  const monthEnd = target === 'outlet' ? nextCityMonthStart(now, timeZone) : null;
  if (existing) {
    const state = target === 'outlet' ? 'ratedThisMonth' : 'rated';
    return { thing, onceKey, state, closesAt: null, reopensAt: monthEnd, existing };
  }
  return { thing, onceKey, state: thing.state, closesAt: monthEnd ?? thing.closesAt, reopensAt: null, existing: null };
}

async function caseOf(db: Db | Tx, evaluationId: string): Promise<RectificationRow | null> {
  const [row] = await db.select().from(rectifications).where(eq(rectifications.evaluationId, evaluationId));
  return row ?? null;
}

async function eligibilityOf(db: Db, standing: Standing): Promise<EvaluationEligibility> {
  const { existing, thing } = standing;
  return {
    subject: thing.subject,
    state: standing.state,
    closesAt: standing.closesAt?.toISOString() ?? null,
    reopensAt: standing.reopensAt?.toISOString() ?? null,
    mine: existing ? myEvaluationOf(existing, thing.subject, await caseOf(db, existing.id)) : null,
  };
}

/** GET /api/evaluations/eligibility: whether the account can rate the thing, or what stands in the way. */
export async function eligibility(
  request: FastifyRequest,
  query: { target: EvaluationTarget; targetId: string },
): Promise<EvaluationEligibility> {
  const app = request.server;
  const rater = raterOf(app, request, undefined, query.target);
  return eligibilityOf(app.db, await standingOf(app, app.db, rater, query.target, query.targetId, new Date()));
}

/** POST /api/evaluations/lookup: a visitor's look-up of the reply they may rate, with their review. */
export async function lookupEligibility(request: FastifyRequest, lookupToken: string): Promise<EvaluationEligibility> {
  const app = request.server;
  const rater = raterOf(app, request, lookupToken, 'consultation');
  if (rater.kind !== 'lookup') throw notFound();
  const standing = await standingOf(app, app.db, rater, 'consultation', rater.consultationId, new Date());
  return eligibilityOf(app.db, standing);
}

const REFUSALS: Record<Exclude<EvaluationEligibilityState, 'open'>, [number, MessageKey]> = {
  rated: [Code.CONFLICT, 'error.evaluationAlreadyRated'],
  ratedThisMonth: [Code.CONFLICT, 'error.evaluationOutletThisMonth'],
  notCompleted: [Code.CONFLICT, 'error.evaluationNotCompleted'],
  periodOver: [Code.CONFLICT, 'error.evaluationPeriodOver'],
  notAllowed: [Code.FORBIDDEN, 'error.evaluationNotAllowed'],
};

function refuse(state: Exclude<EvaluationEligibilityState, 'open'>): never {
  const [code, key] = REFUSALS[state];
  throw new AppError(code, key);
}

/**
 * Refuses (429) a rater past the limit of the window, counted from the stored rows under a lock on
 * the rater, so two ratings sent at once cannot both pass on the same count.
 */
async function checkLimit(tx: Tx, rater: Rater, now: Date): Promise<void> {
  const key = rater.kind === 'account' ? `account:${rater.userId}` : `ip:${rater.ip}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`evaluation:${key}`}))`);
  const since = new Date(now.getTime() - LIMIT_WINDOW_HOURS * 3_600_000);
  const byRater =
    rater.kind === 'account'
      ? eq(evaluations.userId, rater.userId)
      : and(isNull(evaluations.userId), eq(evaluations.ip, rater.ip));
  const [row] = await tx
    .select({ given: count() })
    .from(evaluations)
    .where(and(byRater, gt(evaluations.createdAt, since)));
  const max = rater.kind === 'account' ? RATING_LIMITS.perAccount : RATING_LIMITS.perVisitorAddress;
  if ((row?.given ?? 0) >= max) throw new AppError(Code.TOO_MANY_REQUESTS, 'error.evaluationTooMany', { max });
}

/**
 * Stores a rating once (the unique once key decides a race) and, for a bad review, opens its
 * rectification case due in the rectification limit of working days and tells operations staff,
 * all in one transaction.
 */
export async function rate(request: FastifyRequest, input: EvaluationInput): Promise<MyEvaluation> {
  const app = request.server;
  const rater = raterOf(app, request, input.lookupToken, input.target);
  const now = new Date();
  return app.db.transaction(async (tx) => {
    await checkLimit(tx, rater, now);
    const standing = await standingOf(app, tx, rater, input.target, input.targetId, now);
    if (standing.state !== 'open') refuse(standing.state);
    const { subject } = standing.thing;
    const [row] = await tx
      .insert(evaluations)
      .values({
        target: input.target,
        targetId: input.targetId,
        service: subject.service,
        userId: rater.kind === 'account' ? rater.userId : ownRaterId(rater, standing.thing),
        onceKey: standing.onceKey,
        level: input.level,
        reasons: input.reasons,
        comment: input.comment,
        ip: request.ip,
        createdAt: now,
      })
      .onConflictDoNothing({ target: evaluations.onceKey })
      .returning();
    if (!row) refuse(input.target === 'outlet' ? 'ratedThisMonth' : 'rated');
    let rectification: RectificationRow | null = null;
    if (isBadReview(row.level)) {
      const dueAt = await workingDeadlineFor(tx, now, 'rectification', app.config.cityProfile.timeZone);
      [rectification = null] = await tx
        .insert(rectifications)
        .values({ evaluationId: row.id, dueAt, createdAt: now, updatedAt: now })
        .returning();
      await tellStaffOfBadReview(app, tx, row, subject, dueAt);
    }
    return myEvaluationOf(row, subject, rectification);
  });
}

/**
 * A signed-in asker rating through their own look-up is still themselves (the review shows in
 * their account); anyone else holding a token rates as the question's visitor.
 */
function ownRaterId(rater: Extract<Rater, { kind: 'lookup' }>, thing: RatedThing): string | null {
  return rater.userId !== null && rater.userId === thing.ownerId ? rater.userId : null;
}

/** GET /api/evaluations/mine: the account's reviews with their cases, newest first. */
export async function myEvaluations(db: Db, userId: string, query: MyEvaluationQuery): Promise<Page<MyEvaluation>> {
  const where = and(eq(evaluations.userId, userId), query.target ? eq(evaluations.target, query.target) : undefined);
  const rows = await db
    .select({ review: evaluations, rectification: rectifications })
    .from(evaluations)
    .leftJoin(rectifications, eq(rectifications.evaluationId, evaluations.id))
    .where(where)
    .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ total: count() }).from(evaluations).where(where);
  const subjectOf = await subjectsOf(
    db,
    rows.map((row) => row.review),
  );
  return {
    items: rows.map((row) => myEvaluationOf(row.review, subjectOf(row.review).subject, row.rectification)),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The rater's follow-up (回访): once, after staff answered. Only the rater: their account, or for a
 * visitor's review of a reply the holder of a look-up token of that question.
 */
export async function followUp(request: FastifyRequest, id: string, input: FollowUpInput): Promise<MyEvaluation> {
  const app = request.server;
  const [review] = await app.db.select().from(evaluations).where(eq(evaluations.id, id));
  if (!review) throw new AppError(Code.NOT_FOUND, 'error.evaluationNotFound');
  const auth = request.auth as AuthContext;
  const token = input.lookupToken === undefined ? null : verifyConsultLookupToken(app, input.lookupToken);
  if (input.lookupToken !== undefined && !token) throw new AppError(Code.BAD_REQUEST, 'validation.lookupToken');
  const byToken = token !== null && review.target === 'consultation' && token.consultationId === review.targetId;
  const byAccount = auth.kind === 'user' && auth.userId !== null && review.userId === auth.userId;
  if (!byToken && !byAccount) throw new AppError(Code.FORBIDDEN, 'error.evaluationNotAllowed', {}, 403);
  const now = new Date();
  const [rectification] = await app.db
    .update(rectifications)
    .set({ followUp: input.answer, followUpNote: input.note || null, followUpAt: now, updatedAt: now })
    .where(
      and(eq(rectifications.evaluationId, id), eq(rectifications.status, 'answered'), isNull(rectifications.followUp)),
    )
    .returning();
  if (!rectification) throw new AppError(Code.CONFLICT, 'error.followUpNotOpen');
  const subjectOf = await subjectsOf(app.db, [review]);
  return myEvaluationOf(review, subjectOf(review).subject, rectification);
}
