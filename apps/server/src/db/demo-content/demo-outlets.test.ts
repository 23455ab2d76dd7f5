import {
  type MapYearFigures,
  STATION_TEXT_MAX,
  type Station,
  type StationService,
  type StationSummary,
} from '@cityip/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { inGeometry, labelPointOf } from '../../city/geometry.js';
import { stationServices, stations } from '../../features/stations/stations.tables.js';
import { seedMarks } from '../seed-marks.tables.js';
import { seedDemoOutlets } from './demo-outlets.js';

let t: TestApp;
let visitor: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  expect(await seedDemoOutlets(t.db, t.app.storage, t.config)).toBe(true);
  visitor = await t.visitorToken();
}, 60_000);
afterAll(() => t.close());

const get = async <T>(url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: auth(visitor) })).json<{ data: T }>().data;

describe('demo service outlets and map figures', () => {
  it('has at least 12 enabled outlets, each inside its own district on the map', async () => {
    const outlets = await get<StationSummary[]>('/api/stations');
    expect(outlets.length).toBeGreaterThanOrEqual(12);
    for (const outlet of outlets) {
      const feature = t.config.cityMap.geoJson.features.find((f) => f.properties.code === outlet.district);
      expect(feature, outlet.name).toBeDefined();
      expect(
        inGeometry([outlet.longitude, outlet.latitude], feature?.geometry ?? { type: 'Polygon', coordinates: [] }),
        outlet.name,
      ).toBe(true);
    }
    // Markers stay clear of the district names the map writes (both are clickable).
    for (const outlet of outlets) {
      const feature = t.config.cityMap.geoJson.features.find((f) => f.properties.code === outlet.district);
      const [x, y] = labelPointOf(feature?.geometry ?? { type: 'Polygon', coordinates: [] });
      expect(Math.hypot(outlet.longitude - x, outlet.latitude - y), outlet.name).toBeGreaterThan(0.035);
    }
    // Every district has an outlet, and no two outlets share a spot.
    expect(new Set(outlets.map((o) => o.district)).size).toBe(t.config.cityProfile.districts.length);
    expect(new Set(outlets.map((o) => `${o.longitude},${o.latitude}`)).size).toBe(outlets.length);
  });

  it('gives every outlet photos that are served, weekday hours, services and directions', async () => {
    const [summary] = await get<StationSummary[]>('/api/stations');
    const outlet = await get<Station>(`/api/stations/${summary?.id}`);
    expect(outlet.photos).toHaveLength(2);
    for (const photo of outlet.photos) {
      const file = await t.app.inject({ method: 'GET', url: `/api/files/${photo.id}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    expect(outlet.hours.mode).toBe('scheduled');
    expect(outlet.hours.weekly.mon.length).toBeGreaterThan(0);
    expect(outlet.services.length).toBeGreaterThan(0);
    expect(outlet.directions).not.toBe('');
    const services = await get<StationService[]>('/api/station-services');
    expect(services.length).toBeGreaterThanOrEqual(8);
    expect(services.every((service) => service.stationCount > 0)).toBe(true);
  });

  it("has every district's figures for the latest year, and runs only once", async () => {
    const figures = await get<MapYearFigures>('/api/city-map/figures');
    expect(figures.year).toBe(2025);
    expect(figures.years).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(figures.figures.map((f) => f.district).sort()).toEqual(
      t.config.cityProfile.districts.map((d) => d.code).sort(),
    );
    expect(await seedDemoOutlets(t.db, t.app.storage, t.config)).toBe(false);
  });

  it('stops with the form’s reasons and writes nothing when a configured name makes an outlet too long', async () => {
    const total = async () => ({
      stations: (await t.db.select({ n: count() }).from(stations))[0]?.n,
      services: (await t.db.select({ n: count() }).from(stationServices))[0]?.n,
    });
    const before = await total();
    const mark = eq(seedMarks.name, 'demo-outlets-v1');
    await t.db.delete(seedMarks).where(mark);
    try {
      const cityName = '长'.repeat(STATION_TEXT_MAX.name);
      await expect(seedDemoOutlets(t.db, t.app.storage, { ...t.config, cityName })).rejects.toThrow(
        /^Demo outlet ".+" does not fit the outlet form: name: This is too long\./,
      );
      expect(await total()).toEqual(before);
      expect(await t.db.select().from(seedMarks).where(mark)).toEqual([]);
    } finally {
      await t.db.insert(seedMarks).values({ name: 'demo-outlets-v1' }).onConflictDoNothing();
    }
  });
});
