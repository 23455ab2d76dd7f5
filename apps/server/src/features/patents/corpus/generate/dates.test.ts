import { describe, expect, it } from 'vitest';
import { addMonths, formatDay, nextWeekday, toDay, weekday } from './dates.js';

describe('day arithmetic', () => {
  it('agrees with Date for every day from 1969 to 2079', () => {
    const wrong: number[] = [];
    for (let day = -400; day < 40_000; day++) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (formatDay(day) !== iso || toDay(iso) !== day) wrong.push(day);
    }
    expect(wrong).toEqual([]);
  });

  it('adds months, clamping to the end of shorter months', () => {
    const plus = (date: string, months: number) => formatDay(addMonths(toDay(date), months));
    expect(plus('2024-01-31', 1)).toBe('2024-02-29');
    expect(plus('2023-01-31', 1)).toBe('2023-02-28');
    expect(plus('2023-12-15', 14)).toBe('2025-02-15');
    expect(plus('2021-06-01', 240)).toBe('2041-06-01');
  });

  it('finds the next publication weekday', () => {
    expect(weekday(toDay('2026-11-23'))).toBe(1);
    expect(formatDay(nextWeekday(toDay('2026-11-23'), [2, 5]))).toBe('2026-11-24');
    expect(formatDay(nextWeekday(toDay('2026-11-25'), [2, 5]))).toBe('2026-11-27');
  });
});
