import {
  BAD_REVIEW_MAX_LEVEL,
  type EvaluationMonth,
  type OperationHeadline,
  percentOf,
  SATISFIED_MIN_LEVEL,
} from '@cityip/contracts';
import { and, count, eq, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { evaluations, rectifications } from '../evaluations/evaluations.tables.js';
import { monthOf, type Period, within } from './period.js';

/** `count(*) filter (where …)`: several counts of one grouping in one pass. */
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Rectification cases not answered yet: opened or verified. */
const unanswered = ne(rectifications.status, 'answered');

type EvaluationHeadline = Pick<
  OperationHeadline,
  | 'reviews'
  | 'satisfiedRate'
  | 'badReviews'
  | 'rectificationsOpen'
  | 'rectificationsOverdue'
  | 'rectificationsAnswered'
  | 'followUpResolvedRate'
>;

/** The period's figures from its months and today's open and overdue cases. */
function headlineOf(months: readonly EvaluationMonth[], open: number, overdue: number): EvaluationHeadline {
  const sum = (pick: (month: EvaluationMonth) => number) => months.reduce((total, month) => total + pick(month), 0);
  return {
    reviews: sum((m) => m.reviews),
    satisfiedRate: percentOf(
      sum((m) => m.satisfied),
      sum((m) => m.reviews),
    ),
    badReviews: sum((m) => m.badReviews),
    rectificationsOpen: open,
    rectificationsOverdue: overdue,
    rectificationsAnswered: sum((m) => m.rectificationsAnswered),
    followUpResolvedRate: percentOf(
      sum((m) => m.followUpsResolved),
      sum((m) => m.followUps),
    ),
  };
}

/**
 * 好差评 of the period (issue 25): per month the reviews given and how many were satisfied or
 * better and bad, the rectification cases answered and the follow-ups (回访) with how many said
 * "resolved"; and today's open and overdue cases. Like application-figures.ts with applications,
 * it reads the evaluation tables directly: these are plain aggregates over the tables the screen
 * watches, grouped in SQL so a year of reviews is never loaded row by row.
 */
export async function evaluationFigures(
  db: Db,
  period: Period,
  months: readonly string[],
  now: Date,
): Promise<{ months: EvaluationMonth[]; headline: EvaluationHeadline }> {
  const [reviewed, answered, followedUp, [cases]] = await Promise.all([
    db
      .select({
        month: monthOf(evaluations.createdAt, period),
        reviews: count(),
        satisfied: countWhere(sql`${evaluations.level} >= ${SATISFIED_MIN_LEVEL}`),
        badReviews: countWhere(sql`${evaluations.level} <= ${BAD_REVIEW_MAX_LEVEL}`),
      })
      .from(evaluations)
      .where(within(evaluations.createdAt, period))
      .groupBy(sql`1`),
    db
      .select({ month: monthOf(rectifications.answeredAt, period), count: count() })
      .from(rectifications)
      .where(and(eq(rectifications.status, 'answered'), within(rectifications.answeredAt, period)))
      .groupBy(sql`1`),
    db
      .select({
        month: monthOf(rectifications.followUpAt, period),
        followUps: count(),
        resolved: countWhere(sql`${rectifications.followUp} = 'resolved'`),
      })
      .from(rectifications)
      .where(and(isNotNull(rectifications.followUp), within(rectifications.followUpAt, period)))
      .groupBy(sql`1`),
    db
      .select({ open: count(), overdue: countWhere(lt(rectifications.dueAt, now)) })
      .from(rectifications)
      .where(unanswered),
  ]);
  const find = <T extends { month: string }>(rows: readonly T[], month: string) =>
    rows.find((row) => row.month === month);
  const byMonth = months.map((month) => {
    const review = find(reviewed, month);
    const followUp = find(followedUp, month);
    return {
      month,
      reviews: review?.reviews ?? 0,
      satisfied: review?.satisfied ?? 0,
      badReviews: review?.badReviews ?? 0,
      rectificationsAnswered: find(answered, month)?.count ?? 0,
      followUps: followUp?.followUps ?? 0,
      followUpsResolved: followUp?.resolved ?? 0,
    };
  });
  return { months: byMonth, headline: headlineOf(byMonth, cases?.open ?? 0, cases?.overdue ?? 0) };
}
