import { describe, expect, it } from 'vitest';
import { COLUMN_KEYS, COLUMNS, ColumnClosureInputSchema } from '../src/columns.js';
import { checkSurveyAnswers, type SurveyForm, surveyAnswerText } from '../src/survey.js';

const form: Pick<SurveyForm, 'questions'> = {
  questions: [
    { id: 'org', type: 'single', title: '单位类型', required: true, options: ['企业', '高校'] },
    { id: 'use', type: 'multiple', title: '用途', required: true, options: ['研发', '布局'] },
    { id: 'note', type: 'text', title: '建议', required: false, options: [] },
  ],
};

describe('checkSurveyAnswers', () => {
  it('normalises valid answers: trims text, drops empty optional ones, removes repeated choices', () => {
    expect(checkSurveyAnswers(form, { org: '企业', use: ['研发', '研发'], note: '  ' })).toEqual({
      ok: true,
      answers: { org: '企业', use: ['研发'] },
    });
  });

  it.each([
    ['a missing required choice', { use: ['研发'] }, [{ field: 'answers.org', message: 'validation.required' }]],
    [
      'an empty required multiple choice',
      { org: '企业', use: [] },
      [{ field: 'answers.use', message: 'validation.required' }],
    ],
    [
      'a single choice given as a list',
      { org: ['企业'], use: ['研发'] },
      [{ field: 'answers.org', message: 'validation.surveyChoice' }],
    ],
    [
      'an option the question lacks',
      { org: '企业', use: ['炒股'] },
      [{ field: 'answers.use', message: 'validation.surveyChoice' }],
    ],
    [
      'a list for a text question',
      { org: '企业', use: ['研发'], note: ['x'] },
      [{ field: 'answers.note', message: 'validation.surveyChoice' }],
    ],
    [
      'a text past 500 characters',
      { org: '企业', use: ['研发'], note: 'x'.repeat(501) },
      [{ field: 'answers.note', message: 'validation.tooLong' }],
    ],
    [
      'an answer to no question',
      { org: '企业', use: ['研发'], age: '3' },
      [{ field: 'answers.age', message: 'validation.surveyUnknownQuestion' }],
    ],
  ])('refuses %s', (_label, answers, issues) => {
    expect(checkSurveyAnswers(form, answers)).toEqual({ ok: false, issues });
  });
});

describe('columns', () => {
  it('defines every column key once, with both names and a front-site path', () => {
    expect(COLUMNS.map((c) => c.key)).toEqual([...COLUMN_KEYS]);
    for (const column of COLUMNS) {
      expect(column.name.trim()).not.toBe('');
      expect(column.nameEn.trim()).not.toBe('');
      expect(column.path.startsWith('/')).toBe(true);
    }
    expect(COLUMNS.filter((c) => c.kind === 'business').map((c) => c.key)).toEqual(
      expect.arrayContaining(['onlineHandling', 'patentPreAudit', 'serviceWindow']),
    );
  });

  it('takes closures for known columns only, listing each once', () => {
    const closure = { kind: 'holiday', start: '2027-01-01T00:00', end: '2027-01-02T00:00', message: '元旦' };
    expect(ColumnClosureInputSchema.parse({ ...closure, columns: ['patentWarning', 'patentWarning'] }).columns).toEqual(
      ['patentWarning'],
    );
    expect(ColumnClosureInputSchema.safeParse({ ...closure, columns: ['casino'] }).success).toBe(false);
    expect(ColumnClosureInputSchema.safeParse({ ...closure, columns: [] }).error?.issues[0]?.message).toBe(
      'validation.columns',
    );
  });
});

describe('surveyAnswerText', () => {
  it('gives a text answer as it is, chosen options joined, and nothing for an unanswered question', () => {
    expect(surveyAnswerText('用于研发', '；')).toBe('用于研发');
    expect(surveyAnswerText(['高校', '企业'], '；')).toBe('高校；企业');
    expect(surveyAnswerText(undefined, '；')).toBe('');
  });
});
