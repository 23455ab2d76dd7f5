import { describe, expect, it } from 'vitest';
import { buildOutlet } from './outlet-fixtures.js';
import { cityWeekday, closedDays, formatChange, outletStateAt, weeklyHoursLines } from './outlet-hours.js';

const SHANGHAI = 'Asia/Shanghai';
/** An instant given as Beijing wall time (UTC+8 all year). */
const beijing = (local: string) => new Date(`${local}:00+08:00`);

describe('open now for an outlet (weekdays 09:00–12:00 and 13:30–17:30, Beijing time)', () => {
  const outlet = buildOutlet();

  it.each([
    ['2025-06-02T08:59', false, 'Monday, a minute before opening'],
    ['2025-06-02T09:00', true, 'Monday at opening: the start minute is open'],
    ['2025-06-02T11:59', true, 'the last minute before lunch'],
    ['2025-06-02T12:00', false, 'lunch starts: the end minute is closed'],
    ['2025-06-02T13:29', false, 'the last minute of lunch'],
    ['2025-06-02T13:30', true, 'back from lunch'],
    ['2025-06-06T17:29', true, 'Friday, the last open minute'],
    ['2025-06-06T17:30', false, 'Friday closing'],
    ['2025-06-07T10:00', false, 'Saturday'],
  ])('%s → open %s (%s)', (local, open) => {
    expect(outletStateAt(outlet, beijing(local), SHANGHAI).open).toBe(open);
  });

  it("reads the city's clocks, not the visitor's: 01:30 UTC is 09:30 in Beijing", () => {
    const instant = new Date('2025-06-02T01:30:00Z');
    expect(outletStateAt(outlet, instant, SHANGHAI).open).toBe(true);
    expect(outletStateAt(outlet, instant, 'UTC').open).toBe(false);
    // Sunday 23:30 UTC is already Monday morning in Beijing.
    expect(cityWeekday(new Date('2025-06-01T23:30:00Z'), SHANGHAI)).toBe('mon');
  });

  it('says when it next closes or opens', () => {
    const open = outletStateAt(outlet, beijing('2025-06-02T10:00'), SHANGHAI);
    expect(open.open && open.closesAt?.toISOString()).toBe(beijing('2025-06-02T12:00').toISOString());
    const friday = outletStateAt(outlet, beijing('2025-06-06T18:00'), SHANGHAI);
    expect(!friday.open && friday.reason).toBe('outsideHours');
    expect(!friday.open && friday.nextOpenAt?.toISOString()).toBe(beijing('2025-06-09T09:00').toISOString());
  });

  it('is closed during a holiday closure, whatever the weekly hours say, until the closure ends', () => {
    const holiday = buildOutlet({ closures: [{ start: '2025-10-01T00:00', end: '2025-10-08T00:00' }] });
    expect(outletStateAt(holiday, beijing('2025-09-30T10:00'), SHANGHAI).open).toBe(true);
    const during = outletStateAt(holiday, beijing('2025-10-02T10:00'), SHANGHAI);
    expect(during.open).toBe(false);
    expect(!during.open && during.reason).toBe('closure');
    expect(!during.open && during.nextOpenAt?.toISOString()).toBe(beijing('2025-10-08T09:00').toISOString());
    expect(outletStateAt(holiday, beijing('2025-10-08T09:00'), SHANGHAI).open).toBe(true);
  });

  it('is never open while suspended and always open in "always" mode', () => {
    const suspended = buildOutlet({ hours: { ...buildOutlet().hours, mode: 'suspended' } });
    expect(outletStateAt(suspended, beijing('2025-06-02T10:00'), SHANGHAI).open).toBe(false);
    const always = buildOutlet({ hours: { ...buildOutlet().hours, mode: 'always' } });
    expect(outletStateAt(always, beijing('2025-06-07T03:00'), SHANGHAI).open).toBe(true);
  });
});

describe('weekly hours as text', () => {
  it('groups consecutive days with the same periods and lists the closed days', () => {
    expect(weeklyHoursLines(buildOutlet().hours, '、')).toEqual([
      { from: 'mon', to: 'fri', periods: '09:00–12:00、13:30–17:30' },
    ]);
    expect(closedDays(buildOutlet().hours)).toEqual(['sat', 'sun']);
  });

  it('writes a change as a time today, or with the date on another day, on the city clock', () => {
    const now = beijing('2025-06-02T10:00');
    expect(formatChange(beijing('2025-06-02T12:00'), now, SHANGHAI, 'zh-CN')).toBe('12:00');
    expect(formatChange(beijing('2025-06-09T09:00'), now, SHANGHAI, 'zh-CN')).toMatch(/6月9日.*09:00/);
  });
});
