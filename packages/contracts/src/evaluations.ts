import { z } from 'zod';
import { APPLICATION_KIND_KEYS, ApplicationKindKeySchema } from './application-kinds.js';
import { StoredDateTimeSchema, StoredIdSchema } from './content.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import {
  BAD_REVIEW_MAX_LEVEL,
  BAD_REVIEW_REASONS,
  EVALUATION_LEVELS,
  EVALUATION_TARGETS,
  FOLLOW_UP_ANSWERS,
  RECTIFICATION_OUTCOMES,
  RECTIFICATION_STATUSES,
} from './evaluation-kinds.js';
import { boundedList, boundedText, TEXT_LIMITS } from './text-limits.js';

/**
 * Payloads of the 政务服务“好差评” evaluation (issue 25): what a citizen rates and may ask before
 * rating, their own reviews with the rectification answer and their follow-up (回访), the public
 * satisfaction figures, and the back office's reviews, rectification queue and export. The fixed
 * lists are in evaluation-kinds.ts.
 */

/** The bounds of the texts around a review. */
export const EVALUATION_LIMITS = {
  /** The citizen's comment beside the level (required words of a bad review). */
  comment: 500,
  /** What staff found when verifying the complaint. */
  verifyNote: TEXT_LIMITS.paragraph,
  /** How staff rectified or explained; mailed to the citizen and shown in their reviews. */
  answer: TEXT_LIMITS.paragraph,
  /** The citizen's remark with the follow-up answer. */
  followUpNote: 500,
  /** The longest keyword the back office searches the comments with. */
  keyword: 100,
} as const;

export const EvaluationTargetSchema = z.enum(EVALUATION_TARGETS, { error: 'validation.choice' });
export const EvaluationLevelSchema = z.literal([...EVALUATION_LEVELS], { error: 'validation.evaluationLevel' });
export const BadReviewReasonSchema = z.enum(BAD_REVIEW_REASONS, { error: 'validation.choice' });
export const RectificationStatusSchema = z.enum(RECTIFICATION_STATUSES, { error: 'validation.choice' });
export const RectificationOutcomeSchema = z.enum(RECTIFICATION_OUTCOMES, { error: 'validation.rectificationOutcome' });
export const FollowUpAnswerSchema = z.enum(FOLLOW_UP_ANSWERS, { error: 'validation.followUpAnswer' });

/** Whether a level is a bad review (不满意 or 非常不满意): reasons required, a rectification case opens. */
export function isBadReview(level: number): boolean {
  return level <= BAD_REVIEW_MAX_LEVEL;
}

const TargetIdSchema = z
  .uuid({ error: 'error.evaluationTargetNotFound' })
  .max(TEXT_LIMITS.id, { error: 'validation.tooLong' });

/**
 * The token the consultation look-up (query number + verified contact) hands a visitor; with it a
 * visitor rates the reply, reads the answer to the review and gives the follow-up.
 */
export const LookupTokenSchema = z
  .string({ error: 'validation.lookupToken' })
  .min(1, { error: 'validation.lookupToken' })
  .max(TEXT_LIMITS.token, { error: 'validation.tooLong' });

const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
const requiredText = (max: number, requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: 'validation.tooLong' });

const RatingFields = z.object({
  target: EvaluationTargetSchema,
  targetId: TargetIdSchema,
  level: EvaluationLevelSchema,
  reasons: boundedList(BadReviewReasonSchema, BAD_REVIEW_REASONS.length).default([]),
  comment: optionalText(EVALUATION_LIMITS.comment),
  /** Only for a visitor rating a consultation reply through the look-up. */
  lookupToken: LookupTokenSchema.optional(),
});
type RatingFieldsOutput = z.output<typeof RatingFields>;

/**
 * The rules one field cannot state: reasons belong to bad reviews only, and a bad review says what
 * went wrong in words as well as choices (the issue's "choices plus text": staff verify from it).
 */
