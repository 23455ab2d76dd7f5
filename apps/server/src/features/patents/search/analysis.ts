import { type CityProfile, MAX_RANKED, type PatentAnalysis } from '@cityip/contracts';
import { LEGAL_STATUSES, PATENT_TYPES } from '@cityip/patent-query';
import type { Db } from '../../../db/client.js';
import { countAndBreakDown } from './breakdown.js';
import { byCount, enumBuckets, labelled, nameIn, yearsByType } from './buckets.js';
import { readThroughCorpusCache } from './corpus-cache.js';
import { readExpression } from './expression.js';

/** Bars shown per ranking chart: as many as the contract lets an answer hold. */
const TOP = MAX_RANKED;

const ANALYSIS_SETS = {
  byYear: ['application_year', 'patent_type'],
  byType: ['patent_type'],
  byLegalStatus: ['legal_status'],
  byIpcClass: ['ipc_class'],
  byDistrict: ['district'],
  byIndustry: ['industry'],
} as const;

/**
 * `GET /api/data/patents/analysis`: the result set by year and type, legal status, IPC class and
 * subclass, applicant, district and industry, for the analysis charts, like the facets
 * (breakdown.ts): from the deterministic 10% sample (counts ×10) for large result sets, which
 * also bounds the subclass chart's read of the wide table. Bucket values are the facets' (what
 * the expression accepts); `byYear.patentType` is a type code.
 */
export async function analysePatents(db: Db, profile: CityProfile, q: string): Promise<PatentAnalysis> {
  const expression = readExpression(q, profile);
  const count = () => countAndBreakDown(db, expression, { sets: ANALYSIS_SETS, applicants: TOP, ipcSubclasses: TOP });
  // The empty expression analyses the whole corpus: cached.
  const { total, sampled, sets, applicants, ipcSubclasses } = await (expression.where
    ? count()
    : readThroughCorpusCache(db, 'analysis', count));
  const ranked = (buckets: ReturnType<typeof labelled>) => buckets.sort(byCount).slice(0, TOP);
  return {
    total,
    approximate: sampled,
    byYear: yearsByType(sets.byYear),
    byType: enumBuckets(sets.byType, PATENT_TYPES),
    byLegalStatus: enumBuckets(sets.byLegalStatus, LEGAL_STATUSES),
    byIpcClass: ranked(labelled(sets.byIpcClass, (v) => v)),
    byIpcSubclass: ipcSubclasses,
    byApplicant: applicants,
    byDistrict: ranked(labelled(sets.byDistrict, nameIn(profile.districts))),
    byIndustry: ranked(labelled(sets.byIndustry, nameIn(profile.industries))),
  };
}
