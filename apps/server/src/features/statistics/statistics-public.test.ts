import type { StatIndicatorDetail, StatOverview } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildFigure, fileFigures, PAST } from './statistics-test-kit.js';

let t: TestApp;
let bus: string;
let visitor: string;

const Y = PAST;
const monthsOf = (indicator: 'inventionApplications', district: string, year: number, values: number[]) =>
  values.map((value, index) => buildFigure({ indicator, district, year, month: index + 1, value }));

beforeAll(async () => {
  t = await createTestApp();
  bus = await t.loginAs('bus');
  visitor = await t.visitorToken();
  await fileFigures(t, bus, [
    buildFigure({ indicator: 'inventionGrants', district: 'yunhu', year: Y - 1, value: 100 }),
    buildFigure({ indicator: 'inventionGrants', district: 'haibin', year: Y - 1, value: 100 }),
    buildFigure({ indicator: 'inventionGrants', district: 'yunhu', year: Y, value: 150 }),
    buildFigure({ indicator: 'inventionGrants', district: 'haibin', year: Y, value: 90 }),
    buildFigure({ indicator: 'utilityGrants', district: 'yunhu', year: Y, value: 500 }),
    buildFigure({ indicator: 'designGrants', district: 'haibin', year: Y, value: 260 }),
    buildFigure({ indicator: 'highValuePer10k', district: null, year: Y - 1, value: 10 }),
    buildFigure({ indicator: 'highValuePer10k', district: null, year: Y, value: 12.5 }),
    buildFigure({ indicator: 'highValuePer10k', district: 'yunhu', year: Y, value: 30 }),
    buildFigure({ indicator: 'highValuePer10k', district: 'haibin', year: Y, value: 8 }),
    ...monthsOf('inventionApplications', 'linjiang', Y, [10, 20, 30]),
    ...monthsOf('inventionApplications', 'linjiang', Y - 1, [5, 5, 5, 5]),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const overview = async (query: string) =>
  (await call(t, visitor, 'GET', `/api/statistics/overview?${query}`)).body.data as StatOverview;
const detail = async (query: string) =>
  (await call(t, visitor, 'GET', `/api/statistics/detail?${query}`)).body.data as StatIndicatorDetail;

describe('GET /api/statistics/overview', () => {
  it('has the headline figures of the newest year with year-on-year changes', async () => {
    const data = await overview('indicator=inventionGrants');
    expect(data.years).toEqual([Y, Y - 1]);
    expect(data.year).toBe(Y);
    const headline = (indicator: string) => data.headlines.find((h) => h.indicator === indicator)?.figure;
    expect(headline('inventionGrants')).toEqual({ value: 240, throughMonth: 12, previous: 200, change: 0.2 });
    // The ratio's city figure is its own row, not a sum or mean of the districts' 30 and 8.
    expect(headline('highValuePer10k')).toEqual({ value: 12.5, throughMonth: 12, previous: 10, change: 0.25 });
    // A year under way is compared with the same months of the year before.
    expect(headline('inventionApplications')).toEqual({ value: 60, throughMonth: 3, previous: 15, change: 3 });
    expect(headline('pctApplications')).toBeNull();
  });

  it("has the indicator's trend, the districts ranked with their share, and the grant composition", async () => {
    const data = await overview(`indicator=inventionGrants&year=${Y}`);
    expect(data.trend.map((point) => [point.year, point.value, point.change])).toEqual([
      [Y - 1, 200, null],
      [Y, 240, 0.2],
    ]);
    expect(data.ranking).toEqual([
      { district: 'yunhu', value: 150, throughMonth: 12, previous: 100, change: 0.5, rank: 1, share: 0.625 },
      { district: 'haibin', value: 90, throughMonth: 12, previous: 100, change: -0.1, rank: 2, share: 0.375 },
    ]);
    expect(data.compositions.find((c) => c.key === 'patentGrants')?.parts).toEqual([
      { indicator: 'inventionGrants', value: 240 },
      { indicator: 'utilityGrants', value: 500 },
      { indicator: 'designGrants', value: 260 },
    ]);
  });

  it('follows the chosen year, and falls back to the newest for a year without figures', async () => {
    const earlier = await overview(`indicator=inventionGrants&year=${Y - 1}`);
    expect(earlier.year).toBe(Y - 1);
    expect(earlier.headlines.find((h) => h.indicator === 'inventionGrants')?.figure?.value).toBe(200);
    expect((await overview('year=1990')).year).toBe(Y);
  });

  it('shows a saved figure at once (the cache is dropped on every write)', async () => {
    await overview('indicator=pctApplications');
    await fileFigures(t, bus, [buildFigure({ indicator: 'pctApplications', district: 'yunhu', year: Y, value: 7 })]);
    const data = await overview('indicator=pctApplications');
    expect(data.headlines.find((h) => h.indicator === 'pctApplications')?.figure?.value).toBe(7);
  });

  it('refuses an unknown indicator (400) and a caller without a token (401)', async () => {
    const res = await call(t, visitor, 'GET', '/api/statistics/overview?indicator=gdp');
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'indicator', message: '请选择有效的统计指标' }]);
    expect((await call(t, null, 'GET', '/api/statistics/overview')).status).toBe(401);
  });
});

describe('GET /api/statistics/detail', () => {
  it("has one indicator's months against the year before and its district-by-year table", async () => {
    const data = await detail(`indicator=inventionApplications&year=${Y}`);
    expect(data.figure).toMatchObject({ value: 60, throughMonth: 3 });
    expect(data.monthly).toEqual([
      { month: 1, value: 10, previous: 5 },
      { month: 2, value: 20, previous: 5 },
      { month: 3, value: 30, previous: 5 },
    ]);
    expect(data.table).toEqual({
      years: [Y - 1, Y],
      rows: [
        { district: null, values: [20, 60] },
        { district: 'linjiang', values: [20, 60] },
      ],
    });
  });

  it('keeps the ratio city-wide in its table and ranks its districts without shares', async () => {
    const data = await detail('indicator=highValuePer10k');
    expect(data.year).toBe(Y);
    expect(data.table.rows[0]).toEqual({ district: null, values: [10, 12.5] });
    expect(data.ranking.map((row) => [row.district, row.value, row.share])).toEqual([
      ['yunhu', 30, null],
      ['haibin', 8, null],
    ]);
  });

  it('is empty for an indicator without figures', async () => {
    const data = await detail('indicator=geographicalIndications');
    expect(data).toMatchObject({ years: [], year: null, figure: null, trend: [], monthly: [], ranking: [] });
  });
});
