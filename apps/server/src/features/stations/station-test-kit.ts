import type { Position, StationInput, StationServiceInput } from '@cityip/contracts';
import { expect } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import { interiorPoints } from '../../city/geometry.js';

/** Test support for the outlet and map suites (imported by tests only). */

/** A point inside `district` on the test app's map (the `index`-th of a few spread-out ones). */
export function pointIn(t: TestApp, district: string, index = 0): Position {
  const feature = t.config.cityMap.geoJson.features.find((f) => f.properties.code === district);
  if (!feature) throw new Error(`no district ${district} on the map`);
  const point = interiorPoints(feature.geometry, index + 1)[index];
  if (!point) throw new Error(`no point ${index} in ${district}`);
  return point;
}

let sequence = 0;

/** A valid outlet in `district` offering `serviceIds`, open on weekdays 09:00–12:00 and 13:30–17:30. */
export function buildStation(t: TestApp, serviceIds: string[], overrides: Partial<StationInput> = {}): StationInput {
  sequence += 1;
  const district = overrides.district ?? 'yunhu';
  const onMap = t.config.cityMap.geoJson.features.some((f) => f.properties.code === district);
  const [longitude, latitude] = pointIn(t, onMap ? district : 'yunhu', sequence % 3);
  const day = [
    { start: '09:00', end: '12:00' },
    { start: '13:30', end: '17:30' },
  ];
  return {
    name: `测试服务网点${sequence}`,
    kind: 'workstation',
    district,
    address: `测试路 ${sequence} 号`,
    longitude,
    latitude,
    phone: '0000-88612001',
    hours: { mode: 'scheduled', weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] } },
    serviceIds,
    ...overrides,
  };
}

/** Adds a catalogue service through the API as `token`; returns its id. */
export async function createService(t: TestApp, token: string, overrides: Partial<StationServiceInput> = {}) {
  sequence += 1;
  const res = await call(t, token, 'POST', '/api/admin/station-services', {
    body: { name: `测试服务${sequence}`, ...overrides },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
}
