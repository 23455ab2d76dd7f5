import type { StatIndicator } from '@cityip/contracts';
import { describe, expect, it } from 'vitest';
import { type FigurePoint, IndicatorSeries, yearOnYear } from './aggregate.js';

/** Figures written `indicator district year[/month]=value`, e.g. `inventionGrants yunhu 2024/3=10`. */
function points(...lines: string[]): FigurePoint[] {
  return lines.map((line) => {
    const match = /^(\w+) (\w+|-) (\d{4})(?:\/(\d{1,2}))?=([\d.]+)$/.exec(line);
    if (!match) throw new Error(`bad figure ${line}`);
    const [, indicator, district, year, month, value] = match;
    return {
      indicator: indicator as StatIndicator,
      district: district === '-' ? null : (district ?? null),
      year: Number(year),
      month: month ? Number(month) : null,
      value: Number(value),
    };
  });
}

const months = (indicator: string, district: string, year: number, values: number[]) =>
  values.map((value, index) => `${indicator} ${district} ${year}/${index + 1}=${value}`);

describe('yearOnYear', () => {
  it.each([
    [110, 100, 0.1],
    [90, 100, -0.1],
    [5, 0, null],
    [5, null, null],
  ])('%s against %s is %s', (value, previous, expected) => {
    const change = yearOnYear(value, previous);
    if (expected === null) expect(change).toBeNull();
    else expect(change).toBeCloseTo(expected, 10);
  });
});

describe('a city figure of an additive indicator', () => {
  it('is the sum of the districts, compared with their sum a year before', () => {
    const series = new IndicatorSeries(
      'inventionGrants',
      points(
        'inventionGrants yunhu 2023=100',
        'inventionGrants haibin 2023=50',
        'inventionGrants yunhu 2024=120',
        'inventionGrants haibin 2024=60',
      ),
    );
    expect(series.cityYear(2024)).toEqual({ value: 180, throughMonth: 12, previous: 150, change: 0.2 });
    expect(series.cityYear(2023)).toMatchObject({ value: 150, previous: null, change: null });
  });

  it('has no comparison when a district with a figure this year had none last year', () => {
    const series = new IndicatorSeries(
      'inventionGrants',
      points('inventionGrants yunhu 2023=100', 'inventionGrants yunhu 2024=120', 'inventionGrants haibin 2024=60'),
    );
    expect(series.cityYear(2024)).toEqual({ value: 180, throughMonth: 12, previous: null, change: null });
  });

  it('adds up the months of a flow and compares a year under way with the same months before', () => {
    const series = new IndicatorSeries(
      'inventionApplications',
      points(
        ...months('inventionApplications', 'yunhu', 2024, [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]),
        ...months('inventionApplications', 'yunhu', 2025, [12, 12, 12]),
      ),
    );
    expect(series.cityYear(2024)).toMatchObject({ value: 120, throughMonth: 12 });
    // Three months of 2025 against the first three of 2024, not against 2024's whole year.
    expect(series.cityYear(2025)).toEqual({ value: 36, throughMonth: 3, previous: 30, change: 0.2 });
  });

  it('cannot compare a year under way with a year that has only a whole-year figure', () => {
    const series = new IndicatorSeries(
      'inventionApplications',
      points('inventionApplications yunhu 2024=120', ...months('inventionApplications', 'yunhu', 2025, [12, 12])),
    );
    expect(series.cityYear(2025)).toEqual({ value: 24, throughMonth: 2, previous: null, change: null });
  });

  it('compares a whole year of months with a whole-year figure', () => {
    const series = new IndicatorSeries(
      'inventionApplications',
      points(
        'inventionApplications yunhu 2024=100',
        ...months('inventionApplications', 'yunhu', 2025, Array(12).fill(10)),
      ),
    );
    expect(series.cityYear(2025)).toEqual({ value: 120, throughMonth: 12, previous: 100, change: 0.2 });
  });

  it('takes a stock at its last month, not the sum of its months', () => {
    const series = new IndicatorSeries(
      'validInventionPatents',
      points(
        ...months('validInventionPatents', 'yunhu', 2024, [100, 110, 120, 130]),
        ...months('validInventionPatents', 'yunhu', 2025, [150, 160]),
      ),
    );
    expect(series.cityYear(2025)).toEqual({ value: 160, throughMonth: 2, previous: 110, change: expect.any(Number) });
    expect(series.cityYear(2025)?.change).toBeCloseTo(50 / 110, 10);
  });

  it('keeps amounts to the cent when adding up', () => {
    const series = new IndicatorSeries(
      'pledgeFinancing',
      points(
        'pledgeFinancing yunhu 2024/1=0.1',
        'pledgeFinancing yunhu 2024/2=0.2',
        'pledgeFinancing haibin 2024/1=1.01',
      ),
    );
    expect(series.cityYear(2024)?.value).toBe(1.31);
  });
});

