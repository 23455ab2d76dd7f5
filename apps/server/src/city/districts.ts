import type { District, Locale } from '@cityip/contracts';
import type { Config } from '../config.js';
import { fieldRefusal } from '../lib/errors.js';
import { inGeometry } from './geometry.js';

/** The configured district with this code, or null. */
export function findDistrict(config: Pick<Config, 'cityProfile'>, code: string): District | null {
  return config.cityProfile.districts.find((district) => district.code === code) ?? null;
}

/** The configured district with this code; a 400 on `field` when the city has no such district. */
export function requireDistrict(config: Pick<Config, 'cityProfile'>, locale: Locale, code: string, field = 'district') {
  const district = findDistrict(config, code);
  if (!district) throw fieldRefusal(locale, [{ field, message: 'validation.district' }]);
  return district;
}

/** Whether the point `[longitude, latitude]` lies inside the district on the configured map. */
export function isInsideDistrict(config: Pick<Config, 'cityMap'>, code: string, point: [number, number]): boolean {
  const feature = config.cityMap.geoJson.features.find((f) => f.properties.code === code);
  return feature ? inGeometry(point, feature.geometry) : false;
}
