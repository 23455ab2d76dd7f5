import type { CityProfile, PatentSearchQuery, PatentSearchResult, PatentSort } from '@cityip/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { type Expression, readExpression } from './expression.js';
import { highlight } from './highlight.js';
import { loadSummaries, toPlainSummary } from './patent-rows.js';
import { countMatches, selectRows, whereClause } from './statements.js';

/**
 * The page plan (notes/patent-search-performance.md, technique 2): read the matches through the
 * bitmap of the token index and sort them (top-N), or walk the date index newest first, checking
 * each row, until the page is full. A walk checks about `end × corpus / total` rows and each check
 * reads the row's tokens (TOASTed, ~2.7 KB at 1M patents), so it pays only for many matches and
 * shallow pages: above SMALL_RESULT matches, and while the page ends within the first
 * 1/WALK_DENSITY of them. Otherwise the bitmap reads `total` rows, without their tokens.
 */
export const SMALL_RESULT = 10_000;
const WALK_DENSITY = 300;

/**
 * Relevance ranks the newest RANK_WINDOW matches (all of them when there are fewer) by `ts_rank`
 * over the weighted title/abstract tokens; later pages go on with the other matches newest first.
 * Ranking reads each ranked row's tokens, so ranking 300,000 matches would take seconds. A
 * multiple of every page size, so no page straddles the window's end.
 */
export const RANK_WINDOW = 1_000;

type Plan = 'bitmap' | 'walk';

/** The plan for rows [0, end) of `total` matches. */
function planFor(total: number, end: number): Plan {
  return total > SMALL_RESULT && end * WALK_DENSITY <= total ? 'walk' : 'bitmap';
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
  const total = await countMatches(db, expression.where);
  const offset = (page - 1) * pageSize;
  const ids = offset < total ? await orderedIds(db, expression, query.sort, total, offset, pageSize) : [];
  const rows = await loadSummaries(db, ids);
  const items = rows.map((row) => ({
    ...toPlainSummary(row),
    titleHighlight: highlight(row.title, expression.highlightPhrases),
    abstractHighlight: highlight(row.abstract, expression.highlightPhrases),
  }));
  return { items, total, page, pageSize, tookMs: Math.round((performance.now() - started) * 10) / 10 };
}

/**
 * Ids of the matches at [offset, offset + limit) in `sort` order, read from the narrow table only.
 * `total` (counted first) picks the plan; the tie-breaker on the id makes every order total, so
 * pages never overlap. A range across the end of the rank window (exports) is read in two parts.
 */
export async function orderedIds(
  db: Db,
  expression: Expression,
  sort: PatentSort,
  total: number,
  offset: number,
  limit: number,
): Promise<number[]> {
  const ranked = sort === 'relevance' && expression.rankQuery !== null;
  if (ranked && offset < RANK_WINDOW && offset + limit > RANK_WINDOW) {
    const head = await orderedIds(db, expression, sort, total, offset, RANK_WINDOW - offset);
    const tail = await orderedIds(db, expression, sort, total, RANK_WINDOW, offset + limit - RANK_WINDOW);
    return [...head, ...tail];
  }
  const where = whereClause(expression.where);
  const page = sql`limit ${limit} offset ${offset}`;
  const query =
    ranked && offset < RANK_WINDOW
      ? sql`select w.patent_id as id from (
          select s.patent_id, s.tokens, s.application_date from patent_search s${where}
          order by ${dateOrder(sort, planFor(total, RANK_WINDOW))} limit ${RANK_WINDOW}
        ) w
        order by ts_rank(w.tokens, ${expression.rankQuery}::tsquery) desc, w.application_date desc, w.patent_id desc ${page}`
      : sql`select s.patent_id as id from patent_search s${where}
        order by ${dateOrder(sort, planFor(total, offset + limit))} ${page}`;
  return (await selectRows<{ id: number }>(db, query)).map((row) => row.id);
}

/**
 * Newest first by the sort's date (relevance ranks within, and continues after, the newest by
 * application date). For the bitmap plan `+ 0` hides the column from the planner, so it sorts
 * the matches instead of walking the date index.
 */
function dateOrder(sort: PatentSort, plan: Plan): SQL {
  const column = sort === 'publicationDate' ? 's.publication_date' : 's.application_date';
  return sql.raw(`${plan === 'bitmap' ? `${column} + 0` : column} desc, s.patent_id desc`);
}
