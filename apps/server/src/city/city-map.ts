import { readFileSync } from 'node:fs';
import {
  type CityMap,
  type CityProfile,
  type District,
  type DistrictFeature,
  type DistrictGeometry,
  MAP_LIMITS,
  type Position,
} from '@cityip/contracts';
import { generateDistrictMap } from './demo-city-map.js';
import { ringProblem } from './geometry.js';

/** Where the district boundaries come from (CITY_MAP, CITY_MAP_PROPERTY, CITY_MAP_REVIEW_NUMBER). */
export interface CityMapSettings {
  /** A GeoJSON file; undefined for the generated schematic map. */
  path: string | undefined;
  /** The feature property that names the district (its code or its name). */
  property: string;
  /** The map review number (审图号) of the configured map. */
  reviewNumber: string | undefined;
}

/** At most this many problems are listed; a file that wrong needs fixing at its source anyway. */
const MAX_PROBLEMS = 20;

/**
 * The district map: the deployer's GeoJSON file, checked, or else the generated schematic map of
 * the profile's districts. A configured map must come with its review number (it is shown under
 * every map, as Chinese law requires for published maps); the schematic map shows no real
 * territory and carries none. Throws an Error listing what is wrong.
 */
export function loadCityMap(profile: CityProfile, settings: CityMapSettings): CityMap {
  if (!settings.path) {
    if (settings.reviewNumber) {
      throw new Error(
        'CITY_MAP_REVIEW_NUMBER is set but CITY_MAP is not: a review number belongs to a configured map file.',
      );
    }
    return { source: 'generated', reviewNumber: null, geoJson: generateDistrictMap(profile.districts) };
  }
  if (!settings.reviewNumber) {
    throw new Error(
      `CITY_MAP_REVIEW_NUMBER: required with CITY_MAP (the map review number, 审图号, is shown under every map).`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(settings.path, 'utf8'));
  } catch (error) {
    throw new Error(`CITY_MAP ${settings.path}: ${(error as Error).message}`);
  }
  const result = checkDistrictMap(json, profile.districts, settings.property);
  if ('problems' in result) {
    const shown = result.problems.slice(0, MAX_PROBLEMS).map((problem) => `  ${problem}`);
    if (result.problems.length > MAX_PROBLEMS) shown.push(`  … and ${result.problems.length - MAX_PROBLEMS} more`);
    throw new Error(`CITY_MAP ${settings.path} is not a valid district map:\n${shown.join('\n')}`);
  }
  return {
    source: 'configured',
    reviewNumber: settings.reviewNumber,
    geoJson: { type: 'FeatureCollection', features: result.features },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A position as `[longitude, latitude]`, or why it is not one. */
function readPosition(value: unknown, at: string, problems: string[]): Position | null {
  if (!Array.isArray(value) || value.length < 2 || !value.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    problems.push(`${at} is not a [longitude, latitude] position`);
    return null;
  }
  const [lon, lat] = value as [number, number];
  if (lon < -180 || lon > 180) problems.push(`${at}: longitude ${lon} is outside -180..180`);
  else if (lat < -90 || lat > 90) problems.push(`${at}: latitude ${lat} is outside -90..90`);
  else return [lon, lat];
  return null;
}

/**
 * Whether `list` is within the map's limit of `what` (MAP_LIMITS, what the API states it serves);
 * a list beyond it is recorded as a problem.
 */
function withinLimit(list: unknown[], what: keyof typeof MAP_LIMITS, at: string, problems: string[]): boolean {
  if (list.length <= MAP_LIMITS[what]) return true;
  problems.push(
    `${at} has ${list.length} ${what === 'ringPositions' ? 'positions' : what}; at most ${MAP_LIMITS[what]} are served (simplify the map)`,
  );
  return false;
}

/** A polygon's rings, each a simple closed ring, or null after recording why not. */
function readPolygon(value: unknown, at: string, problems: string[]): Position[][] | null {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(`${at} is not a list of rings`);
    return null;
  }
  if (!withinLimit(value, 'rings', at, problems)) return null;
  const before = problems.length;
  const rings = value.map((ring, r) => {
    const ringAt = `${at}[${r}]`;
    if (!Array.isArray(ring)) {
      problems.push(`${ringAt} is not a ring (a list of positions)`);
      return [];
    }
    if (!withinLimit(ring, 'ringPositions', ringAt, problems)) return [];
    const positions = ring.map((position, p) => readPosition(position, `${ringAt}[${p}]`, problems));
    if (positions.some((p) => p === null)) return [];
    const problem = ringProblem(positions as Position[]);
    if (problem) problems.push(`${ringAt} ${problem}`);
    return positions as Position[];
  });
  return problems.length === before ? rings : null;
}

function readGeometry(value: unknown, at: string, problems: string[]): DistrictGeometry | null {
  if (!isObject(value)) {
    problems.push(`${at} is missing`);
    return null;
  }
  if (value.type === 'Polygon') {
    const rings = readPolygon(value.coordinates, `${at}.coordinates`, problems);
    return rings && { type: 'Polygon', coordinates: rings };
  }
  if (value.type === 'MultiPolygon') {
    if (!Array.isArray(value.coordinates) || value.coordinates.length === 0) {
      problems.push(`${at}.coordinates is not a list of polygons`);
      return null;
    }
    if (!withinLimit(value.coordinates, 'polygons', `${at}.coordinates`, problems)) return null;
    const polygons = value.coordinates.map((polygon, i) => readPolygon(polygon, `${at}.coordinates[${i}]`, problems));
    return polygons.every((p) => p !== null) ? { type: 'MultiPolygon', coordinates: polygons as Position[][][] } : null;
  }
  problems.push(`${at}.type is ${JSON.stringify(value.type)}; only Polygon and MultiPolygon are accepted`);
  return null;
}

/**
 * Checks a parsed GeoJSON document as a district map of `districts`: a FeatureCollection with one
 * Polygon or MultiPolygon feature per district, named by `property` (the district's code or
 * name), with valid positions and simple closed rings. Returns the features renamed by district
 * code (other properties dropped), or every problem found, each naming where it is.
 */
export function checkDistrictMap(
  json: unknown,
  districts: readonly District[],
  property: string,
): { features: DistrictFeature[] } | { problems: string[] } {
  if (!isObject(json) || json.type !== 'FeatureCollection' || !Array.isArray(json.features)) {
    return { problems: ['(file) is not a GeoJSON FeatureCollection with a "features" list'] };
  }
  const problems: string[] = [];
  const byDistrict = new Map<string, { index: number; feature: DistrictFeature }>();
  const expected = districts.map((d) => d.code).join(', ');
  json.features.forEach((feature: unknown, index) => {
    let at = `features[${index}]`;
    if (!isObject(feature) || feature.type !== 'Feature') {
      problems.push(`${at} is not a GeoJSON Feature`);
      return;
    }
    const value = isObject(feature.properties) ? feature.properties[property] : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') {
      problems.push(`${at} has no properties.${property} naming its district`);
      return;
    }
    const name = String(value).trim();
    at = `${at} (${property} "${name}")`;
    const district = districts.find((d) => d.code === name || d.name === name);
    if (!district) {
      problems.push(`${at} names no district of the city profile (its districts: ${expected})`);
      return;
    }
    const earlier = byDistrict.get(district.code);
    if (earlier) {
      problems.push(
        `${at} is a second feature for district ${district.code} (features[${earlier.index}] is the first; join them into one MultiPolygon)`,
      );
      return;
    }
    const geometry = readGeometry(feature.geometry, `${at} geometry`, problems);
    if (!geometry) return;
    byDistrict.set(district.code, {
      index,
      feature: {
        type: 'Feature',
        properties: { code: district.code, name: district.name, nameEn: district.nameEn },
        geometry,
      },
    });
  });
  for (const district of districts) {
    if (
      !byDistrict.has(district.code) &&
      !problems.some((p) => p.includes(`"${district.code}"`) || p.includes(`"${district.name}"`))
    ) {
      problems.push(`district ${district.code} (${district.name}) has no feature`);
    }
  }
  if (problems.length) return { problems };
  return { features: districts.map((d) => (byDistrict.get(d.code) as { feature: DistrictFeature }).feature) };
}