function checkRating(input: RatingFieldsOutput, ctx: z.RefinementCtx): void {
  if (new Set(input.reasons).size !== input.reasons.length) {
    ctx.addIssue({ code: 'custom', path: ['reasons'], message: 'validation.choice' });
  }
  if (isBadReview(input.level) && input.reasons.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['reasons'], message: 'validation.badReviewReasons' });
  }
  if (!isBadReview(input.level) && input.reasons.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['reasons'], message: 'validation.reasonsOnlyWhenBad' });
  }
  if (isBadReview(input.level) && input.comment === '') {
    ctx.addIssue({ code: 'custom', path: ['comment'], message: 'validation.badReviewText' });
  }
  if (input.lookupToken !== undefined && input.target !== 'consultation') {
    ctx.addIssue({ code: 'custom', path: ['lookupToken'], message: 'validation.lookupTokenTarget' });
  }
}

/** POST /api/evaluations: rate a completed application, a consultation reply or an outlet. */
export const EvaluationInputSchema = RatingFields.superRefine(checkRating);
export type EvaluationInput = z.output<typeof EvaluationInputSchema>;
export type EvaluationFormInput = z.input<typeof EvaluationInputSchema>;

/** GET /api/evaluations/eligibility?target=&targetId= (a logged-in account asks). */
export const EvaluationEligibilityQuerySchema = z.object({ target: EvaluationTargetSchema, targetId: TargetIdSchema });
export type EvaluationEligibilityQuery = z.infer<typeof EvaluationEligibilityQuerySchema>;

/** POST /api/evaluations/lookup: a visitor's "can I rate this reply, and what became of my review". */
export const EvaluationLookupInputSchema = z.object({ lookupToken: LookupTokenSchema });
export type EvaluationLookupInput = z.infer<typeof EvaluationLookupInputSchema>;

/** POST /api/evaluations/:id/follow-up: the rater says whether the answer resolved the problem. */
export const FollowUpInputSchema = z.object({
  answer: FollowUpAnswerSchema,
  note: optionalText(EVALUATION_LIMITS.followUpNote),
  lookupToken: LookupTokenSchema.optional(),
});
export type FollowUpInput = z.output<typeof FollowUpInputSchema>;

