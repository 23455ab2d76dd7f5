import {
  ARTICLE_KINDS,
  type Article,
  type ArticleSummary,
  Code,
  type GuideKey,
  type InfoSearchResult,
  type NewsListQuery,
  type Page,
  type PolicySearchQuery,
} from '@cityip/contracts';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { parseKeywordQuery } from '../../lib/text-search.js';
import {
  containsPattern,
  keywordCondition,
  PUBLIC_ORDER,
  pageOf,
  toArticle,
  toSummary,
  visibleNow,
} from './articles.service.js';
import { articles } from './articles.tables.js';

/**
 * `/policySearch`: visible policies by level, keyword (segmented full-text over title, summary,
 * body, number and authority), issuing authority, date range; sorted by date or relevance.
 */
export async function searchPolicies(db: Db, query: PolicySearchQuery): Promise<Page<ArticleSummary>> {
  const keyword = keywordCondition(query.keyword);
  // A keyword with nothing searchable in it (only punctuation) matches nothing rather than everything.
  if (query.keyword && !keyword) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const where = and(
    eq(articles.kind, 'policy'),
    visibleNow(),
    keyword?.where,
    query.level ? eq(articles.level, query.level) : undefined,
    query.authority ? sql`${articles.authority} ilike ${containsPattern(query.authority)}` : undefined,
    query.from ? gte(articles.publishDate, query.from) : undefined,
    query.to ? lte(articles.publishDate, query.to) : undefined,
  );
  return pageOf(db, where, policyOrder(query.sort, keyword?.tsquery), query);
}

function policyOrder(sort: PolicySearchQuery['sort'], tsquery: string | undefined): SQL[] {
  if (sort === 'oldest') return [asc(articles.publishDate), asc(articles.createdAt), asc(articles.id)];
  if (sort === 'relevance' && tsquery) {
    return [sql`ts_rank(${articles.search}, to_tsquery('simple', ${tsquery})) desc`, ...PUBLIC_ORDER];
  }
  return PUBLIC_ORDER;
}

/** The generalInfo list: visible news of one information type (or all), newest first. */
export async function listNews(db: Db, query: NewsListQuery): Promise<Page<ArticleSummary>> {
  const keyword = keywordCondition(query.keyword);
  if (query.keyword && !keyword) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const where = and(
    eq(articles.kind, 'news'),
    visibleNow(),
    keyword?.where,
    query.informationType ? eq(articles.informationType, query.informationType) : undefined,
  );
  return pageOf(db, where, PUBLIC_ORDER, query);
}

/** The visible guide page for a menu key (the most recently updated one, if several). */
export async function getGuide(db: Db, key: GuideKey): Promise<Article> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, 'guide'), eq(articles.guideKey, key), visibleNow()))
    .orderBy(desc(articles.updatedAt))
    .limit(1);
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.articleNotFound');
  return toArticle(row);
}

/** `/infoSearch`: news, policies and guides matching the keyword, grouped by kind, best first. */
export async function searchEverything(db: Db, keyword: string, perKind: number): Promise<InfoSearchResult> {
  const { terms, tsquery } = parseKeywordQuery(keyword);
  if (!tsquery) return { terms, groups: ARTICLE_KINDS.map((kind) => ({ kind, total: 0, items: [] })) };
  const rank = sql`ts_rank(${articles.search}, to_tsquery('simple', ${tsquery}))`;
  const groups = [];
  for (const kind of ['news', 'policy', 'guide'] as const) {
    const where = and(
      eq(articles.kind, kind),
      visibleNow(),
      sql`${articles.search} @@ to_tsquery('simple', ${tsquery})`,
    );
    const rows = await db
      .select()
      .from(articles)
      .where(where)
      .orderBy(sql`${rank} desc`, ...PUBLIC_ORDER)
      .limit(perKind);
    const [totals] = await db.select({ total: count() }).from(articles).where(where);
    const now = new Date();
    groups.push({ kind, total: totals?.total ?? 0, items: rows.map((row) => toSummary(row, now)) });
  }
  return { terms, groups };
}

/** The newest visible items of a kind matching `where`, for the home page. */
export async function latestArticles(db: Db, where: SQL, limit: number): Promise<ArticleSummary[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(visibleNow(), where))
    .orderBy(...PUBLIC_ORDER)
    .limit(limit);
  const now = new Date();
  return rows.map((row) => toSummary(row, now));
}
