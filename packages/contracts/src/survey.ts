import { z } from 'zod';
import { DateSchema } from './content.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import type { MessageKey } from './messages.js';
import { REPORT_TITLE_MAX, ReportIdSchema } from './reports.js';
import { TEXT_LIMITS } from './text-limits.js';

/**
 * The report download survey (`/system/reportDown`, `/system/reportDownOpreation`): the questions
 * a visitor answers before downloading a patent navigation report, and the answers collected.
 */
export const SURVEY_QUESTION_TYPES = ['text', 'single', 'multiple'] as const;
export const SurveyQuestionTypeSchema = z.enum(SURVEY_QUESTION_TYPES);
export type SurveyQuestionType = z.infer<typeof SurveyQuestionTypeSchema>;

/** Longest free-text answer. */
export const SURVEY_TEXT_MAX = 500;
export const SURVEY_MAX_QUESTIONS = 30;
export const SURVEY_MAX_OPTIONS = 20;
/**
 * Longest texts of the form as the back office writes it (the editor's counters show the same);
 * the form and the responses that quote it answer within them.
 */
export const SURVEY_LIMITS = { title: 100, intro: 1000, question: 200, option: 100, questionId: 40 } as const;

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/** Stable id of a question: answers and exports refer to it, so renaming a question keeps them. */
export const SurveyQuestionIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'validation.id' })
  .max(SURVEY_LIMITS.questionId, { error: 'validation.tooLong' });

export const SurveyQuestionSchema = z
  .object({
    id: SurveyQuestionIdSchema,
    type: SurveyQuestionTypeSchema,
    title: requiredText(SURVEY_LIMITS.question),
    required: z.boolean().default(false),
    /** The choices of a single- or multiple-choice question (ignored for text). */
    options: z
      .array(requiredText(SURVEY_LIMITS.option))
      .max(SURVEY_MAX_OPTIONS, { error: 'validation.tooMany' })
      .default([]),
  })
  .transform((question) => (question.type === 'text' ? { ...question, options: [] } : question))
  .superRefine((question, ctx) => {
    if (question.type === 'text') return;
    if (question.options.length < 2) {
      ctx.addIssue({ code: 'custom', message: 'validation.surveyOptions', path: ['options'] });
    }
    question.options.forEach((option, index) => {
      if (question.options.indexOf(option) !== index) {
        ctx.addIssue({ code: 'custom', message: 'validation.surveyOptionDuplicate', path: ['options', index] });
      }
    });
  });
export type SurveyQuestion = z.output<typeof SurveyQuestionSchema>;
export type SurveyQuestionInput = z.input<typeof SurveyQuestionSchema>;

export const SurveyFormInputSchema = z
  .object({
    title: requiredText(SURVEY_LIMITS.title),
    /** Shown above the questions: why we ask, how answers are used. */
    intro: z.string().trim().max(SURVEY_LIMITS.intro, { error: 'validation.tooLong' }).default(''),
    questions: z
      .array(SurveyQuestionSchema)
      .min(1, { error: 'validation.surveyQuestions' })
      .max(SURVEY_MAX_QUESTIONS, { error: 'validation.tooMany' }),
  })
  .superRefine((form, ctx) => {
    form.questions.forEach((question, index) => {
      if (form.questions.findIndex((q) => q.id === question.id) !== index) {
        ctx.addIssue({ code: 'custom', message: 'validation.id', path: ['questions', index, 'id'] });
      }
    });
  });
export type SurveyFormInput = z.input<typeof SurveyFormInputSchema>;

export const SurveyFormSchema = z.object({
  title: z.string().max(SURVEY_LIMITS.title),
  intro: z.string().max(SURVEY_LIMITS.intro),
  questions: z
    .array(
      z.object({
        id: z.string().max(SURVEY_LIMITS.questionId),
        type: SurveyQuestionTypeSchema,
        title: z.string().max(SURVEY_LIMITS.question),
        required: z.boolean(),
        options: z.array(z.string().max(SURVEY_LIMITS.option)).max(SURVEY_MAX_OPTIONS),
      }),
    )
    .max(SURVEY_MAX_QUESTIONS),
  updatedAt: z.string().max(TEXT_LIMITS.dateTime).nullable(),
});
export type SurveyForm = z.infer<typeof SurveyFormSchema>;

/**
 * One answer: text, one option, or several options. Twice the longest text or option passes here,
 * so that surrounding blanks are trimmed first and checkSurveyAnswers names the fault precisely.
 */
export const SurveyAnswerValueSchema = z.union([
  z.string().max(SURVEY_TEXT_MAX * 2, { error: 'validation.tooLong' }),
  z
    .array(z.string().max(SURVEY_LIMITS.option * 2, { error: 'validation.tooLong' }))
    .max(SURVEY_MAX_OPTIONS, { error: 'validation.tooMany' }),
]);
export type SurveyAnswerValue = z.infer<typeof SurveyAnswerValueSchema>;

/** An answer as text: the text, or the chosen options joined by `separator`; nothing when unanswered. */
export function surveyAnswerText(value: SurveyAnswerValue | undefined, separator: string): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : value.join(separator);
}

