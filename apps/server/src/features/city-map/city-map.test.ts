import type { CityMap, DistrictDetail, MapFigure, MapFigureInput, MapYearFigures, Page } from '@cityip/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { startWithRoleSessions, UNKNOWN_ID } from '../../../test/role-sessions.js';
import type { TestApp } from '../../../test/test-app.js';
import { logs } from '../logs/logs.tables.js';
import { buildStation, createService } from '../stations/station-test-kit.js';
import { mapFigures } from './city-map.tables.js';

let t: TestApp;
let admin: string;
let bus: string;
let visitor: string;

beforeAll(async () => {
  ({ t, admin, bus, visitor } = await startWithRoleSessions());
});
afterAll(async () => {
  await t?.close();
});

const figure = (overrides: Partial<MapFigureInput> = {}): MapFigureInput => ({
  district: 'yunhu',
  year: 2024,
  patentApplications: 12000,
  patentGrants: 7000,
  inventionGrants: 1500,
  validInventionPatents: 20000,
  pctApplications: 300,
  trademarkRegistrations: 15000,
  ...overrides,
});

async function createFigure(overrides: Partial<MapFigureInput> = {}): Promise<MapFigure> {
  const res = await call(t, bus, 'POST', '/api/admin/map-figures', { body: figure(overrides) });
  expect(res.status, res.text).toBe(200);
  return res.body.data as MapFigure;
}

const figureCount = async () => (await t.db.select({ total: count() }).from(mapFigures))[0]?.total;

describe('GET /api/city-map', () => {
  it("serves the configured map's boundaries with its review number, revalidated by tag", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/city-map', headers: { authorization: visitor } });
    expect(res.statusCode).toBe(200);
    const map = res.json<{ data: CityMap }>().data;
    expect(map.source).toBe('generated');
    expect(map.reviewNumber).toBeNull();
    expect(map.geoJson.features.map((f) => f.properties.code)).toEqual(
      t.config.cityProfile.districts.map((d) => d.code),
    );
    const tag = res.headers.etag as string;
    expect(tag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/city-map',
      headers: { authorization: visitor, 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await call(t, null, 'GET', '/api/city-map')).status).toBe(401);
  });
});

