import { describe, expect, it } from 'vitest';
import { translate } from '../src/messages.js';
import { TIME_LIMIT_KEYS } from '../src/workday-kinds.js';
import {
  TimeLimitsSchema,
  WORKDAY_LIMITS,
  WorkdayDateSchema,
  WorkdayEntryBodySchema,
  WorkdayEntryInputSchema,
  WorkdayYearQuerySchema,
} from '../src/workday-schemas.js';

/** The message keys of the issues of a failed parse, by path. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('calendar entries', () => {
  it.each([
    ['a holiday on a weekday', { date: '2026-10-01', kind: 'holiday', name: '国庆节' }],
    ['a holiday on a Sunday', { date: '2026-02-15', kind: 'holiday', name: '春节' }],
    ['an adjusted working Saturday', { date: '2026-02-14', kind: 'workday', name: '春节调休上班' }],
    ['an adjusted working Sunday, unnamed', { date: '2026-01-04', kind: 'workday' }],
  ])('takes %s', (_, input) => {
    expect(WorkdayEntryInputSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    [
      'an adjusted working day on a weekday',
      { date: '2026-10-08', kind: 'workday' },
      'kind',
      'validation.workdayOnWeekday',
    ],
    ['a date that does not exist', { date: '2026-02-30', kind: 'holiday' }, 'date', 'validation.calendarDate'],
    ['a date in another format', { date: '2026/10/01', kind: 'holiday' }, 'date', 'validation.date'],
    [
      'a weekday 调休 with a malformed date: only the date is wrong',
      { date: '2026-1-5', kind: 'workday' },
      'date',
      'validation.date',
    ],
    ['an unknown kind', { date: '2026-10-01', kind: 'closed' }, 'kind', 'validation.choice'],
    [
      'a name beyond the limit',
      { date: '2026-10-01', kind: 'holiday', name: '节'.repeat(WORKDAY_LIMITS.name + 1) },
      'name',
      'validation.tooLong',
    ],
  ])('refuses %s', (_, input, field, message) => {
    expect(issuesOf(WorkdayEntryInputSchema.safeParse(input))).toEqual([[field, message]]);
  });

  it('says what is wrong with a weekday 调休 in both languages', () => {
    expect(translate('zh-CN', 'validation.workdayOnWeekday')).toContain('星期六或星期日');
    expect(translate('en-US', 'validation.workdayOnWeekday')).toContain('Saturday or Sunday');
  });

  it('takes the body alone (the date is the path) and refuses other fields', () => {
    expect(WorkdayEntryBodySchema.parse({ kind: 'holiday', name: '  清明节 ' })).toEqual({
      kind: 'holiday',
      name: '清明节',
    });
    expect(WorkdayEntryBodySchema.safeParse({ kind: 'holiday', demo: true }).success).toBe(false);
  });

  it('takes real dates only as the path', () => {
    expect(WorkdayDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(WorkdayDateSchema.safeParse('2027-02-29').success).toBe(false);
  });
});

describe('time limits', () => {
  it('has one field per limit key', () => {
    expect(Object.keys(TimeLimitsSchema.shape)).toEqual([...TIME_LIMIT_KEYS]);
  });

  it.each([
    [WORKDAY_LIMITS.minDays, true],
    [WORKDAY_LIMITS.maxDays, true],
    [WORKDAY_LIMITS.minDays - 1, false],
    [WORKDAY_LIMITS.maxDays + 1, false],
    [2.5, false],
    ['5', false],
  ])('%s working days: %s', (days, valid) => {
    const result = TimeLimitsSchema.safeParse({ consultReply: days, rectification: 5 });
    expect(result.success).toBe(valid);
    if (!valid) expect(issuesOf(result)).toEqual([['consultReply', 'validation.timeLimitDays']]);
  });

  it('names the bounds its message states', () => {
    expect(translate('zh-CN', 'validation.timeLimitDays')).toContain(
      `${WORKDAY_LIMITS.minDays} 至 ${WORKDAY_LIMITS.maxDays} 个工作日`,
    );
    expect(translate('en-US', 'validation.timeLimitDays')).toContain(
      `from ${WORKDAY_LIMITS.minDays} to ${WORKDAY_LIMITS.maxDays}`,
    );
    expect(translate('zh-CN', 'validation.calendarYear')).toContain(
      `${WORKDAY_LIMITS.firstYear} 至 ${WORKDAY_LIMITS.lastYear}`,
    );
    expect(translate('en-US', 'validation.calendarYear')).toContain(
      `from ${WORKDAY_LIMITS.firstYear} to ${WORKDAY_LIMITS.lastYear}`,
    );
  });
});

describe('the year query', () => {
  it.each([
    [{ year: '2026' }, { year: 2026 }],
    [{}, {}],
  ])('takes %j', (query, parsed) => {
    expect(WorkdayYearQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each(['1999', '2101', 'next', '2026.5'])('refuses year=%s', (year) => {
    expect(issuesOf(WorkdayYearQuerySchema.safeParse({ year }))).toEqual([['year', 'validation.calendarYear']]);
  });
});
