import { readFileSync } from 'node:fs';
import { type CityProfile, CityProfileSchema } from '@cityip/contracts';
import { DEMO_CITY_PROFILE } from './demo-city-profile.js';

/**
 * The city profile from the JSON file at `path`, or the demo city's when no path is configured.
 * A file that does not parse or does not match the schema stops the start with the reasons.
 */
export function loadCityProfile(path: string | undefined): CityProfile {
  if (!path) return DEMO_CITY_PROFILE;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`CITY_PROFILE ${path}: ${(error as Error).message}`);
  }
  const parsed = CityProfileSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`CITY_PROFILE ${path} is not a valid city profile:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
