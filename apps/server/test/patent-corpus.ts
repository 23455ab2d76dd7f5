import type { CityProfile } from '@cityip/contracts';
import { DEMO_CITY_PROFILE } from '../src/city/demo-city-profile.js';
import type { Db } from '../src/db/client.js';
import { generatePatents } from '../src/features/patents/corpus/generate/generate-patents.js';
import { loadPatents } from '../src/features/patents/corpus/load/load-patents.js';
import type { PatentRecord } from '../src/features/patents/corpus/patent-record.js';

/** The test corpus's "today": fixed, so a test's expected figures do not move with the calendar. */
export const TEST_CORPUS_AS_OF = '2026-06-30';

export interface SeedPatentsOptions {
  count: number;
  seed?: number;
  asOf?: string;
  profile?: CityProfile;
  cityName?: string;
}

/**
 * Loads `count` generated patents of the demo city (seed 1 unless given) into `db` and returns
 * them, so a test can compute what it expects from the records it stored.
 */
export async function seedPatents(db: Db, options: SeedPatentsOptions): Promise<PatentRecord[]> {
  const records = [
    ...generatePatents({
      count: options.count,
      seed: options.seed ?? 1,
      asOf: options.asOf ?? TEST_CORPUS_AS_OF,
      profile: options.profile ?? DEMO_CITY_PROFILE,
      cityName: options.cityName ?? '示范市',
    }),
  ];
  await loadPatents(db, records);
  return records;
}
