import type { CityProfile, PatentSearchQuery, PatentSearchResult, PatentSort } from '@cityip/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { type Expression, readExpression } from './expression.js';
import { highlight } from './highlight.js';
import { loadSummaries, toPlainSummary } from './patent-rows.js';
import { countMatches, selectRows, selectRowsByIndex, whereClause } from './statements.js';

/**
 * Relevance ranks the newest RANK_WINDOW matches (all of them when there are fewer) by `ts_rank`
 * over the weighted title/abstract tokens; later pages go on with the other matches newest first.
 * Ranking reads each ranked row's tokens (TOASTed, ~2.7 KB at 1M patents): 1,000 cost ~28 ms,
 * 300,000 would cost seconds. A multiple of every page size, so a page never straddles its end.
 */
export const RANK_WINDOW = 1_000;

/**
 * Plans for expressions without a word or code (only types, statuses, dates, districts,
 * industries, or nothing), which can match most of the corpus: walking the date index newest
 * first fills a page after about `end × corpus / total` rows, each checked on the narrow row's
 * own columns, where sorting reads all `total` (notes/patent-search-performance.md, technique 2).
 * So: sort up to SMALL_RESULT matches, or for a page deeper than 1/WALK_DENSITY of them; walk
 * otherwise.
 */
export const SMALL_RESULT = 10_000;
const WALK_DENSITY = 10;

type Plan = 'sort' | 'walk';

/** The result page [offset, offset + limit) in `sort` order: its ids, and how many match in all. */
export interface PageRequest {
  sort: PatentSort;
  offset: number;
  limit: number;
}

/** `GET /api/data/patents`: one page of matches in the requested order, with highlights. */
export async function searchPatents(
  db: Db,
  profile: CityProfile,
  query: PatentSearchQuery,
): Promise<PatentSearchResult> {
  const started = performance.now();
  const expression = readExpression(query.q, profile);
  const { page, pageSize } = query;
  const { total, ids } = await findPage(db, expression, {
    sort: query.sort,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const rows = await loadSummaries(db, ids);
  const items = rows.map((row) => ({
    ...toPlainSummary(row),
    titleHighlight: highlight(row.title, expression.highlightPhrases),
    abstractHighlight: highlight(row.abstract, expression.highlightPhrases),
  }));
  return { items, total, page, pageSize, tookMs: Math.round((performance.now() - started) * 10) / 10 };
}

/**
 * The total and the page's ids, from the narrow table only.
 *
 * With a word or code the matches come from the token index, and reading them costs one visit
 * of their heap rows (the count cannot skip it), so it is done ONCE: the matches' ids and sort
 * dates are materialised, counted and ordered in one statement (measured 130 ms for 142,000
 * matches where count-then-walk took 137 ms, 33 ms instead of 60 ms for 21,000).
 *
 * Without one (possibly every patent) the count comes first and picks the page plan.
 */
export async function findPage(
  db: Db,
  expression: Expression,
  page: PageRequest,
): Promise<{ total: number; ids: number[] }> {
  const dates = sql.raw(page.sort === 'publicationDate' ? 's.publication_date' : 's.application_date');
  const matches = sql`select s.patent_id, ${dates} as d from patent_search s${whereClause(expression.where)}`;
  if (expression.tokens) {
    const [row] = await selectRowsByIndex<{ total: number; ids: number[] }>(
      db,
      sql`with m as materialized (${matches})
        select (select count(*)::int from m) as total, ${pageIds(sql`m`, expression, page, 'sort')} as ids`,
    );
    return { total: row?.total ?? 0, ids: row?.ids ?? [] };
  }
  const total = await countMatches(db, expression.where);
  if (page.offset >= total) return { total, ids: [] };
  const [row] = await selectRows<{ ids: number[] }>(
    db,
    sql`select ${pageIds(sql`(${matches}) m`, expression, page, planFor(total, page.offset + page.limit))} as ids`,
  );
  return { total, ids: row?.ids ?? [] };
}

/** Walk the date index only for many matches and a page within their first 1/WALK_DENSITY. */
function planFor(total: number, end: number): Plan {
  return total > SMALL_RESULT && end * WALK_DENSITY <= total ? 'walk' : 'sort';
}

/**
 * `array(…)` of the page's ids from relation `m(patent_id, d)`, newest `d` first, or ranked within
 * the rank window. For the sort plan `d + 0` hides the date column from the planner, so it sorts
 * the matches instead of walking the date index through rows that do not match.
 */
function pageIds(m: SQL, expression: Expression, { sort, offset, limit }: PageRequest, plan: Plan): SQL {
  const order = sql.raw(plan === 'sort' ? 'm.d + 0 desc, m.patent_id desc' : 'm.d desc, m.patent_id desc');
  const newest = (from: number, count: number) =>
    sql`array(select m.patent_id from ${m} order by ${order} limit ${count} offset ${from})`;
  if (sort !== 'relevance' || expression.rankQuery === null || offset >= RANK_WINDOW) return newest(offset, limit);
  const ranked = sql`array(select w.patent_id from (
      select m.patent_id, m.d from ${m} order by ${order} limit ${RANK_WINDOW}
    ) w join patent_search r on r.patent_id = w.patent_id
    order by ts_rank(r.tokens, ${expression.rankQuery}::tsquery) desc, w.d desc, w.patent_id desc
    limit ${Math.min(limit, RANK_WINDOW - offset)} offset ${offset})`;
  // Exports may run past the window: the rest follows newest first.
  return offset + limit > RANK_WINDOW
    ? sql`(${ranked} || ${newest(RANK_WINDOW, offset + limit - RANK_WINDOW)})`
    : ranked;
}
