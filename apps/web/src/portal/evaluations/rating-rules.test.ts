import { EvaluationInputSchema } from '@cityip/contracts';
import { describe, expect, it } from 'vitest';
import type { RatedThing } from './evaluations.api.js';
import { type RatingValues, toRatingInput } from './rating-rules.js';

const APPLICATION: RatedThing = { target: 'application', targetId: '00000000-0000-4000-8000-00000000a001' };

/** The issues the form shows for `values`, as `field: message`. */
function issuesOf(values: RatingValues, thing: RatedThing = APPLICATION): string[] {
  const parsed = EvaluationInputSchema.safeParse(toRatingInput(thing, values));
  return (parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the rating form rules', () => {
  it.each<[string, RatingValues, string[]]>([
    ['no level chosen', {}, ['level: validation.evaluationLevel']],
    ['非常满意 alone', { level: 5 }, []],
    ['基本满意 with a comment', { level: 3, comment: '窗口人员耐心' }, []],
    [
      '不满意 without reasons or words',
      { level: 2 },
      ['reasons: validation.badReviewReasons', 'comment: validation.badReviewText'],
    ],
    [
      '不满意 with a reason but no words',
      { level: 2, reasons: ['slowHandling'] },
      ['comment: validation.badReviewText'],
    ],
    [
      '非常不满意 with words but no reason',
      { level: 1, comment: '等了很久' },
      ['reasons: validation.badReviewReasons'],
    ],
    ['非常不满意 with a reason and words', { level: 1, reasons: ['problemUnsolved'], comment: '问题没有解决' }, []],
    ['the reason “other” without words', { level: 2, reasons: ['other'] }, ['comment: validation.badReviewText']],
    [
      'words of blanks only',
      { level: 2, reasons: ['poorAttitude'], comment: '   ' },
      ['comment: validation.badReviewText'],
    ],
  ])('%s', (_, values, expected) => {
    expect(issuesOf(values)).toEqual(expected);
  });

  it('drops the reasons ticked under a bad level once the rater moves to a better one', () => {
    expect(toRatingInput(APPLICATION, { level: 4, reasons: ['slowHandling'], comment: '' })).toMatchObject({
      level: 4,
      reasons: [],
    });
    expect(issuesOf({ level: 4, reasons: ['slowHandling'] })).toEqual([]);
  });

  it("sends a visitor's look-up token with a consultation rating only", () => {
    const consultation: RatedThing = {
      target: 'consultation',
      targetId: '00000000-0000-4000-8000-00000000c001',
      lookupToken: 'token-1',
    };
    expect(toRatingInput(consultation, { level: 5 })).toMatchObject({ lookupToken: 'token-1' });
    expect(toRatingInput(APPLICATION, { level: 5 })).not.toHaveProperty('lookupToken');
    expect(issuesOf({ level: 5 }, consultation)).toEqual([]);
  });
});
