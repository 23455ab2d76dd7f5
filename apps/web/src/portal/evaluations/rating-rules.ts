import { type BadReviewReason, type EvaluationLevel, isBadReview } from '@cityip/contracts';
import type { RatedThing } from './evaluations.api.js';

/** What the rating form holds: a level, the reasons of a bad review and the words beside them. */
export interface RatingValues {
  level?: EvaluationLevel;
  reasons?: BadReviewReason[];
  comment?: string;
}

/**
 * The form's values as the contract input. Reasons ticked under a bad level and left behind when
 * the rater moved to a better one are dropped: the server refuses reasons on a good review.
 */
export function toRatingInput(thing: RatedThing, values: RatingValues): unknown {
  const bad = values.level !== undefined && isBadReview(values.level);
  return {
    target: thing.target,
    targetId: thing.targetId,
    level: values.level,
    reasons: bad ? (values.reasons ?? []) : [],
    comment: values.comment ?? '',
    ...(thing.lookupToken ? { lookupToken: thing.lookupToken } : {}),
  };
}
