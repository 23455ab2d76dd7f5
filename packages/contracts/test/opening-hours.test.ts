import { afterEach, describe, expect, it } from 'vitest';
import {
  type ClosurePeriod,
  EMPTY_WEEK,
  groupWeeklyHours,
  isOpenAt,
  localTimeAt,
  openingStateAt,
  zonedInstant,
  zonedInstants,
} from '../src/opening-hours.js';
import {
  ClosurePeriodSchema,
  DayHoursSchema,
  type OpeningSchedule,
  TimeZoneSchema,
  type WeeklySchedule,
} from '../src/opening-hours-schemas.js';

const SHANGHAI = 'Asia/Shanghai';
const NEW_YORK = 'America/New_York';

const OFFICE_HOURS = [
  { start: '09:00', end: '12:00' },
  { start: '13:30', end: '17:00' },
];
/** A government window: weekdays, morning and afternoon. */
const WINDOW: OpeningSchedule = {
  mode: 'scheduled',
  weekly: {
    ...EMPTY_WEEK,
    mon: OFFICE_HOURS,
    tue: OFFICE_HOURS,
    wed: OFFICE_HOURS,
    thu: OFFICE_HOURS,
    fri: OFFICE_HOURS,
  },
};

/** An instant given as Shanghai wall time (UTC+8, no daylight saving). */
const sh = (local: string) => new Date(`${local}:00+08:00`);
const iso = (date: Date | null) => date?.toISOString() ?? null;

function state(schedule: OpeningSchedule, at: Date, closures: ClosurePeriod[] = [], zone = SHANGHAI) {
  const result = openingStateAt(schedule, closures, at, zone);
  return result.open
    ? { open: true, closesAt: iso(result.closesAt) }
    : { open: false, reason: result.reason, nextOpenAt: iso(result.nextOpenAt), closure: result.closure };
}

describe('opening hours at the boundaries (Asia/Shanghai, 2025-03-03 is a Monday)', () => {
  it.each([
    ['08:59, one minute before opening', '2025-03-03T08:59', { open: false, nextOpenAt: sh('2025-03-03T09:00') }],
    ['09:00, the opening minute', '2025-03-03T09:00', { open: true, closesAt: sh('2025-03-03T12:00') }],
    ['11:59, the last open minute', '2025-03-03T11:59', { open: true, closesAt: sh('2025-03-03T12:00') }],
    ['12:00, the closing minute', '2025-03-03T12:00', { open: false, nextOpenAt: sh('2025-03-03T13:30') }],
    ['13:30, the afternoon opening', '2025-03-03T13:30', { open: true, closesAt: sh('2025-03-03T17:00') }],
    ['17:00, closing time', '2025-03-03T17:00', { open: false, nextOpenAt: sh('2025-03-04T09:00') }],
    ['00:00, midnight', '2025-03-04T00:00', { open: false, nextOpenAt: sh('2025-03-04T09:00') }],
    ['Friday 17:00 → Monday', '2025-03-07T17:00', { open: false, nextOpenAt: sh('2025-03-10T09:00') }],
    ['Saturday noon', '2025-03-08T12:00', { open: false, nextOpenAt: sh('2025-03-10T09:00') }],
  ])('%s', (_label, local, expected) => {
    const result = state(WINDOW, sh(local));
    expect(result.open).toBe(expected.open);
    if ('closesAt' in expected) expect(result).toEqual({ open: true, closesAt: iso(expected.closesAt) });
    else expect(result).toMatchObject({ reason: 'outsideHours', nextOpenAt: iso(expected.nextOpenAt) });
  });

  it('runs across midnight: 22:00–24:00 on Monday and 00:00–02:00 on Tuesday are one opening', () => {
    const night: OpeningSchedule = {
      mode: 'scheduled',
      weekly: { ...EMPTY_WEEK, mon: [{ start: '22:00', end: '24:00' }], tue: [{ start: '00:00', end: '02:00' }] },
    };
    expect(state(night, sh('2025-03-03T21:59'))).toMatchObject({
      open: false,
      nextOpenAt: iso(sh('2025-03-03T22:00')),
    });
    expect(state(night, sh('2025-03-03T23:59'))).toEqual({ open: true, closesAt: iso(sh('2025-03-04T02:00')) });
    expect(state(night, sh('2025-03-04T00:00'))).toEqual({ open: true, closesAt: iso(sh('2025-03-04T02:00')) });
    expect(state(night, sh('2025-03-04T02:00'))).toMatchObject({
      open: false,
      nextOpenAt: iso(sh('2025-03-10T22:00')),
    });
  });

  it('a day ending at 24:00 closes at the next midnight', () => {
    const late: OpeningSchedule = {
      mode: 'scheduled',
      weekly: { ...EMPTY_WEEK, mon: [{ start: '20:00', end: '24:00' }] },
    };
    expect(state(late, sh('2025-03-03T23:59'))).toEqual({ open: true, closesAt: iso(sh('2025-03-04T00:00')) });
    expect(state(late, sh('2025-03-04T00:00')).open).toBe(false);
  });
});

