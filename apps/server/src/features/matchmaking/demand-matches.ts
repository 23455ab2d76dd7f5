import {
  type CityProfile,
  type DemandMatches,
  MATCH_LIMITS,
  type MatchedExpert,
  type MatchReason,
} from '@cityip/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { patentLicences } from '../patents/patents.tables.js';
import { offerOf } from '../patents/search/detail.js';
import { type Expression, readExpression } from '../patents/search/expression.js';
import { loadSummaries, toPlainSummary } from '../patents/search/patent-rows.js';
import { findPage } from '../patents/search/search.service.js';
import { publishedExpertsInField } from '../talents/talents.public.js';
import { type DemandForMatching, demandExpression, demandKeywords, patentReasons } from './match-expression.js';

/** Only patents under an open licence that stands today (the licence list's own rule). */
const UNDER_OPEN_LICENCE = sql`exists (select 1 from patent_licences l
  where l.patent_id = s.patent_id and l.valid_until >= current_date)`;

/** The best `limit` patents of `expression` by relevance, and of those under open licence. */
async function findBest(db: Db, expression: Expression, limit: number) {
  const page = { sort: 'relevance', offset: 0, limit } as const;
  const licensed = { ...expression, where: and(expression.where, UNDER_OPEN_LICENCE) };
  const [all, open] = await Promise.all([findPage(db, expression, page), findPage(db, licensed, page)]);
  return { all, open };
}

/**
 * The patents found for a demand through the existing patent search: within the demand's key
 * industry, or anywhere when the industry has none (a demand may reach beyond its own sector).
 */
async function searchFor(db: Db, profile: CityProfile, demand: DemandForMatching, keywords: readonly string[]) {
  for (const withinIndustry of [true, false]) {
    const text = demandExpression(demand, keywords, withinIndustry);
    if (text === null) break;
    const found = await findBest(db, readExpression(text, profile), MATCH_LIMITS.patents);
    if (found.all.total > 0 || !withinIndustry) return { text, ...found };
  }
  return null;
}

/** The IPC sections (A–H) a demand's hints fall under. */
const sectionsOf = (hints: readonly string[]) => [...new Set(hints.map((hint) => hint.trim().charAt(0).toUpperCase()))];

/** Experts whose fields overlap the demand's industry or the sections of its IPC hints. */
async function matchExperts(db: Db, demand: DemandForMatching): Promise<MatchedExpert[]> {
  const field = { industries: [demand.industry], ipcSections: sectionsOf(demand.ipcHints) };
  const experts = await publishedExpertsInField(db, field, MATCH_LIMITS.experts);
  return experts.map((expert) => {
    const reasons: MatchReason[] = [
      ...expert.industries
        .filter((code) => code === demand.industry)
        .map((value) => ({ kind: 'field' as const, value })),
      ...expert.ipcSections
        .filter((section) => field.ipcSections.includes(section))
        .map((value) => ({ kind: 'field' as const, value })),
    ];
    return {
      id: expert.id,
      name: expert.name,
      organisation: expert.organisation,
      industries: expert.industries,
      ipcSections: expert.ipcSections,
      reasons,
    };
  });
}

/**
 * Matched city patents (open-licence ones first), open licences and experts of a demand, each
 * with why it matched (issue 24 "Matchmaking").
 */
export async function matchDemand(db: Db, profile: CityProfile, demand: DemandForMatching): Promise<DemandMatches> {
  const keywords = demandKeywords(demand);
  const [found, experts] = await Promise.all([searchFor(db, profile, demand, keywords), matchExperts(db, demand)]);
  if (!found) return { expression: '', keywords, patents: [], licences: [], experts };
  const licenceIds = found.open.ids.slice(0, MATCH_LIMITS.licences);
  const [best, licensedRows, offers] = await Promise.all([
    loadSummaries(db, found.all.ids),
    loadSummaries(db, licenceIds),
    licenceIds.length
      ? db.select().from(patentLicences).where(inArray(patentLicences.patentId, licenceIds))
      : Promise.resolve([]),
  ]);
  // The most relevant patents, those under open licence first (a stable sort keeps relevance
  // within each group): a weak licensed match must not push every strong one off the list.
  const matched = (row: (typeof best)[number]) => ({
    patent: toPlainSummary(row),
    reasons: patentReasons(demand, keywords, row),
  });
  const patents = best.map(matched).sort((a, b) => Number(b.patent.openLicence) - Number(a.patent.openLicence));
  const byId = new Map(licensedRows.map((row) => [row.id, matched(row)]));
  const licences = offers.flatMap((offer) => {
    const match = byId.get(offer.patentId);
    return match ? [{ ...match, licence: offerOf(offer) }] : [];
  });
  licences.sort((a, b) => licenceIds.indexOf(a.patent.id) - licenceIds.indexOf(b.patent.id));
  return { expression: found.text, keywords, patents, licences, experts };
}
