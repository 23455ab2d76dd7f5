import type {
  AdminEvaluation,
  AdminRectification,
  EvaluationSubject,
  MyEvaluation,
  RectificationView,
} from '@cityip/contracts';
import type { EvaluationRow, RectificationRow } from './evaluations.tables.js';

/**
 * Reviews as their rater and as staff see them. Built field by field, so the rater's account,
 * address and the staff's notes reach only the answers meant for them.
 */

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The rectification case as the citizen reads it: the deadline, the answer and their follow-up. */
export function rectificationView(row: RectificationRow): RectificationView {
  return {
    status: row.status,
    dueAt: row.dueAt.toISOString(),
    outcome: row.outcome,
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
    followUp: row.followUp,
    followUpNote: row.followUpNote,
    followUpAt: iso(row.followUpAt),
  };
}

/** Whether the rater may now say whether the answer resolved the problem: answered, not yet followed up. */
export function canFollowUp(rectification: RectificationRow | null): boolean {
  return rectification?.status === 'answered' && rectification.followUp === null;
}

const reviewFields = (row: EvaluationRow, subject: EvaluationSubject) => ({
  id: row.id,
  subject,
  level: row.level,
  reasons: row.reasons,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/** A review as its rater sees it. */
export function myEvaluationOf(
  row: EvaluationRow,
  subject: EvaluationSubject,
  rectification: RectificationRow | null,
): MyEvaluation {
  return {
    ...reviewFields(row, subject),
    rectification: rectification ? rectificationView(rectification) : null,
    canFollowUp: canFollowUp(rectification),
  };
}

/** Where a case stands against its deadline: `dueSoonBefore` is the end of the next working day. */
export interface DeadlineClock {
  now: Date;
  dueSoonBefore: Date;
}

/** The case as staff see it, with the verification, the handler and the deadline's state. */
export function adminRectificationOf(
  row: RectificationRow,
  handlerName: string | null,
  clock: DeadlineClock,
): AdminRectification {
  const open = row.status !== 'answered';
  const overdue = open && row.dueAt.getTime() < clock.now.getTime();
  return {
    ...rectificationView(row),
    verifiedAt: iso(row.verifiedAt),
    verifyNote: row.verifyNote,
    handlerName,
    overdue,
    dueSoon: open && !overdue && row.dueAt.getTime() <= clock.dueSoonBefore.getTime(),
  };
}

/** A review as the back office lists it. */
export function adminEvaluationOf(
  row: EvaluationRow,
  subject: EvaluationSubject,
  rater: { name: string | null },
  rectification: AdminRectification | null,
): AdminEvaluation {
  return {
    ...reviewFields(row, subject),
    rater: { name: rater.name, visitor: row.userId === null },
    rectification,
  };
}
