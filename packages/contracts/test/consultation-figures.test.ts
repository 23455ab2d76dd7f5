import { describe, expect, it } from 'vitest';
import { ConsultFiguresSchema, percentOf } from '../src/index.js';

describe('percentOf', () => {
  it.each([
    [12, 16, 75],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 5, 0],
    [7, 7, 100],
    [0, 0, null],
  ])('%i of %i is %s', (part, whole, percent) => {
    expect(percentOf(part, whole)).toBe(percent);
  });
});

describe('ConsultFiguresSchema', () => {
  const month = { month: '2026-11', received: 3, replied: 2, repliedOnTime: 2, averageWorkingDays: 1.5 };
  const { month: _month, ...total } = month;
  const figures = { from: '2026-11', to: '2026-11', months: [month], total };

  it('takes the monthly figures with their totals, an average of null where nothing was replied', () => {
    expect(ConsultFiguresSchema.parse(figures).total).toEqual({
      received: 3,
      replied: 2,
      repliedOnTime: 2,
      averageWorkingDays: 1.5,
    });
    const none = { ...month, replied: 0, repliedOnTime: 0, averageWorkingDays: null };
    expect(ConsultFiguresSchema.safeParse({ ...figures, months: [none] }).success).toBe(true);
  });

  it('refuses negative or fractional counts and more than twelve months', () => {
    expect(ConsultFiguresSchema.safeParse({ ...figures, months: [{ ...month, received: -1 }] }).success).toBe(false);
    expect(ConsultFiguresSchema.safeParse({ ...figures, months: [{ ...month, replied: 1.5 }] }).success).toBe(false);
    expect(ConsultFiguresSchema.safeParse({ ...figures, months: Array(13).fill(month) }).success).toBe(false);
  });
});
