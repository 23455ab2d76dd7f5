import type { CityProfile, PatentAnalysis } from '@cityip/contracts';
import { LEGAL_STATUSES, PATENT_TYPES } from '@cityip/patent-query';
import type { Db } from '../../../db/client.js';
import { breakdown, sampleScope } from './breakdown.js';
import { byCount, enumBuckets, labelled, nameIn, yearsByType } from './buckets.js';
import { readExpression } from './expression.js';
import { countMatches } from './statements.js';

/** Bars shown per ranking chart. */
const TOP = 20;

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
 * subclass, applicant, district and industry, for the analysis charts. One breakdown statement
 * after the count; above 50,000 matches it reads the facets' deterministic 10% sample (counts
 * ×10), which also bounds the subclass chart's read of the wide table. Bucket values are the
 * facets' (what the expression accepts); `byYear.patentType` is a type code.
 */
export async function analysePatents(db: Db, profile: CityProfile, q: string): Promise<PatentAnalysis> {
  const { where } = readExpression(q, profile);
  const total = await countMatches(db, where);
  if (total === 0) {
    return {
      total,
      byYear: [],
      byType: [],
      byLegalStatus: [],
      byIpcClass: [],
      byIpcSubclass: [],
      byApplicant: [],
      byDistrict: [],
      byIndustry: [],
    };
  }
  const { sets, applicants, ipcSubclasses } = await breakdown(db, sampleScope(where, total), {
    sets: ANALYSIS_SETS,
    applicants: TOP,
    ipcSubclasses: TOP,
  });
  const ranked = (buckets: ReturnType<typeof labelled>) => buckets.sort(byCount).slice(0, TOP);
  return {
    total,
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
