import { describe, expect, it } from 'vitest';
import { currentStatMonth, hasStatPrecision, statPeriodHasEnded, statPrecisionIssue } from '../src/stat-indicators.js';

describe('statistics periods', () => {
  it('judges the month by the city’s clock (UTC+8), not the server’s', () => {
    // 16:30 UTC on 31 December is already 1 January in China.
    expect(currentStatMonth(new Date('2025-12-31T16:30:00Z'))).toEqual({ year: 2026, month: 1 });
    expect(currentStatMonth(new Date('2025-12-31T15:30:00Z'))).toEqual({ year: 2025, month: 12 });
  });

  const now = new Date('2026-03-15T04:00:00Z');
  it.each([
    [{ year: 2025, month: null }, true],
    [{ year: 2026, month: null }, false],
    [{ year: 2026, month: 2 }, true],
    [{ year: 2026, month: 3 }, false],
    [{ year: 2026, month: 4 }, false],
    [{ year: 2027, month: 1 }, false],
  ])('%o has ended: %s', (period, ended) => {
    expect(statPeriodHasEnded(period, now)).toBe(ended);
  });
});

describe('statistics precision', () => {
  it.each([
    [12, 0, true],
    [12.5, 0, false],
    [0.1 + 0.2, 2, true],
    [1.005, 2, false],
    [136.65, 2, true],
  ] as const)('%s with %s decimals: %s', (value, decimals, ok) => {
    expect(hasStatPrecision(value, decimals)).toBe(ok);
  });

  it('names the rule an indicator’s value breaks', () => {
    expect(statPrecisionIssue('inventionGrants', 3.5)).toBe('validation.statWholeNumber');
    expect(statPrecisionIssue('pledgeFinancing', 3.555)).toBe('validation.statDecimals');
    expect(statPrecisionIssue('highValuePer10k', 30.39)).toBeNull();
  });
});