describe('a city figure of a ratio', () => {
  it('is the city-wide row alone, never derived from the districts', () => {
    const series = new IndicatorSeries(
      'highValuePer10k',
      points(
        'highValuePer10k yunhu 2024=30.5',
        'highValuePer10k haibin 2024=10.25',
        'highValuePer10k - 2023=15',
        'highValuePer10k - 2024=18',
      ),
    );
    expect(series.cityYear(2024)).toEqual({ value: 18, throughMonth: 12, previous: 15, change: 0.2 });
    expect(series.trend().map((point) => [point.year, point.value])).toEqual([
      [2023, 15],
      [2024, 18],
    ]);
  });

  it('is missing while only districts have figures', () => {
    const series = new IndicatorSeries('highValuePer10k', points('highValuePer10k yunhu 2024=30.5'));
    expect(series.cityYear(2024)).toBeNull();
    expect(series.years()).toEqual([]);
    expect(series.ranking(2024)).toMatchObject([{ district: 'yunhu', value: 30.5, rank: 1, share: null }]);
  });
});

describe('district ranking', () => {
  const series = new IndicatorSeries(
    'trademarkRegistrations',
    points(
      'trademarkRegistrations yunhu 2024=300',
      'trademarkRegistrations haibin 2024=500',
      'trademarkRegistrations linjiang 2024=300',
      'trademarkRegistrations fengling 2024=100',
      'trademarkRegistrations haibin 2023=400',
    ),
  );

  it('orders the districts largest first, ties sharing a rank in the profile order, with shares of the city', () => {
    const ranking = series.ranking(2024, ['linjiang', 'yunhu', 'haibin', 'fengling']);
    expect(ranking.map((row) => [row.district, row.value, row.rank])).toEqual([
      ['haibin', 500, 1],
      ['linjiang', 300, 2],
      ['yunhu', 300, 2],
      ['fengling', 100, 4],
    ]);
    expect(ranking[0]).toMatchObject({ previous: 400, change: 0.25, share: 500 / 1200 });
    expect(ranking.reduce((sum, row) => sum + (row.share ?? 0), 0)).toBeCloseTo(1, 10);
  });

  it('leaves out districts without a figure in the year', () => {
    expect(series.ranking(2023).map((row) => row.district)).toEqual(['haibin']);
  });
});

describe('months and the district-by-year table', () => {
  const series = new IndicatorSeries(
    'designGrants',
    points(
      ...months('designGrants', 'yunhu', 2025, [1, 2, 3]),
      ...months('designGrants', 'haibin', 2025, [10, 20]),
      ...months('designGrants', 'yunhu', 2024, [4, 4, 4]),
      'designGrants yunhu 2023=40',
    ),
  );

  it("adds the districts' months, with the same month a year before", () => {
    expect(series.monthly(2025)).toEqual([
      { month: 1, value: 11, previous: 4 },
      { month: 2, value: 22, previous: 4 },
      { month: 3, value: 3, previous: 4 },
    ]);
    // A year with only a whole-year figure has no months.
    expect(series.monthly(2023)).toEqual([]);
  });

  it('puts the city first, then the districts in the profile order, one value per year', () => {
    expect(series.table([2023, 2024, 2025], ['haibin', 'yunhu'])).toEqual({
      years: [2023, 2024, 2025],
      rows: [
        { district: null, values: [40, 12, 36] },
        { district: 'haibin', values: [null, null, 30] },
        { district: 'yunhu', values: [40, 12, 6] },
      ],
    });
  });
});
