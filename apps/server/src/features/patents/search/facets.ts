import type { CityProfile, PatentFacets } from '@cityip/contracts';
import { LEGAL_STATUSES, PATENT_TYPES } from '@cityip/patent-query';
import type { Db } from '../../../db/client.js';
import { countAndBreakDown } from './breakdown.js';
import { byCount, enumBuckets, labelled, nameIn } from './buckets.js';
import { readThroughCorpusCache } from './corpus-cache.js';
import { readExpression } from './expression.js';

const FACET_SETS = {
  patentType: ['patent_type'],
  legalStatus: ['legal_status'],
  year: ['application_year'],
  ipcSection: ['ipc_section'],
  ipcClass: ['ipc_class'],
  district: ['district'],
  industry: ['industry'],
} as const;
/** Most applicants listed (the filter panel's "top 50"). */
const APPLICANT_BUCKETS = 50;

/**
 * `GET /api/data/patents/facets`: the filter panel's counts for the current expression, every
 * facet at once (breakdown.ts), from a 10% sample with `approximate: true` above 50,000 matches;
 * `total` stays exact. Values: buckets.ts, plus
 * `G*`/`G06*` prefixes for the IPC section and class of the main code.
 */
export async function patentFacets(db: Db, profile: CityProfile, q: string): Promise<PatentFacets> {
  const expression = readExpression(q, profile);
  const count = () =>
    countAndBreakDown(db, expression, { sets: FACET_SETS, applicants: APPLICANT_BUCKETS, ipcSubclasses: 0 });
  // The empty expression (the page as it opens) counts the whole corpus: cached.
  const counted = await (expression.where ? count() : readThroughCorpusCache(db, 'facets', count));
  const { sets } = counted;
  return {
    total: counted.total,
    approximate: counted.sampled,
    facets: {
      patentType: enumBuckets(sets.patentType, PATENT_TYPES),
      legalStatus: enumBuckets(sets.legalStatus, LEGAL_STATUSES),
      // Newest year first; IPC sections alphabetically; the rest by count.
      year: labelled(sets.year, (v) => v).sort((a, b) => Number(b.value) - Number(a.value)),
      ipcSection: labelled(sets.ipcSection, (v) => `${v}*`).sort((a, b) => (a.value < b.value ? -1 : 1)),
      ipcClass: labelled(sets.ipcClass, (v) => `${v}*`).sort(byCount),
      applicant: counted.applicants,
      district: labelled(sets.district, nameIn(profile.districts)).sort(byCount),
      industry: labelled(sets.industry, nameIn(profile.industries)).sort(byCount),
    },
  };
}
