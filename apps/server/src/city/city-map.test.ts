import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type DistrictFeature,
  DistrictFeatureCollectionSchema,
  type DistrictGeometry,
  MAP_LIMITS,
  type Position,
} from '@cityip/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { type CityMapSettings, loadCityMap } from './city-map.js';
import { generateDistrictMap } from './demo-city-map.js';
import { DEMO_CITY_PROFILE } from './demo-city-profile.js';
import { geometryArea, inGeometry, ringProblem } from './geometry.js';
import { tilingProblem } from './tiling.js';

const directory = mkdtempSync(join(tmpdir(), 'cityip-map-'));
let files = 0;
/** Writes `content` (JSON unless a string) to a fresh file; returns its path. */
function mapFile(content: unknown): string {
  files += 1;
  const path = join(directory, `map-${files}.geojson`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const settings = (path: string | undefined, overrides: Partial<CityMapSettings> = {}): CityMapSettings => ({
  path,
  property: 'name',
  reviewNumber: 'GS(2099)0001号',
  ...overrides,
});

const square = (x: number, y: number, size = 0.1): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

/** A valid configured map of the demo districts: squares in a row, named as `name` says. */
function squaresMap(name: (index: number) => string | number = (i) => DEMO_CITY_PROFILE.districts[i]?.name ?? '') {
  return {
    type: 'FeatureCollection',
    features: DEMO_CITY_PROFILE.districts.map((_, i) => ({
      type: 'Feature',
      properties: { name: name(i), adcode: 440000 + i },
      geometry: { type: 'Polygon', coordinates: [square(113 + i * 0.1, 22.5)] },
    })),
  };
}

/** The error message loading `json` as the configured map gives. */
function refusal(json: unknown, overrides: Partial<CityMapSettings> = {}): string {
  try {
    loadCityMap(DEMO_CITY_PROFILE, settings(mapFile(json), overrides));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the map was accepted');
}

describe('the generated demo city map', () => {
  const map = generateDistrictMap(DEMO_CITY_PROFILE.districts);

  it('has one valid GeoJSON polygon per district of the demo profile, in profile order', () => {
    expect(DistrictFeatureCollectionSchema.safeParse(map).success).toBe(true);
    expect(map.features.map((f) => f.properties.code)).toEqual(DEMO_CITY_PROFILE.districts.map((d) => d.code));
    for (const feature of map.features) {
      expect(feature.geometry.type).toBe('Polygon');
      for (const ring of feature.geometry.coordinates as Position[][]) expect(ringProblem(ring)).toBeNull();
    }
  });

  it('tiles the city: no overlaps, no gaps, one outer border', () => {
    expect(tilingProblem(map.features)).toBeNull();
    // The wiggled borders were kept (the generator falls back to straight ones only on failure).
    const vertices = map.features.reduce((n, f) => n + (f.geometry.coordinates[0] as Position[]).length, 0);
    expect(vertices).toBeGreaterThan(map.features.length * 12);
  });

  it('is the same on every start and passes the configured-map check itself', () => {
    expect(generateDistrictMap(DEMO_CITY_PROFILE.districts)).toEqual(map);
    const path = mapFile(map);
    const loaded = loadCityMap(DEMO_CITY_PROFILE, settings(path, { property: 'code' }));
    expect(loaded.geoJson).toEqual(map);
  });

  it('gives every district a comparable share of the city', () => {
    const areas = map.features.map((f) => geometryArea(f.geometry));
    expect(Math.min(...areas) / Math.max(...areas)).toBeGreaterThan(0.2);
  });

  it('tiles any number of districts, e.g. a configured profile without its own map', () => {
    for (const count of [1, 2, 5, 14]) {
      const districts = Array.from({ length: count }, (_, i) => ({ code: `d${i}`, name: `区${i}`, nameEn: `D${i}` }));
      const features = generateDistrictMap(districts).features;
      expect(features).toHaveLength(count);
      expect(tilingProblem(features), `${count} districts`).toBeNull();
    }
  });

  it('is what the configuration serves without CITY_MAP, with no review number', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.cityMap).toEqual({ source: 'generated', reviewNumber: null, geoJson: map });
  });
});

describe('the tiling check', () => {
  const feature = (code: string, ring: Position[]): DistrictFeature => ({
    type: 'Feature',
    properties: { code, name: code, nameEn: code },
    geometry: { type: 'Polygon', coordinates: [ring] },
  });

  it('finds overlapping districts and gaps between them', () => {
    expect(tilingProblem([feature('a', square(0, 0, 2)), feature('b', square(1, 1, 2))])).toMatch(/a and b overlap/);
    expect(tilingProblem([feature('a', square(0, 0)), feature('b', square(0.1, 0))])).toBeNull();
    expect(tilingProblem([feature('a', square(0, 0)), feature('b', square(0.3, 0))])).toMatch(/not one closed line/);
    expect(tilingProblem([feature('a', square(0, 0)), feature('b', square(0, 0))])).toMatch(/they overlap/);
  });
});

describe('point in district', () => {
  it('tells inside from outside and respects holes', () => {
    const withHole: DistrictGeometry = { type: 'Polygon', coordinates: [square(0, 0, 10), square(4, 4, 2)] };
    expect(inGeometry([1, 1], withHole)).toBe(true);
    expect(inGeometry([5, 5], withHole)).toBe(false);
    expect(inGeometry([11, 1], withHole)).toBe(false);
  });
});

describe('a configured district map (CITY_MAP)', () => {
  it('is accepted when every district has a valid feature, named by name or code, with extra properties dropped', () => {
    const loaded = loadCityMap(DEMO_CITY_PROFILE, settings(mapFile(squaresMap())));
    expect(loaded.source).toBe('configured');
    expect(loaded.reviewNumber).toBe('GS(2099)0001号');
    expect(loaded.geoJson.features[0]?.properties).toEqual({ code: 'yunhu', name: '云湖区', nameEn: 'Yunhu District' });
    const byAdcode = squaresMap((i) => DEMO_CITY_PROFILE.districts[i]?.code ?? '');
    expect(
      loadCityMap(DEMO_CITY_PROFILE, settings(mapFile(byAdcode), { property: 'name' })).geoJson.features,
    ).toHaveLength(9);
  });

  it('accepts MultiPolygon districts (islands)', () => {
    const json = squaresMap();
    json.features[1] = {
      type: 'Feature',
      properties: { name: '海滨区', adcode: 1 },
      geometry: { type: 'MultiPolygon', coordinates: [[square(114, 22)], [square(114.5, 22)]] } as never,
    };
    const loaded = loadCityMap(DEMO_CITY_PROFILE, settings(mapFile(json)));
    expect(loaded.geoJson.features[1]?.geometry.type).toBe('MultiPolygon');
  });

  it('refuses a file that is not JSON or not a FeatureCollection', () => {
    expect(refusal('{"type": "FeatureCollection", ')).toMatch(/^CITY_MAP .*map-\d+\.geojson: .*JSON/);
    expect(refusal({ type: 'Feature' })).toContain('(file) is not a GeoJSON FeatureCollection');
  });

  it('names the feature and the place of each geometry problem', () => {
    const json = squaresMap();
    const set = (i: number, geometry: unknown) => {
      (json.features[i] as { geometry: unknown }).geometry = geometry;
    };
    set(0, { type: 'Point', coordinates: [113, 22] });
    set(1, {
      type: 'Polygon',
      coordinates: [
        [
          [113, 22],
          [113.1, 22],
          [113.1, 22.1],
          [113, 22.1],
        ],
      ],
    });
    set(2, {
      type: 'Polygon',
      coordinates: [
        [
          [113, 22],
          [113.1, 22],
          [113, 22],
        ],
      ],
    });
    set(3, {
      type: 'Polygon',
      coordinates: [
        [
          [113, 22],
          [213, 22],
          [113.1, 22.1],
          [113, 22],
        ],
      ],
    });
    set(4, {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [3, 2],
          [3, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    });
    set(5, { type: 'Polygon', coordinates: [[[113, 22], 'x', [113.1, 22.1], [113, 22]]] });
    const message = refusal(json);
    expect(message).toMatch(/^CITY_MAP .* is not a valid district map:\n/);
    expect(message).toContain(
      'features[0] (name "云湖区") geometry.type is "Point"; only Polygon and MultiPolygon are accepted',
    );
    expect(message).toContain('features[1] (name "海滨区") geometry.coordinates[0] is not closed');
    expect(message).toContain(
      'features[2] (name "临江区") geometry.coordinates[0] has 3 positions; a ring needs at least 4',
    );
    expect(message).toContain(
      'features[3] (name "凤岭区") geometry.coordinates[0][1]: longitude 213 is outside -180..180',
    );
    expect(message).toContain('features[4] (name "南港区") geometry.coordinates[0] crosses itself');
    expect(message).toContain(
      'features[5] (name "青禾区") geometry.coordinates[0][1] is not a [longitude, latitude] position',
    );
  });

  it('refuses a map beyond what the API serves (MAP_LIMITS), naming the place', () => {
    const json = squaresMap();
    const set = (i: number, geometry: unknown) => {
      (json.features[i] as { geometry: unknown }).geometry = geometry;
    };
    const ring = square(113, 22);
    const longRing = [...Array.from({ length: MAP_LIMITS.ringPositions }, () => [113, 22]), [113, 22]];
    set(0, { type: 'Polygon', coordinates: [longRing] });
    set(1, { type: 'Polygon', coordinates: Array.from({ length: MAP_LIMITS.rings + 1 }, () => ring) });
    set(2, { type: 'MultiPolygon', coordinates: Array.from({ length: MAP_LIMITS.polygons + 1 }, () => [ring]) });
    const message = refusal(json);
    expect(message).toContain(
      `features[0] (name "云湖区") geometry.coordinates[0] has ${MAP_LIMITS.ringPositions + 1} positions; at most ${MAP_LIMITS.ringPositions} are served (simplify the map)`,
    );
    expect(message).toContain(
      `features[1] (name "海滨区") geometry.coordinates has ${MAP_LIMITS.rings + 1} rings; at most ${MAP_LIMITS.rings} are served`,
    );
    expect(message).toContain(
      `features[2] (name "临江区") geometry.coordinates has ${MAP_LIMITS.polygons + 1} polygons; at most ${MAP_LIMITS.polygons} are served`,
    );
  });

  it('refuses features for unknown districts, duplicates, and districts without a feature', () => {
    const json = squaresMap();
    (json.features[0] as { properties: object }).properties = { name: '不存在区' };
    (json.features[2] as { properties: object }).properties = { name: '海滨区' };
    (json.features[3] as { properties: object }).properties = { title: '凤岭区' };
    const message = refusal(json);
    expect(message).toContain(
      'features[0] (name "不存在区") names no district of the city profile (its districts: yunhu, haibin,',
    );
    expect(message).toContain(
      'features[2] (name "海滨区") is a second feature for district haibin (features[1] is the first',
    );
    expect(message).toContain('features[3] has no properties.name naming its district');
    expect(message).toContain('district yunhu (云湖区) has no feature');
    expect(message).toContain('district linjiang (临江区) has no feature');
    expect(message).toContain('district fengling (凤岭区) has no feature');
  });

  it('is refused without its review number, and a review number without a map is refused too', () => {
    expect(refusal(squaresMap(), { reviewNumber: undefined })).toContain(
      'CITY_MAP_REVIEW_NUMBER: required with CITY_MAP',
    );
    expect(() => loadCityMap(DEMO_CITY_PROFILE, settings(undefined))).toThrow(/CITY_MAP is not/);
  });

  it('stops the configuration with the reasons (ConfigError), read from the environment', () => {
    const path = mapFile({ type: 'FeatureCollection', features: [] });
    const load = () => loadConfig({ NODE_ENV: 'test', CITY_MAP: path, CITY_MAP_REVIEW_NUMBER: 'GS(2099)0001号' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/district yunhu \(云湖区\) has no feature/);
    const ok = loadConfig({
      NODE_ENV: 'test',
      CITY_MAP: mapFile(squaresMap()),
      CITY_MAP_REVIEW_NUMBER: 'GS(2099)0001号',
    });
    expect(ok.cityMap.source).toBe('configured');
  });
});