export const EvaluationIdParamsSchema = z.object({
  id: z.uuid({ error: 'error.evaluationNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});

/** POST /api/admin/evaluations/:id/verify: staff checked the complaint (what they found). */
export const RectificationVerifyInputSchema = z.object({
  note: requiredText(EVALUATION_LIMITS.verifyNote, 'validation.verifyNote'),
});
export type RectificationVerifyInput = z.infer<typeof RectificationVerifyInputSchema>;

/** POST /api/admin/evaluations/:id/answer: rectified or explained, in words the citizen reads. */
export const RectificationAnswerInputSchema = z.object({
  outcome: RectificationOutcomeSchema,
  answer: requiredText(EVALUATION_LIMITS.answer, 'validation.rectificationAnswer'),
});
export type RectificationAnswerInput = z.infer<typeof RectificationAnswerInputSchema>;

// ---- Responses ---------------------------------------------------------------------------------

/**
 * What was rated, as lists name it: `label` is the application's receipt number, the question's
 * query number or the outlet's name (null once the thing is gone); `title` the application's or
 * the question's title; `service` the application's kind.
 */
export const EvaluationSubjectSchema = z.object({
  target: EvaluationTargetSchema,
  targetId: StoredIdSchema,
  label: boundedText(TEXT_LIMITS.name).nullable(),
  title: boundedText(TEXT_LIMITS.title).nullable(),
  service: ApplicationKindKeySchema.nullable(),
});
export type EvaluationSubject = z.infer<typeof EvaluationSubjectSchema>;

/** A rectification case as the citizen sees it (no staff names, no verification note). */
export const RectificationViewSchema = z.object({
  status: RectificationStatusSchema,
  /** Opened + the rectification limit in working days. */
  dueAt: StoredDateTimeSchema,
  outcome: RectificationOutcomeSchema.nullable(),
  answer: boundedText(EVALUATION_LIMITS.answer).nullable(),
  answeredAt: StoredDateTimeSchema.nullable(),
  followUp: FollowUpAnswerSchema.nullable(),
  followUpNote: boundedText(EVALUATION_LIMITS.followUpNote).nullable(),
  followUpAt: StoredDateTimeSchema.nullable(),
});
export type RectificationView = z.infer<typeof RectificationViewSchema>;

const ReviewFields = {
  id: StoredIdSchema,
  subject: EvaluationSubjectSchema,
  level: EvaluationLevelSchema,
  reasons: boundedList(BadReviewReasonSchema, BAD_REVIEW_REASONS.length),
  comment: boundedText(EVALUATION_LIMITS.comment),
  createdAt: StoredDateTimeSchema,
};

/** A review as its rater sees it; `canFollowUp` once staff answered and no follow-up was given. */
export const MyEvaluationSchema = z.object({
  ...ReviewFields,
  rectification: RectificationViewSchema.nullable(),
  canFollowUp: z.boolean(),
});
export type MyEvaluation = z.infer<typeof MyEvaluationSchema>;

/** GET /api/evaluations/mine?target=: the account's reviews, newest first. */
export const MyEvaluationQuerySchema = PageQuerySchema.extend({ target: EvaluationTargetSchema.optional() });
export type MyEvaluationQuery = z.infer<typeof MyEvaluationQuerySchema>;
export const MyEvaluationPageSchema = pageOf(MyEvaluationSchema);

/**
 * Whether the caller can rate a thing, so the page shows the form or what stands in its way:
 * `open`; `rated` (once only; `mine` holds the review); `notCompleted` (the application is not
 * completed, the question not replied); `periodOver` (more than APPLICATION_RATING_DAYS after
 * completion); `ratedThisMonth` (an outlet, rated this city month; `mine` holds that review,
 * `reopensAt` the first moment of next month); `notAllowed` (not the applicant or asker, a
 * visitor on an outlet, a question closed as not a consultation).
 */
export const EVALUATION_ELIGIBILITY_STATES = [
  'open',
  'rated',
  'notCompleted',
  'periodOver',
  'ratedThisMonth',
  'notAllowed',
] as const;
export type EvaluationEligibilityState = (typeof EVALUATION_ELIGIBILITY_STATES)[number];

/** GET /api/evaluations/eligibility and POST /api/evaluations/lookup. */
export const EvaluationEligibilitySchema = z.object({
  subject: EvaluationSubjectSchema,
  state: z.enum(EVALUATION_ELIGIBILITY_STATES),
  /** While `open`: the last moment a rating is taken (an application's 30 days, an outlet's month). */
  closesAt: StoredDateTimeSchema.nullable(),
  /** With `ratedThisMonth`: when the outlet can be rated again. */
  reopensAt: StoredDateTimeSchema.nullable(),
  mine: MyEvaluationSchema.nullable(),
});
export type EvaluationEligibility = z.infer<typeof EvaluationEligibilitySchema>;

/**
 * Count of reviews and of those 满意 or better (SATISFIED_MIN_LEVEL); `rate` is the share of
 * satisfied in percent, one decimal (null without reviews).
 */
export const SatisfactionFigureSchema = z.object({
  count: z.number().int(),
  satisfied: z.number().int(),
  rate: z.number().nullable(),
});
export type SatisfactionFigure = z.infer<typeof SatisfactionFigureSchema>;

/** GET /api/evaluations/satisfaction: every application kind (all listed, also unrated) and the consultation replies. */
export const ServiceSatisfactionSchema = z.object({
  services: boundedList(
    SatisfactionFigureSchema.extend({ service: ApplicationKindKeySchema }),
    APPLICATION_KIND_KEYS.length,
  ),
  consultation: SatisfactionFigureSchema,
});
export type ServiceSatisfaction = z.infer<typeof ServiceSatisfactionSchema>;

export const OutletIdParamsSchema = z.object({
  id: z.uuid({ error: 'error.evaluationTargetNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
/** GET /api/evaluations/satisfaction/outlets/:id. */
export const OutletSatisfactionSchema = SatisfactionFigureSchema.extend({ outletId: StoredIdSchema });
export type OutletSatisfaction = z.infer<typeof OutletSatisfactionSchema>;

/** A rectification case as staff see it: with the verification, the handler and the deadline's state. */
export const AdminRectificationSchema = RectificationViewSchema.extend({
  verifiedAt: StoredDateTimeSchema.nullable(),
  verifyNote: boundedText(EVALUATION_LIMITS.verifyNote).nullable(),
  /** The staff member who verified or answered last. */
  handlerName: boundedText(TEXT_LIMITS.personName).nullable(),
  /** Not answered and the deadline passed. */
  overdue: z.boolean(),
  /** Not answered and the deadline falls within the next working day. */
  dueSoon: z.boolean(),
});
export type AdminRectification = z.infer<typeof AdminRectificationSchema>;

/** A review as the back office lists it; `rater.name` is the account's name (null for a visitor). */
export const AdminEvaluationSchema = z.object({
  ...ReviewFields,
  rater: z.object({ name: boundedText(TEXT_LIMITS.personName).nullable(), visitor: z.boolean() }),
  rectification: AdminRectificationSchema.nullable(),
});
export type AdminEvaluation = z.infer<typeof AdminEvaluationSchema>;
export const AdminEvaluationPageSchema = pageOf(AdminEvaluationSchema);

/** GET /api/admin/evaluations/:id: the review, the rated thing's completion (or reply) time and the case. */
export const EvaluationCaseSchema = AdminEvaluationSchema.extend({
  completedAt: StoredDateTimeSchema.nullable(),
});
export type EvaluationCase = z.infer<typeof EvaluationCaseSchema>;

const DateQuerySchema = z.iso.date({ error: 'validation.date' }).max(TEXT_LIMITS.date, { error: 'validation.tooLong' });
const FlagSchema = z.enum(['true', 'false'], { error: 'validation.choice' });

/** Filters of the back-office review list and its Excel export (dates are the city's calendar, inclusive). */
export const EvaluationFilterSchema = z
  .object({
    target: EvaluationTargetSchema.optional(),
    service: ApplicationKindKeySchema.optional(),
    outletId: z.uuid({ error: 'validation.choice' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }).optional(),
    level: z.coerce.number({ error: 'validation.evaluationLevel' }).pipe(EvaluationLevelSchema).optional(),
    bad: FlagSchema.optional(),
    rectification: FlagSchema.optional(),
    from: DateQuerySchema.optional(),
    to: DateQuerySchema.optional(),
    /** Words in the comment. */
    keyword: z.string().trim().max(EVALUATION_LIMITS.keyword, { error: 'validation.tooLong' }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'validation.dateRange',
    path: ['to'],
  });
export type EvaluationFilter = z.output<typeof EvaluationFilterSchema>;
/** GET /api/admin/evaluations: filters and paging, newest first. */
export const AdminEvaluationQuerySchema = z.intersection(PageQuerySchema, EvaluationFilterSchema);
export type AdminEvaluationQuery = z.input<typeof AdminEvaluationQuerySchema>;

/** The queue's deadline filter: due within the next working day, or past due (both unanswered). */
export const RECTIFICATION_DUE_FILTERS = ['soon', 'overdue'] as const;
/** GET /api/admin/evaluations/rectifications: the cases, earliest deadline first. */
export const RectificationQueueQuerySchema = PageQuerySchema.extend({
  status: RectificationStatusSchema.optional(),
  due: z.enum(RECTIFICATION_DUE_FILTERS, { error: 'validation.choice' }).optional(),
});
export type RectificationQueueQuery = z.input<typeof RectificationQueueQuerySchema>;

// contract-ready
