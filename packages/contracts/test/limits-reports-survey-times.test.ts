import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AdminReportListQuerySchema,
  COLUMN_KEYS,
  ColumnClosureInputSchema,
  ColumnScheduleInputSchema,
  DayHoursSchema,
  EMPTY_WEEK,
  formatMinutes,
  LocalDateTimeSchema,
  PublicReportListQuerySchema,
  ReportInputSchema,
  SURVEY_LIMITS,
  SURVEY_MAX_OPTIONS,
  SURVEY_MAX_QUESTIONS,
  SURVEY_TEXT_MAX,
  SurveyExportQuerySchema,
  SurveyFormInputSchema,
  SurveyQuestionIdSchema,
  SurveyQuestionSchema,
  SurveyResponseListQuerySchema,
  SurveySubmissionSchema,
  TEXT_LIMITS,
  TimeOfDaySchema,
  TimeZoneSchema,
} from '../src/index.js';
import { describeLimitEdges } from './limit-edges.js';

const FILE_ID = 'a'.repeat(64);
const file = { id: FILE_ID, name: '报告.pdf', mime: 'application/pdf', size: 1024 } as const;

describe('limits of reports, the download survey and opening times', () => {
  describeLimitEdges([
    {
      name: 'ReportInputSchema',
      schema: ReportInputSchema,
      valid: {
        title: '集成电路产业专利导航分析报告',
        industry: 'ngit',
        summary: '分析了专利申请态势。',
        cover: { id: 'b'.repeat(64), name: '封面.png', mime: 'image/png', size: 10 },
        file,
        publishDate: '2025-06-01',
        status: 'published',
      },
    },
    {
      name: 'AdminReportListQuerySchema',
      schema: AdminReportListQuerySchema,
      valid: { keyword: '导航', industry: 'ngit' },
    },
    {
      name: 'PublicReportListQuerySchema',
      schema: PublicReportListQuerySchema,
      valid: { keyword: '预警', industry: 'ngit' },
    },
    // The form's list of questions keeps ids unique, so it is tried by hand below.
    {
      name: 'SurveyQuestionSchema',
      schema: SurveyQuestionSchema,
      valid: { id: 'purpose', type: 'text', title: '下载用途', required: false },
    },
    // Intervals of a day may not overlap, so the day lists are tried by hand below.
    {
      name: 'ColumnScheduleInputSchema',
      schema: ColumnScheduleInputSchema,
      valid: { mode: 'scheduled', weekly: EMPTY_WEEK, closedMessage: '非工作时间', closedMessageEn: 'Closed now.' },
    },
    {
      name: 'ColumnClosureInputSchema',
      schema: ColumnClosureInputSchema,
      valid: {
        kind: 'holiday',
        start: '2027-01-01T00:00',
        end: '2027-01-02T00:00',
        columns: ['serviceWindow'],
        message: '元旦放假',
        messageEn: "New Year's Day",
      },
    },
  ]);
});

