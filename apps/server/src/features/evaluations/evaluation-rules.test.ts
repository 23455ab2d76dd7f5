import { describe, expect, it } from 'vitest';
import { applicationState, cityMonth, nextCityMonthStart, onceKeyOf } from './evaluation-rules.js';

const ZONE = 'Asia/Shanghai';

describe('the city month of an outlet rating', () => {
  it.each([
    ['2026-01-31T15:59:59Z', '2026-01', '2026-01-31T16:00:00.000Z'],
    ['2026-01-31T16:00:00Z', '2026-02', '2026-02-28T16:00:00.000Z'],
    ['2026-12-15T08:00:00Z', '2026-12', '2026-12-31T16:00:00.000Z'],
  ])('%s is in %s, rated again from %s', (now, month, next) => {
    expect(cityMonth(new Date(now), ZONE)).toBe(month);
    expect(nextCityMonthStart(new Date(now), ZONE).toISOString()).toBe(next);
  });

  it('keys an outlet per user and month, the others once in all', () => {
    const outlet = { userId: 'u1', now: new Date('2026-03-01T00:00:00+08:00'), timeZone: ZONE };
    expect(onceKeyOf('outlet', 's1', outlet)).toBe('outlet:s1:u1:2026-03');
    expect(onceKeyOf('application', 'a1')).toBe('application:a1');
    expect(() => onceKeyOf('outlet', 's1')).toThrow();
  });
});

describe('an application’s rating period', () => {
  const completedAt = new Date('2026-05-01T10:00:00Z');
  it.each([
    [{ status: 'inProgress', completedAt: null }, '2026-05-02T00:00:00Z', 'notCompleted'],
    [{ status: 'rejected', completedAt }, '2026-05-02T00:00:00Z', 'notAllowed'],
    [{ status: 'completed', completedAt }, '2026-05-31T10:00:00Z', 'open'],
    [{ status: 'completed', completedAt }, '2026-05-31T10:00:01Z', 'periodOver'],
  ])('%o at %s is %s', (application, now, state) => {
    expect(applicationState(application, new Date(now)).state).toBe(state);
  });
});