/** POST /api/reports/:id/survey: answers by question id. */
export const SurveySubmissionSchema = z.object({
  answers: z
    .record(z.string().max(SURVEY_LIMITS.questionId), SurveyAnswerValueSchema, {
      // A key's only check is its length: name that fault, not zod's "invalid key".
      error: (issue) => (issue.code === 'invalid_key' ? 'validation.tooLong' : undefined),
    })
    .default({}),
});
export type SurveySubmission = z.infer<typeof SurveySubmissionSchema>;

/** A problem with one answer: the field is `answers.<questionId>`. */
export interface SurveyAnswerIssue {
  field: string;
  message: MessageKey;
}

/**
 * Checks answers against the form: required questions answered, text within its length, choices
 * taken from the options (one for single choice), no answers to questions the form lacks.
 * Returns the answers normalised (text trimmed, unanswered optional questions left out) or the
 * issues. The server decides with it; the web form shows the same verdicts before sending.
 */
export function checkSurveyAnswers(
  form: Pick<SurveyForm, 'questions'>,
  answers: Readonly<Record<string, SurveyAnswerValue | undefined>>,
): { ok: true; answers: Record<string, SurveyAnswerValue> } | { ok: false; issues: SurveyAnswerIssue[] } {
  const issues: SurveyAnswerIssue[] = [];
  const clean: Record<string, SurveyAnswerValue> = {};
  const known = new Set(form.questions.map((q) => q.id));
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) issues.push({ field: `answers.${id}`, message: 'validation.surveyUnknownQuestion' });
  }
  for (const question of form.questions) {
    const field = `answers.${question.id}`;
    const value = answers[question.id];
    const problem = answerProblem(question, value);
    if (problem) {
      issues.push({ field, message: problem });
      continue;
    }
    const normalised = normaliseAnswer(value);
    if (normalised !== null) clean[question.id] = normalised;
  }
  return issues.length ? { ok: false, issues } : { ok: true, answers: clean };
}

function normaliseAnswer(value: SurveyAnswerValue | undefined): SurveyAnswerValue | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value.trim() || null;
  return value.length ? [...new Set(value)] : null;
}

function answerProblem(
  question: SurveyForm['questions'][number],
  value: SurveyAnswerValue | undefined,
): MessageKey | null {
  const empty = normaliseAnswer(value) === null;
  if (empty) return question.required ? 'validation.required' : null;
  if (question.type === 'text') {
    if (typeof value !== 'string') return 'validation.surveyChoice';
    return value.trim().length > SURVEY_TEXT_MAX ? 'validation.tooLong' : null;
  }
  const picked = typeof value === 'string' ? [value] : (value ?? []);
  if (question.type === 'single' && (typeof value !== 'string' || picked.length !== 1))
    return 'validation.surveyChoice';
  return picked.every((option) => question.options.includes(option)) ? null : 'validation.surveyChoice';
}

/** One answer as stored with its response: the question as it was asked, and the value. */
export const SurveyAnsweredSchema = z.object({
  questionId: z.string().max(SURVEY_LIMITS.questionId),
  title: z.string().max(SURVEY_LIMITS.question),
  type: SurveyQuestionTypeSchema,
  value: SurveyAnswerValueSchema,
});
export type SurveyAnswered = z.infer<typeof SurveyAnsweredSchema>;

export const SurveyResponseSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  reportId: z.string().max(TEXT_LIMITS.id).nullable(),
  /** The report's title when answered (kept after the report is deleted). */
  reportTitle: z.string().max(REPORT_TITLE_MAX),
  /** Who answered: a registered user's email, or null for a visitor. */
  email: z.string().max(TEXT_LIMITS.email).nullable(),
  /**
   * The session's name then: an account name (users.ts: 50 characters), `visitor`, or a machine
   * client's CLIENT_ID (64); an organisation's name bound leaves room for all of them.
   */
  name: z.string().max(TEXT_LIMITS.name),
  /** The caller's role then (a role name; roles renamed since still read as written). */
  role: z.string().max(TEXT_LIMITS.code),
  /** One per question of the form as asked, answered ones only. */
  answers: z.array(SurveyAnsweredSchema).max(SURVEY_MAX_QUESTIONS),
  createdAt: z.string().max(TEXT_LIMITS.dateTime),
});
export type SurveyResponse = z.infer<typeof SurveyResponseSchema>;
export const SurveyResponsePageSchema = pageOf(SurveyResponseSchema);

/** Filters of the response list and its export: the report, answered between dates (city time). */
const responseFilters = {
  reportId: ReportIdSchema.optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
};
const orderedRange = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const rangeError = () => ({ error: 'validation.dateRange', path: ['to'] });

export const SurveyResponseListQuerySchema = PageQuerySchema.extend(responseFilters).refine(orderedRange, rangeError());
export type SurveyResponseListQuery = z.input<typeof SurveyResponseListQuerySchema>;

export const SurveyExportQuerySchema = z
  .object({ ...responseFilters, format: z.enum(['csv', 'xlsx']) })
  .refine(orderedRange, rangeError());
export type SurveyExportQuery = z.input<typeof SurveyExportQuerySchema>;
