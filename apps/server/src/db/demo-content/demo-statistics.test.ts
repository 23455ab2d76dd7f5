import {
  currentStatMonth,
  type Home,
  STAT_INDICATOR_SPECS,
  STAT_INDICATORS,
  StatFigureInputSchema,
  type StatOverview,
} from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_CITY_PROFILE } from '../../city/demo-city-profile.js';
import { IndicatorSeries } from '../../features/statistics/aggregate.js';
import { statFigures } from '../../features/statistics/statistics.tables.js';
import { demoStatistics, seedDemoStatistics } from './demo-statistics.js';

// Mid-November: ten complete years and January–October of the current one.
const NOW = new Date('2026-11-15T12:00:00+08:00');
const rows = demoStatistics(DEMO_CITY_PROFILE, NOW);
const points = rows.map((row) => ({ ...row, district: row.district ?? null, month: row.month ?? null }));
const districts = DEMO_CITY_PROFILE.districts.map((district) => district.code);

describe('demo statistics (pure)', () => {
  it('is deterministic for a profile and month', () => {
    expect(demoStatistics(DEMO_CITY_PROFILE, NOW)).toEqual(rows);
  });

  it('has ten complete years for every indicator and district, and the current year to last month', () => {
    for (const indicator of STAT_INDICATORS) {
      const series = new IndicatorSeries(indicator, points);
      for (const year of [2016, 2020, 2025]) {
        expect(
          series
            .ranking(year)
            .map((row) => row.district)
            .sort(),
          `${indicator} ${year}`,
        ).toEqual([...districts].sort());
      }
      const current = series.cityYear(2026);
      if (indicator === 'highValuePer10k' || indicator === 'geographicalIndications') {
        // Published once a year: nothing until the year has ended.
        expect(current).toBeNull();
      } else {
        expect(current, indicator).toMatchObject({ throughMonth: 10, change: expect.any(Number) });
      }
    }
  });

  it('passes the rules of the entry form (precision, non-negative, ended periods, districts)', () => {
    for (const row of rows) {
      const parsed = StatFigureInputSchema.safeParse({ ...row, note: '' });
      expect(parsed.success, JSON.stringify(row)).toBe(true);
    }
    // Additive indicators are stored by district only: the city figure is always their sum.
    const cityRows = rows.filter((row) => row.district === null);
    expect(new Set(cityRows.map((row) => row.indicator))).toEqual(new Set(['highValuePer10k']));
    expect(rows.every((row) => row.district === null || districts.includes(row.district ?? ''))).toBe(true);
  });

  it("keeps the city's ratio a population-weighted mean of the districts' ratios", () => {
    const series = new IndicatorSeries('highValuePer10k', points);
    for (let year = 2016; year <= 2025; year++) {
      const city = series.cityYear(year)?.value ?? Number.NaN;
      const values = series.ranking(year).map((row) => row.value);
      expect(city).toBeGreaterThan(Math.min(...values));
      expect(city).toBeLessThan(Math.max(...values));
    }
  });

  it('has realistic shapes: invention grants rising, utility models easing after their peak, stocks never falling', () => {
    const city = (indicator: (typeof STAT_INDICATORS)[number], year: number) =>
      new IndicatorSeries(indicator, points).cityYear(year)?.value ?? 0;
    expect(city('inventionGrants', 2025)).toBeGreaterThan(city('inventionGrants', 2016) * 2.5);
    expect(city('utilityApplications', 2021)).toBeGreaterThan(city('utilityApplications', 2024));
    for (const indicator of STAT_INDICATORS.filter((i) => STAT_INDICATOR_SPECS[i].measure === 'stock')) {
      if (indicator === 'highValuePer10k') continue;
      for (let year = 2017; year <= 2025; year++) {
        expect(city(indicator, year), `${indicator} ${year}`).toBeGreaterThanOrEqual(city(indicator, year - 1));
      }
    }
  });
});

describe('seeding the demo statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('loads once, and the front page and the home page show the figures', async () => {
    expect(await seedDemoStatistics(t.db, t.config)).toBe(true);
    const count = (await t.db.select({ id: statFigures.id }).from(statFigures)).length;
    expect(count).toBeGreaterThan(3000);
    expect(await seedDemoStatistics(t.db, t.config)).toBe(false);
    expect((await t.db.select({ id: statFigures.id }).from(statFigures)).length).toBe(count);

    const visitor = await t.visitorToken();
    const overview = (await call(t, visitor, 'GET', '/api/statistics/overview')).body.data as StatOverview;
    const now = currentStatMonth();
    // In January no month of the new year has ended yet: the newest figures are last year's.
    const year = now.month > 1 ? now.year : now.year - 1;
    expect(overview.years).toHaveLength(now.month > 1 ? 11 : 10);
    expect(overview.ranking).toHaveLength(districts.length);
    const home = (await call(t, visitor, 'GET', '/api/home')).body.data as Home;
    expect(home.figures.map((figure) => [figure.indicator, figure.year])).toEqual([
      ['inventionGrants', year],
      ['validInventionPatents', year],
      ['highValuePer10k', year - 1],
      ['trademarkRegistrations', year],
    ]);
  });
});