/** The message keys of the issues at `field` when `schema` reads `value`. */
function keysAt(schema: z.ZodType, value: unknown, field: string): string[] {
  const issues = schema.safeParse(value).error?.issues ?? [];
  return issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

const question = (index: number) => ({ id: `q${index}`, type: 'text', title: `问题${index}` });
const options = (count: number, length = 2) => Array.from({ length: count }, (_, i) => `${i}`.padStart(length, '选'));

describe('survey form bounds that unique items keep from the generic edges', () => {
  const form = (count: number) => ({
    title: '下载调查',
    questions: Array.from({ length: count }, (_, i) => question(i)),
  });

  it(`takes ${SURVEY_MAX_QUESTIONS} questions and refuses one more`, () => {
    expect(SurveyFormInputSchema.safeParse(form(SURVEY_MAX_QUESTIONS)).success).toBe(true);
    expect(keysAt(SurveyFormInputSchema, form(SURVEY_MAX_QUESTIONS + 1), 'questions')).toEqual(['validation.tooMany']);
  });

  it(`takes the form's title of ${SURVEY_LIMITS.title} and intro of ${SURVEY_LIMITS.intro} characters, not one more`, () => {
    const title = '题'.repeat(SURVEY_LIMITS.title);
    const intro = '说'.repeat(SURVEY_LIMITS.intro);
    expect(SurveyFormInputSchema.safeParse({ ...form(1), title, intro }).success).toBe(true);
    expect(keysAt(SurveyFormInputSchema, { ...form(1), title: `${title}题` }, 'title')).toEqual(['validation.tooLong']);
    expect(keysAt(SurveyFormInputSchema, { ...form(1), intro: `${intro}说` }, 'intro')).toEqual(['validation.tooLong']);
  });

  it(`takes ${SURVEY_MAX_OPTIONS} choices of ${SURVEY_LIMITS.option} characters, not one more of either`, () => {
    const choice = (list: string[]) => ({ id: 'org', type: 'single', title: '单位类型', options: list });
    const longest = options(SURVEY_MAX_OPTIONS, SURVEY_LIMITS.option);
    expect(SurveyQuestionSchema.safeParse(choice(longest)).success).toBe(true);
    expect(keysAt(SurveyQuestionSchema, choice(options(SURVEY_MAX_OPTIONS + 1)), 'options')).toEqual([
      'validation.tooMany',
    ]);
    expect(keysAt(SurveyQuestionSchema, choice([`${longest[0]}选`, '其他']), 'options.0')).toEqual([
      'validation.tooLong',
    ]);
  });

  it(`takes question ids of ${SURVEY_LIMITS.questionId} characters, not one more`, () => {
    const id = 'q'.repeat(SURVEY_LIMITS.questionId);
    expect(SurveyQuestionIdSchema.safeParse(id).success).toBe(true);
    expect(SurveyQuestionIdSchema.safeParse(`${id}q`).error?.issues.map((i) => i.message)).toContain(
      'validation.tooLong',
    );
  });
});

describe('survey answers (a record of answers by question id)', () => {
  const key = 'q'.repeat(SURVEY_LIMITS.questionId);
  const text = '答'.repeat(SURVEY_TEXT_MAX * 2);
  const choice = '选'.repeat(SURVEY_LIMITS.option * 2);
  const chosen = Array.from({ length: SURVEY_MAX_OPTIONS }, () => choice);

  it('takes the longest key, text, choice and list of choices', () => {
    expect(SurveySubmissionSchema.safeParse({ answers: { [key]: text, use: chosen } }).success).toBe(true);
  });

  it('refuses one character or choice more, naming the answer', () => {
    expect(keysAt(SurveySubmissionSchema, { answers: { [`${key}q`]: 'x' } }, `answers.${key}q`)).toEqual([
      'validation.tooLong',
    ]);
    const over = (value: unknown) =>
      (SurveySubmissionSchema.safeParse({ answers: { note: value } }).error?.issues ?? []).flatMap((issue) =>
        issue.code === 'invalid_union' ? issue.errors.flat().map((inner) => inner.message) : [issue.message],
      );
    expect(over(`${text}答`)).toContain('validation.tooLong');
    expect(over([...chosen, choice])).toContain('validation.tooMany');
    expect(over([`${choice}选`])).toContain('validation.tooLong');
  });
});

describe('opening-time bounds with a pattern or a rule of their own', () => {
  it('takes six intervals a day and refuses a seventh', () => {
    const day = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ start: formatMinutes(i * 120), end: formatMinutes(i * 120 + 60) }));
    expect(DayHoursSchema.safeParse(day(6)).success).toBe(true);
    const week = { ...EMPTY_WEEK, mon: day(7) };
    expect(keysAt(ColumnScheduleInputSchema, { mode: 'scheduled', weekly: week }, 'weekly.mon')).toEqual([
      'validation.tooMany',
    ]);
  });

  it('bounds times of day, local date-times and time zones by their longest form', () => {
    expect(TimeOfDaySchema.safeParse('24:00').success).toBe(true);
    expect(TimeOfDaySchema.safeParse('09:000').error?.issues.map((i) => i.message)).toContain('validation.tooLong');
    expect(LocalDateTimeSchema.safeParse('2027-01-01T00:00').success).toBe(true);
    expect(LocalDateTimeSchema.safeParse('2027-01-01T00:000').error?.issues.map((i) => i.message)).toContain(
      'validation.tooLong',
    );
    expect(TimeZoneSchema.safeParse('America/Argentina/ComodRivadavia').success).toBe(true);
    expect(TimeZoneSchema.safeParse('Z'.repeat(TEXT_LIMITS.code + 1)).error?.issues[0]?.message).toBe(
      'validation.tooLong',
    );
  });

  it('takes every column once in a closure and refuses a longer list', () => {
    const closure = { kind: 'closure', start: '2027-01-01T00:00', end: '2027-01-02T00:00', message: '维护' };
    expect(ColumnClosureInputSchema.safeParse({ ...closure, columns: [...COLUMN_KEYS] }).success).toBe(true);
    expect(
      keysAt(ColumnClosureInputSchema, { ...closure, columns: [...COLUMN_KEYS, 'serviceWindow'] }, 'columns'),
    ).toEqual(['validation.tooMany']);
  });
});

describe('report ids in survey response filters', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['SurveyResponseListQuerySchema', SurveyResponseListQuerySchema, {}],
    ['SurveyExportQuerySchema', SurveyExportQuerySchema, { format: 'csv' }],
  ] as const)('%s takes a report id and refuses one longer than an id', (_, schema, rest) => {
    expect(schema.safeParse({ ...rest, reportId: id }).success).toBe(true);
    expect(keysAt(schema, { ...rest, reportId: `${id}${'0'.repeat(TEXT_LIMITS.id)}` }, 'reportId')).toContain(
      'validation.tooLong',
    );
  });
});
