import { type CityProfile, Code, type IndustryDetail, type IndustryOverview } from '@cityip/contracts';
import { LEGAL_STATUSES, PATENT_TYPES } from '@cityip/patent-query';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { breakDownCounted } from './breakdown.js';
import { byCount, labelled, nameIn, yearsByType } from './buckets.js';
import { readThroughCorpusCache } from './corpus-cache.js';
import { selectRows } from './statements.js';

const INVENTION = PATENT_TYPES.findIndex((t) => t.code === 'invention');
const VALID = LEGAL_STATUSES.findIndex((s) => s.code === 'valid');
const TOP_APPLICANTS = 10;
const TOP_SUBCLASSES = 10;

/**
 * Headline figures per industry in one pass over the narrow table. "Last year" is the last
 * complete calendar year of the database clock, the one before it is for the year-on-year change;
 * open licences count offers that still stand.
 */
async function overviews(db: Db, where: SQL): Promise<IndustryOverview[]> {
  return selectRows<IndustryOverview>(
    db,
    sql`select s.industry as code,
          count(*)::int as "patentCount",
          (count(*) filter (where s.patent_type = ${INVENTION}))::int as "inventionCount",
          (count(*) filter (where s.legal_status = ${VALID}))::int as "validCount",
          (count(*) filter (where s.application_year = extract(year from current_date)::int - 1))::int as "lastYearCount",
          (count(*) filter (where s.application_year = extract(year from current_date)::int - 2))::int as "previousYearCount",
          count(l.patent_id)::int as "openLicenceCount"
        from patent_search s
        left join patent_licences l on l.patent_id = s.patent_id and l.valid_until >= current_date
        where ${where}
        group by s.industry`,
  );
}

const zero = (code: string): IndustryOverview => ({
  code,
  patentCount: 0,
  inventionCount: 0,
  validCount: 0,
  lastYearCount: 0,
  previousYearCount: 0,
  openLicenceCount: 0,
});

/** `GET /api/data/industries`: every key industry of the profile, in profile order, zeros included. */
export async function listIndustries(db: Db, profile: CityProfile): Promise<IndustryOverview[]> {
  const all = await readThroughCorpusCache(db, 'industries', () => overviews(db, sql`s.industry is not null`));
  const found = new Map(all.map((o) => [o.code, o]));
  return profile.industries.map((industry) => found.get(industry.code) ?? zero(industry.code));
}

/**
 * `GET /api/data/industries/:code`: one industry's figures, applications per year and type, top
 * applicants, districts and IPC subclasses. The breakdowns read the facets' 10% sample (counts
 * ×10) for large industries (breakdown.ts); the headline figures are exact. Both lists are corpus-wide scans,
 * cached for a few minutes (corpus-cache.ts).
 */
export async function getIndustry(db: Db, profile: CityProfile, code: string): Promise<IndustryDetail> {
  if (!profile.industries.some((i) => i.code === code)) throw new AppError(Code.NOT_FOUND, 'error.industryNotFound');
  return readThroughCorpusCache(db, `industry:${code}`, () => industryDetail(db, profile, code));
}

async function industryDetail(db: Db, profile: CityProfile, code: string): Promise<IndustryDetail> {
  const where = sql`s.industry = ${code}`;
  const [overview = zero(code)] = await overviews(db, where);
  const { sampled, sets, applicants, ipcSubclasses } = await breakDownCounted(db, where, overview.patentCount, {
    sets: { byYear: ['application_year', 'patent_type'], byDistrict: ['district'] },
    applicants: TOP_APPLICANTS,
    ipcSubclasses: TOP_SUBCLASSES,
  });
  return {
    ...overview,
    approximate: sampled,
    byYear: yearsByType(sets.byYear),
    topApplicants: applicants,
    byDistrict: labelled(sets.byDistrict, nameIn(profile.districts)).sort(byCount),
    byIpcSubclass: ipcSubclasses,
  };
}