describe('holidays and closures', () => {
  const nationalDay = { start: '2025-10-01T00:00', end: '2025-10-09T00:00', message: '国庆节放假' };

  it('a holiday closes every day it covers, and the column reopens with the first hours after it', () => {
    const result = openingStateAt(WINDOW, [nationalDay], sh('2025-10-03T10:00'), SHANGHAI);
    expect(result).toEqual({
      open: false,
      reason: 'closure',
      closure: nationalDay,
      nextOpenAt: sh('2025-10-09T09:00'),
    });
    // The last working day before it closes as usual at 17:00, and the holiday starts at midnight.
    expect(state(WINDOW, sh('2025-09-30T16:59'), [nationalDay])).toEqual({
      open: true,
      closesAt: iso(sh('2025-09-30T17:00')),
    });
    expect(state(WINDOW, sh('2025-10-01T00:00'), [nationalDay])).toMatchObject({ reason: 'closure' });
    expect(state(WINDOW, sh('2025-09-30T23:59'), [nationalDay])).toMatchObject({ reason: 'outsideHours' });
    expect(state(WINDOW, sh('2025-10-09T09:00'), [nationalDay]).open).toBe(true);
  });

  it('a closure of part of a day: closed from its start minute, open again at its end minute', () => {
    const maintenance = { start: '2025-03-05T14:00', end: '2025-03-05T15:00' };
    expect(state(WINDOW, sh('2025-03-05T13:59'), [maintenance])).toEqual({
      open: true,
      closesAt: iso(sh('2025-03-05T14:00')),
    });
    expect(state(WINDOW, sh('2025-03-05T14:00'), [maintenance])).toMatchObject({
      reason: 'closure',
      nextOpenAt: iso(sh('2025-03-05T15:00')),
    });
    expect(state(WINDOW, sh('2025-03-05T15:00'), [maintenance]).open).toBe(true);
  });

  it('back-to-back closures reopen only after the last one', () => {
    const first = { start: '2025-03-05T00:00', end: '2025-03-06T00:00' };
    const second = { start: '2025-03-05T20:00', end: '2025-03-07T12:00' };
    expect(state(WINDOW, sh('2025-03-05T10:00'), [first, second])).toMatchObject({
      nextOpenAt: iso(sh('2025-03-07T13:30')),
    });
  });

  it('a column open around the clock is closed only by closures and reopens at their end', () => {
    const always: OpeningSchedule = { mode: 'always', weekly: EMPTY_WEEK };
    const closure = { start: '2025-03-05T18:00', end: '2025-03-06T08:30' };
    expect(state(always, sh('2025-03-05T12:00'))).toEqual({ open: true, closesAt: null });
    expect(state(always, sh('2025-03-05T12:00'), [closure])).toEqual({
      open: true,
      closesAt: iso(sh('2025-03-05T18:00')),
    });
    expect(state(always, sh('2025-03-06T00:00'), [closure])).toMatchObject({
      reason: 'closure',
      nextOpenAt: iso(sh('2025-03-06T08:30')),
    });
  });

  it('suspended never opens; a schedule without hours has no next opening', () => {
    expect(state({ ...WINDOW, mode: 'suspended' }, sh('2025-03-03T10:00'))).toMatchObject({
      open: false,
      reason: 'suspended',
      nextOpenAt: null,
    });
    expect(state({ mode: 'scheduled', weekly: EMPTY_WEEK }, sh('2025-03-03T10:00'))).toMatchObject({
      reason: 'outsideHours',
      nextOpenAt: null,
    });
    expect(isOpenAt({ ...WINDOW, mode: 'suspended' }, [], sh('2025-03-03T10:00'), SHANGHAI)).toBe(false);
  });

  it('finds an opening far beyond a long closure', () => {
    const renovation = { start: '2025-03-01T00:00', end: '2026-06-01T00:00' };
    expect(state(WINDOW, sh('2025-03-03T10:00'), [renovation])).toMatchObject({
      nextOpenAt: iso(sh('2026-06-01T09:00')),
    });
  });
});

