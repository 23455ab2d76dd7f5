/**
 * The fixed lists of the 政务服务“好差评” evaluation (issue 25). Payload schemas are in
 * evaluations.ts; these lists are what tables and other features need to name a level or a state.
 */

/**
 * The five levels of the national system, best first: 非常满意 (5) … 非常不满意 (1). The tables
 * store the number; `satisfied or better` (the published rate) is a level of 4 or 5.
 */
export const EVALUATION_LEVELS = [5, 4, 3, 2, 1] as const;
export type EvaluationLevel = (typeof EVALUATION_LEVELS)[number];
/** The message-key name of each level: `evaluation.level.<name>`. */
export const EVALUATION_LEVEL_NAMES: Record<EvaluationLevel, string> = {
  5: 'verySatisfied',
  4: 'satisfied',
  3: 'basic',
  2: 'dissatisfied',
  1: 'veryDissatisfied',
};
/** Levels at or below this are a bad review (差评): a reason is required and a rectification case opens. */
export const BAD_REVIEW_MAX_LEVEL = 2;
/** Levels at or above this count as satisfied in the published rate. */
export const SATISFIED_MIN_LEVEL = 4;

/** What can be rated: a completed online application, a consultation reply, a service outlet. */
export const EVALUATION_TARGETS = ['application', 'consultation', 'outlet'] as const;
export type EvaluationTarget = (typeof EVALUATION_TARGETS)[number];

/** The reasons a bad review picks from (with a text beside them), as the national system lists them. */
export const BAD_REVIEW_REASONS = [
  'slowHandling',
  'poorAttitude',
  'unclearGuidance',
  'problemUnsolved',
  'tooManyMaterials',
  'systemProblem',
  'other',
] as const;
export type BadReviewReason = (typeof BAD_REVIEW_REASONS)[number];

/**
 * A rectification case of a bad review: opened, verified by staff (the complaint checked), then
 * answered (rectified or explained); the citizen's follow-up (回访) is kept beside the status.
 */
export const RECTIFICATION_STATUSES = ['open', 'verified', 'answered'] as const;
export type RectificationStatus = (typeof RECTIFICATION_STATUSES)[number];
/** How staff close a case: the problem was put right, or it was explained why things are as they are. */
export const RECTIFICATION_OUTCOMES = ['rectified', 'explained'] as const;
export type RectificationOutcome = (typeof RECTIFICATION_OUTCOMES)[number];
/** The citizen's answer to the follow-up: the answer resolved the problem, or it did not. */
export const FOLLOW_UP_ANSWERS = ['resolved', 'unresolved'] as const;
export type FollowUpAnswer = (typeof FOLLOW_UP_ANSWERS)[number];
/** A completed application can be rated this many days after it was completed. */
export const APPLICATION_RATING_DAYS = 30;
