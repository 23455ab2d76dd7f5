import {
  BUDGET_BANDS,
  type BudgetBand,
  type Page,
  TECH_DEMAND_LIMITS,
  type TechDemandPublic,
  type TechDemandSearchQuery,
  type TechDemandSummary,
} from '@cityip/contracts';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { matchesTsquery, parseKeywordQuery } from '../../lib/text-search.js';
import { demandNotFound } from './tech-demands.service.js';
import { techDemands } from './tech-demands.tables.js';
import { cityToday, toPublic, toSummary } from './tech-demands.view.js';

const published = eq(techDemands.status, 'published');

/** Demands whose budget lies in `band`: a range overlapping it, or 面议 for `negotiable`. */
function budgetCondition(band: BudgetBand): SQL | undefined {
  if (band === 'negotiable') return eq(techDemands.budgetNegotiable, true);
  const [low, high] = BUDGET_BANDS[band];
  return and(
    eq(techDemands.budgetNegotiable, false),
    gte(techDemands.budgetMax, low),
    high === null ? undefined : lt(techDemands.budgetMin, high),
  );
}

function order(sort: TechDemandSearchQuery['sort'], today: string): SQL[] {
  const stable = [desc(techDemands.publishedAt), desc(techDemands.id)];
  if (sort === 'newest') return stable;
  // Ending soon: open demands by their last day, then the expired ones, most recently ended first.
  const expired = sql`${techDemands.validUntil} < ${today}::date`;
  return [
    sql`case when ${expired} then 1 else 0 end`,
    sql`case when ${expired} then null else ${techDemands.validUntil} end asc`,
    desc(techDemands.validUntil),
    ...stable,
  ];
}

/**
 * `/techDemand`: published demands by industry, cooperation mode, budget band and validity, with
 * the keyword searched in title and description as the rest of the site searches Chinese text.
 */
export async function searchDemands(
  db: Db,
  config: Config,
  query: TechDemandSearchQuery,
): Promise<Page<TechDemandSummary>> {
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const tsquery = query.keyword ? parseKeywordQuery(query.keyword).tsquery : null;
  // A keyword with nothing searchable in it (only punctuation) matches nothing rather than everything.
  if (query.keyword && !tsquery) return empty;
  const today = cityToday(config);
  const where = and(
    published,
    tsquery ? matchesTsquery(techDemands.search, tsquery) : undefined,
    query.industry ? eq(techDemands.industry, query.industry) : undefined,
    query.mode ? sql`${techDemands.modes} @> ${JSON.stringify([query.mode])}::jsonb` : undefined,
    query.budget ? budgetCondition(query.budget) : undefined,
    query.validity === 'open' ? gte(techDemands.validUntil, today) : undefined,
    query.validity === 'expired' ? lt(techDemands.validUntil, today) : undefined,
  );
  const rows = await db
    .select()
    .from(techDemands)
    .where(where)
    .orderBy(...order(query.sort, today))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(techDemands).where(where);
  return { ...empty, items: rows.map((row) => toSummary(row, today)), total: totals?.total ?? 0 };
}

/** A published demand (expired ones too, marked); any other status is a 404. */
export async function publicDemand(db: Db, config: Config, id: string): Promise<TechDemandPublic> {
  const [row] = await db
    .select()
    .from(techDemands)
    .where(and(eq(techDemands.id, id), published));
  if (!row) throw demandNotFound();
  return toPublic(row, cityToday(config));
}

/** The home page's newest open demands. */
export async function latestDemands(db: Db, config: Config): Promise<TechDemandSummary[]> {
  const today = cityToday(config);
  const rows = await db
    .select()
    .from(techDemands)
    .where(and(published, gte(techDemands.validUntil, today)))
    .orderBy(desc(techDemands.publishedAt), asc(techDemands.id))
    .limit(TECH_DEMAND_LIMITS.latest);
  return rows.map((row) => toSummary(row, today));
}