describe('map figures in the back office (/api/admin/map-figures)', () => {
  it('creates, lists newest year first in district order, edits and deletes', async () => {
    const a = await createFigure({ district: 'haibin', year: 2023 });
    const b = await createFigure({ district: 'yunhu', year: 2023 });
    const c = await createFigure({ district: 'haibin', year: 2022 });
    const page = (await call(t, admin, 'GET', '/api/admin/map-figures?pageSize=100')).body.data as Page<MapFigure>;
    const ours = page.items.filter((item) => [a.id, b.id, c.id].includes(item.id)).map((item) => item.id);
    expect(ours).toEqual([b.id, a.id, c.id]);
    const filtered = (await call(t, admin, 'GET', '/api/admin/map-figures?district=haibin&year=2022')).body
      .data as Page<MapFigure>;
    expect(filtered.items.map((item) => item.id)).toEqual([c.id]);

    const edited = await call(t, admin, 'PUT', `/api/admin/map-figures/${c.id}`, {
      body: figure({ district: 'haibin', year: 2021, patentApplications: 9999, note: '统计口径：按申请人地址' }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ year: 2021, patentApplications: 9999, note: '统计口径：按申请人地址' });
    expect((await call(t, admin, 'GET', `/api/admin/map-figures/${c.id}`)).body.data.year).toBe(2021);

    expect((await call(t, admin, 'DELETE', `/api/admin/map-figures/${c.id}`)).status).toBe(200);
    expect((await call(t, admin, 'GET', `/api/admin/map-figures/${c.id}`)).status).toBe(404);
  });

  it('keeps one row per district and year (409 on create and on edit)', async () => {
    await createFigure({ district: 'linjiang', year: 2020 });
    const other = await createFigure({ district: 'linjiang', year: 2019 });
    const again = await call(t, bus, 'POST', '/api/admin/map-figures', {
      body: figure({ district: 'linjiang', year: 2020 }),
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('临江区 2020 年的数据已存在，请编辑原有数据');
    const moved = await call(t, bus, 'PUT', `/api/admin/map-figures/${other.id}`, {
      body: figure({ district: 'linjiang', year: 2020 }),
      lang: 'en-US',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.msg).toBe('Figures for 临江区 in 2020 already exist. Please edit them instead.');
  });

  it('refuses invalid figures naming the field, and writes nothing (400)', async () => {
    const before = await figureCount();
    const fields = async (body: object) => {
      const res = await call(t, bus, 'POST', '/api/admin/map-figures', { body, lang: 'en-US' });
      expect(res.status, res.text).toBe(400);
      return res.body.data.errors as Array<{ field: string; message: string }>;
    };
    expect(await fields(figure({ district: 'atlantis' }))).toEqual([
      { field: 'district', message: "Please choose one of the city's districts." },
    ]);
    expect(await fields(figure({ year: 1999 }))).toEqual([
      { field: 'year', message: 'Please enter a year between 2000 and 2100.' },
    ]);
    expect(await fields(figure({ patentGrants: -1, pctApplications: 1.5 }))).toEqual([
      { field: 'patentGrants', message: 'Please enter a whole number of at least 0.' },
      { field: 'pctApplications', message: 'Please enter a whole number of at least 0.' },
    ]);
    const { inventionGrants: _missing, ...withoutOne } = figure();
    expect(await fields(withoutOne)).toEqual([{ field: 'inventionGrants', message: 'This field is required.' }]);
    expect(await figureCount()).toBe(before);
  });

  it('answers 404 for unknown rows and refuses roles outside the map module', async () => {
    expect((await call(t, admin, 'PUT', `/api/admin/map-figures/${UNKNOWN_ID}`, { body: figure() })).status).toBe(404);
    expect((await call(t, admin, 'DELETE', `/api/admin/map-figures/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await call(t, null, 'GET', '/api/admin/map-figures')).status).toBe(401);
    const asVisitor = await call(t, visitor, 'GET', '/api/admin/map-figures');
    expect([asVisitor.status, asVisitor.body.code]).toEqual([200, 1401]);
    for (const role of ['common', 'user'] as const) {
      const token = await t.loginAs(role);
      expect((await call(t, token, 'GET', '/api/admin/map-figures')).status).toBe(403);
      expect((await call(t, token, 'POST', '/api/admin/map-figures', { body: figure() })).status).toBe(403);
    }
  });

  it('writes the operation log for a write', async () => {
    const created = await createFigure({ district: 'fengling', year: 2018 });
    const rows = await t.db.select().from(logs).where(eq(logs.target, created.id));
    expect(rows).toEqual([expect.objectContaining({ action: 'mapFigure.create', success: true, role: 'bus' })]);
  });
});

describe('the map on the front site', () => {
  it("shows the latest year's figures of every district with outlet counts, or a chosen year", async () => {
    await createFigure({ district: 'songwan', year: 2030, patentApplications: 4321 });
    await createFigure({ district: 'jinsha', year: 2030 });
    const service = await createService(t, admin);
    await call(t, admin, 'POST', '/api/admin/stations', { body: buildStation(t, [service], { district: 'songwan' }) });
    await call(t, admin, 'POST', '/api/admin/stations', {
      body: buildStation(t, [service], { district: 'songwan', enabled: false }),
    });

    const latest = (await call(t, visitor, 'GET', '/api/city-map/figures')).body.data as MapYearFigures;
    expect(latest.year).toBe(2030);
    expect(latest.years[0]).toBe(2030);
    expect(latest.figures.map((f) => f.district).sort()).toEqual(['jinsha', 'songwan']);
    expect(latest.stationCounts.songwan).toBe(1);
    const older = (await call(t, visitor, 'GET', '/api/city-map/figures?year=2023')).body.data as MapYearFigures;
    expect(older.year).toBe(2023);
    expect(older.figures.every((f) => f.year === 2023)).toBe(true);
    expect((await call(t, visitor, 'GET', '/api/city-map/figures?year=abc')).status).toBe(400);
  });

  it("opens a district's detail: every year's figures, newest first, and its enabled outlets", async () => {
    await createFigure({ district: 'shiqiao', year: 2022 });
    await createFigure({ district: 'shiqiao', year: 2024 });
    const service = await createService(t, admin);
    const outlet = await call(t, admin, 'POST', '/api/admin/stations', {
      body: buildStation(t, [service], { district: 'shiqiao', name: '石桥区网点' }),
    });
    const detail = (await call(t, visitor, 'GET', '/api/city-map/districts/shiqiao')).body.data as DistrictDetail;
    expect(detail.district).toEqual({ code: 'shiqiao', name: '石桥区', nameEn: 'Shiqiao District' });
    expect(detail.figures.map((f) => f.year)).toEqual([2024, 2022]);
    expect(detail.stations.map((s) => s.id)).toEqual([outlet.body.data.id]);
    const unknown = await call(t, visitor, 'GET', '/api/city-map/districts/atlantis');
    expect([unknown.status, unknown.body.msg]).toEqual([404, '区域不存在']);
  });
});
