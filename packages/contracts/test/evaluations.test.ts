import { describe, expect, it } from 'vitest';
import { BAD_REVIEW_REASONS, EVALUATION_LEVEL_NAMES, EVALUATION_LEVELS } from '../src/evaluation-kinds.js';
import {
  AdminEvaluationQuerySchema,
  EvaluationInputSchema,
  FollowUpInputSchema,
  isBadReview,
} from '../src/evaluations.js';
import { type MessageKey, translate } from '../src/messages.js';

/** The message keys of the issues of a failed parse, by path. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

const targetId = '3f1c2a54-8f5e-4b8e-9d6b-1c2d3e4f5a6b';
const rating = (fields: object) => EvaluationInputSchema.safeParse({ target: 'application', targetId, ...fields });

describe('a rating', () => {
  it.each([
    ['a good one with nothing else', { level: 5 }],
    ['a fair one with a comment', { level: 3, comment: '还可以' }],
    ['a bad one with a reason and words', { level: 2, reasons: ['slowHandling'], comment: '等了三周' }],
    ['a bad one with "other" and words', { level: 1, reasons: ['other', 'poorAttitude'], comment: '排队两小时' }],
  ])('takes %s', (_, fields) => {
    expect(rating(fields).success).toBe(true);
  });

  it.each([
    ['a bad one without a reason', { level: 2, comment: '等了很久' }, [['reasons', 'validation.badReviewReasons']]],
    ['a bad one without words', { level: 2, reasons: ['slowHandling'] }, [['comment', 'validation.badReviewText']]],
    [
      'a good one with a reason',
      { level: 4, reasons: ['slowHandling'] },
      [['reasons', 'validation.reasonsOnlyWhenBad']],
    ],
    [
      '"other" with blanks only',
      { level: 1, reasons: ['other'], comment: '  ' },
      [['comment', 'validation.badReviewText']],
    ],
    [
      'a reason twice',
      { level: 1, reasons: ['slowHandling', 'slowHandling'], comment: '慢' },
      [['reasons', 'validation.choice']],
    ],
    ['an unknown level', { level: 0 }, [['level', 'validation.evaluationLevel']]],
    ['a comment past 500', { level: 5, comment: '长'.repeat(501) }, [['comment', 'validation.tooLong']]],
  ])('refuses %s', (_, fields, issues) => {
    expect(issuesOf(rating(fields))).toEqual(issues);
  });

  it('takes a look-up token for a consultation reply only', () => {
    const base = { targetId, level: 5, lookupToken: 'token' };
    expect(EvaluationInputSchema.safeParse({ ...base, target: 'consultation' }).success).toBe(true);
    expect(issuesOf(EvaluationInputSchema.safeParse({ ...base, target: 'outlet' }))).toEqual([
      ['lookupToken', 'validation.lookupTokenTarget'],
    ]);
  });

  it('names every level and reason in both languages, and calls 不满意 and worse bad', () => {
    for (const level of EVALUATION_LEVELS) {
      const key = `evaluation.level.${EVALUATION_LEVEL_NAMES[level]}` as MessageKey;
      expect(translate('zh-CN', key)).not.toBe(key);
      expect(translate('en-US', key)).not.toBe(key);
    }
    for (const reason of BAD_REVIEW_REASONS)
      expect(translate('en-US', `evaluation.reason.${reason}` as MessageKey)).not.toContain('.');
    expect(EVALUATION_LEVELS.filter(isBadReview)).toEqual([2, 1]);
  });
});

describe('the follow-up and the back-office filters', () => {
  it('takes resolved or unresolved with an optional note', () => {
    expect(FollowUpInputSchema.parse({ answer: 'resolved' })).toEqual({ answer: 'resolved', note: '' });
    expect(issuesOf(FollowUpInputSchema.safeParse({ answer: 'yes' }))).toEqual([
      ['answer', 'validation.followUpAnswer'],
    ]);
  });

  it('reads the level from the query string and refuses a reversed date range', () => {
    expect(AdminEvaluationQuerySchema.parse({ level: '2' })).toMatchObject({ level: 2, page: 1 });
    expect(issuesOf(AdminEvaluationQuerySchema.safeParse({ from: '2026-05-02', to: '2026-05-01' }))).toEqual([
      ['to', 'validation.dateRange'],
    ]);
  });
});
