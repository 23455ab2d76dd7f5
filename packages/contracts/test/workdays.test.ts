import { describe, expect, it } from 'vitest';
import { addDays } from '../src/opening-hours.js';
import type { WorkdayEntryKind } from '../src/workday-kinds.js';
import {
  addWorkingDays,
  isWorkingDay,
  type WorkdayCalendar,
  workdayCalendar,
  workingDaysBetween,
  workingDaysTaken,
  workingDeadline,
} from '../src/workdays.js';

const SHANGHAI = 'Asia/Shanghai';

/** Every day from `first` to `last` as an entry of `kind`. */
function run(first: string, last: string, kind: WorkdayEntryKind) {
  const days: { date: string; kind: WorkdayEntryKind }[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) days.push({ date, kind });
  return days;
}

/**
 * Part of the 2026 national schedule (国办发明电〔2025〕7号) and the 2027 New Year: the periods the
 * cases below cross. 2026-01-01 is a Thursday.
 */
const NATIONAL = workdayCalendar([
  ...run('2026-01-01', '2026-01-03', 'holiday'),
  { date: '2026-01-04', kind: 'workday' },
  ...run('2026-02-15', '2026-02-23', 'holiday'),
  { date: '2026-02-14', kind: 'workday' },
  { date: '2026-02-28', kind: 'workday' },
  ...run('2026-05-01', '2026-05-05', 'holiday'),
  { date: '2026-05-09', kind: 'workday' },
  { date: '2026-09-20', kind: 'workday' },
  ...run('2026-10-01', '2026-10-07', 'holiday'),
  { date: '2026-10-10', kind: 'workday' },
  ...run('2027-01-01', '2027-01-03', 'holiday'),
]);
/** The week alone: no holidays, no adjusted days. */
const WEEK_ONLY = workdayCalendar([]);

describe('isWorkingDay', () => {
  it.each([
    ['a Monday', '2026-03-02', true],
    ['a Saturday', '2026-03-07', false],
    ['a Sunday', '2026-03-08', false],
    ['New Year on a Thursday (holiday on a weekday)', '2026-01-01', false],
    ['National Day on a Wednesday', '2026-10-07', false],
    ['the 调休 Sunday after New Year', '2026-01-04', true],
    ['the 调休 Saturday before the Spring Festival', '2026-02-14', true],
    ['the 调休 Sunday before the Mid-Autumn and National Day week', '2026-09-20', true],
  ])('%s (%s): %s', (_, date, working) => {
    expect(isWorkingDay(NATIONAL, date)).toBe(working);
  });
});

describe('addWorkingDays', () => {
  it.each([
    ['0 days is the day itself, even a holiday', '2026-02-15', 0, '2026-02-15'],
    ['a plain week', '2026-03-02', 5, '2026-03-09'],
    ['Friday + 1 skips the weekend', '2026-03-06', 1, '2026-03-09'],
    ['New Year: the holiday is skipped and the 调休 Sunday counts', '2025-12-31', 1, '2026-01-04'],
    ['into the Spring Festival week: the 调休 Saturday first', '2026-02-13', 1, '2026-02-14'],
    ['across the Spring Festival week', '2026-02-13', 2, '2026-02-24'],
    ['a count crossing the whole Spring Festival', '2026-02-12', 5, '2026-02-26'],
    ['ending on the 调休 Saturday after it', '2026-02-12', 7, '2026-02-28'],
    ['from inside the holiday', '2026-02-18', 1, '2026-02-24'],
    ['Labour Day week, then its 调休 Saturday', '2026-04-30', 4, '2026-05-09'],
    ['a 调休 Sunday before National Day', '2026-09-18', 1, '2026-09-20'],
    ['National Day week on weekdays', '2026-09-30', 1, '2026-10-08'],
    ['National Day, then its 调休 Saturday', '2026-09-30', 3, '2026-10-10'],
    ['year end into the 2027 New Year holiday', '2026-12-31', 1, '2027-01-04'],
    ['year end, a longer count', '2026-12-30', 3, '2027-01-05'],
  ])('%s: %s + %i → %s', (_, date, days, expected) => {
    expect(addWorkingDays(NATIONAL, date, days)).toBe(expected);
  });

  it('counts the week alone when no entry says otherwise (the next year not entered yet)', () => {
    expect(addWorkingDays(WEEK_ONLY, '2026-12-31', 1)).toBe('2027-01-01');
    expect(addWorkingDays(WEEK_ONLY, '2026-09-30', 1)).toBe('2026-10-01');
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s days', (days) => {
    expect(() => addWorkingDays(NATIONAL, '2026-03-02', days)).toThrow(RangeError);
  });

  it('refuses a broken calendar (no working day for more than a year) instead of counting forever', () => {
    const broken = workdayCalendar(run('2026-01-01', '2027-03-01', 'holiday'));
    expect(() => addWorkingDays(broken, '2025-12-31', 1)).toThrow(/no working day for a year/);
    // A long rest that ends is only slow, not broken.
    const longRest = workdayCalendar(run('2026-01-01', '2026-12-31', 'holiday'));
    expect(addWorkingDays(longRest, '2025-12-31', 1)).toBe('2027-01-01');
  });
});