describe('time zones', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('reads the schedule in the city zone, whatever zone the process runs in', () => {
    // 01:30 UTC is 09:30 in Shanghai (open) and 20:30 the evening before in New York (closed).
    const instant = new Date('2025-03-04T01:30:00Z');
    const answers = ['UTC', 'Asia/Shanghai', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata'].map((tz) => {
      process.env.TZ = tz;
      return [state(WINDOW, instant), state(WINDOW, instant, [], NEW_YORK), localTimeAt(instant, SHANGHAI)];
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.[0]).toEqual({ open: true, closesAt: '2025-03-04T04:00:00.000Z' });
    expect(answers[0]?.[1]).toMatchObject({ open: false, nextOpenAt: '2025-03-04T14:00:00.000Z' });
    expect(answers[0]?.[2]).toEqual({
      date: '2025-03-04',
      time: '09:30',
      minutes: 570,
      weekday: 'tue',
      stamp: '2025-03-04T09:30',
    });
  });

  it('keeps 09:00 local across a daylight-saving change (New York, 9 March 2025)', () => {
    const weekdays: WeeklySchedule = {
      ...EMPTY_WEEK,
      fri: [{ start: '09:00', end: '17:00' }],
      mon: [{ start: '09:00', end: '17:00' }],
    };
    const schedule: OpeningSchedule = { mode: 'scheduled', weekly: weekdays };
    // Friday 7 March is EST (UTC−5); Monday 10 March is EDT (UTC−4).
    expect(state(schedule, new Date('2025-03-07T13:00:00Z'), [], NEW_YORK)).toMatchObject({
      nextOpenAt: '2025-03-07T14:00:00.000Z',
    });
    expect(state(schedule, new Date('2025-03-07T23:00:00Z'), [], NEW_YORK)).toMatchObject({
      nextOpenAt: '2025-03-10T13:00:00.000Z',
    });
  });

  it('opens at the jump when the opening time is skipped, and sees both repeated hours when clocks go back', () => {
    // 9 March 2025 02:00 EST jumps to 03:00 EDT (07:00 UTC): 02:30 never happens.
    expect(zonedInstant('2025-03-09', 150, NEW_YORK).toISOString()).toBe('2025-03-09T07:00:00.000Z');
    const early: OpeningSchedule = {
      mode: 'scheduled',
      weekly: { ...EMPTY_WEEK, sun: [{ start: '02:30', end: '05:00' }] },
    };
    expect(state(early, new Date('2025-03-09T05:00:00Z'), [], NEW_YORK)).toMatchObject({
      nextOpenAt: '2025-03-09T07:00:00.000Z',
    });
    expect(isOpenAt(early, [], new Date('2025-03-09T07:00:00Z'), NEW_YORK)).toBe(true);
    // 2 November 2025: 01:30 happens twice, at 05:30 UTC (EDT) and 06:30 UTC (EST).
    expect(zonedInstants('2025-11-02', 90, NEW_YORK).map(iso)).toEqual([
      '2025-11-02T05:30:00.000Z',
      '2025-11-02T06:30:00.000Z',
    ]);
    expect(zonedInstant('2025-11-02', 90, NEW_YORK).toISOString()).toBe('2025-11-02T05:30:00.000Z');
  });

  it('converts local times to instants in zones without daylight saving', () => {
    expect(zonedInstant('2025-03-03', 540, SHANGHAI).toISOString()).toBe('2025-03-03T01:00:00.000Z');
    expect(zonedInstant('2025-03-03', 1440, SHANGHAI).toISOString()).toBe('2025-03-03T16:00:00.000Z');
    expect(zonedInstant('2025-03-03', 540, 'Asia/Kolkata').toISOString()).toBe('2025-03-03T03:30:00.000Z');
  });
});

describe('schemas', () => {
  it('accepts ordered, non-overlapping intervals and 24:00 only as an end', () => {
    expect(DayHoursSchema.safeParse(OFFICE_HOURS).success).toBe(true);
    expect(DayHoursSchema.safeParse([{ start: '22:00', end: '24:00' }]).success).toBe(true);
    const issues = (value: unknown) => DayHoursSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(issues([{ start: '24:00', end: '24:00' }])).toContain('validation.endAfterStart');
    expect(issues([{ start: '10:00', end: '09:00' }])).toEqual(['validation.endAfterStart']);
    expect(issues([{ start: '9:00', end: '10:00' }])).toEqual(['validation.timeOfDay']);
    expect(
      issues([
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
      ]),
    ).toEqual(['validation.intervalOverlap']);
  });

  it('checks closures: real local date-times, end after start', () => {
    expect(ClosurePeriodSchema.safeParse({ start: '2025-10-01T00:00', end: '2025-10-09T00:00' }).success).toBe(true);
    const message = (value: unknown) => ClosurePeriodSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ start: '2025-02-30T00:00', end: '2025-03-02T00:00' })).toBe('validation.localDateTime');
    expect(message({ start: '2025-10-09T00:00', end: '2025-10-01T00:00' })).toBe('validation.endAfterStart');
  });

  it('accepts IANA zones only', () => {
    expect(TimeZoneSchema.safeParse('Asia/Shanghai').success).toBe(true);
    expect(TimeZoneSchema.safeParse('Mars/Olympus').error?.issues[0]?.message).toBe('validation.timeZone');
  });
});

describe('groupWeeklyHours', () => {
  it('groups consecutive days with the same hours and skips closed days', () => {
    const week: WeeklySchedule = { ...WINDOW.weekly, sat: [{ start: '09:00', end: '12:00' }] };
    expect(groupWeeklyHours(week)).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'], intervals: OFFICE_HOURS },
      { days: ['sat'], intervals: [{ start: '09:00', end: '12:00' }] },
    ]);
  });
});