describe('workingDaysBetween', () => {
  it.each([
    ['the same day', '2026-03-02', '2026-03-02', 0],
    ['Friday to Monday', '2026-03-06', '2026-03-09', 1],
    ['within a holiday', '2026-10-01', '2026-10-07', 0],
    ['across the Spring Festival with both 调休 Saturdays', '2026-02-13', '2026-02-28', 6],
    ['across the year end', '2026-12-31', '2027-01-04', 1],
    ['backwards across the Spring Festival', '2026-02-28', '2026-02-13', -6],
    ['backwards over a weekend', '2026-03-09', '2026-03-06', -1],
  ])('%s: %s → %s = %i', (_, from, to, expected) => {
    expect(workingDaysBetween(NATIONAL, from, to)).toBe(expected);
  });

  it('undoes addWorkingDays for every start day of 2026 and counts up to 20', () => {
    for (let date = '2026-01-01'; date <= '2026-12-31'; date = addDays(date, 1)) {
      for (const days of [0, 1, 5, 20]) {
        expect(workingDaysBetween(NATIONAL, date, addWorkingDays(NATIONAL, date, days))).toBe(days);
      }
    }
  });
});

/** An instant given as Shanghai wall time (UTC+8, no daylight saving). */
const sh = (local: string) => new Date(`${local}:00+08:00`);

describe('workingDeadline (Asia/Shanghai)', () => {
  it.each([
    ['5 working days over the Spring Festival end with the 5th', '2026-02-12T10:00', 5, '2026-02-27T00:00'],
    ['0 days: the end of the day of receipt', '2026-03-02T16:30', 0, '2026-03-03T00:00'],
    ['received on a Saturday: the count starts on Monday', '2026-03-07T11:00', 1, '2026-03-10T00:00'],
    ['received on the 调休 Saturday, which is a working day', '2026-02-14T11:00', 1, '2026-02-25T00:00'],
    ['the last minute of a day still counts from that day', '2026-09-29T23:59', 1, '2026-10-01T00:00'],
    ['year end', '2026-12-31T18:00', 1, '2027-01-05T00:00'],
  ])('%s', (_, received, days, deadline) => {
    expect(workingDeadline(NATIONAL, sh(received), days, SHANGHAI).toISOString()).toBe(sh(deadline).toISOString());
  });

  it('counts from the city day: after midnight UTC and before it, the same Shanghai day gives the same deadline', () => {
    const early = new Date('2026-09-29T16:30:00Z'); // 00:30 on 30 September in Shanghai, still the 29th in UTC
    const late = new Date('2026-09-30T01:00:00Z'); // 09:00 on 30 September in Shanghai
    const deadline = sh('2026-10-09T00:00').toISOString(); // the end of Thursday 8 October
    expect(workingDeadline(NATIONAL, early, 1, SHANGHAI).toISOString()).toBe(deadline);
    expect(workingDeadline(NATIONAL, late, 1, SHANGHAI).toISOString()).toBe(deadline);
    expect(deadline).toBe('2026-10-08T16:00:00.000Z');
  });

  it('throws on the broken calendar like addWorkingDays', () => {
    const broken: WorkdayCalendar = workdayCalendar(run('2026-01-01', '2027-03-01', 'holiday'));
    expect(() => workingDeadline(broken, sh('2026-01-01T09:00'), 1, SHANGHAI)).toThrow(RangeError);
  });
});

describe('workingDaysTaken', () => {
  it.each([
    ['a reply on the day of receipt took 0', '2026-03-02T09:00', '2026-03-02T17:00', 0],
    ['over the Spring Festival', '2026-02-13T09:00', '2026-02-24T10:00', 2],
    ['received at 00:30 city time, after midnight UTC the day before', '2026-03-03T00:30', '2026-03-04T09:00', 1],
  ])('%s', (_, start, end, taken) => {
    expect(workingDaysTaken(NATIONAL, sh(start), sh(end), SHANGHAI)).toBe(taken);
  });
});
