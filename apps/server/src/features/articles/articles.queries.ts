import {
  ARTICLE_KINDS,
  type Article,
  type ArticleDetail,
  type ArticleKind,
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
import { containsPattern } from '../../lib/like-pattern.js';
import { matchesTsquery, parseKeywordQuery } from '../../lib/text-search.js';
import { pageOf, toArticle, toSummary, visibleNow } from './articles.service.js';
import { type ArticleRow, articles } from './articles.tables.js';

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

/** The tsquery condition for a keyword, or null when the keyword has nothing searchable. */
export function keywordCondition(keyword: string | undefined): { where: SQL; tsquery: string } | null {
  if (!keyword) return null;
  const { tsquery } = parseKeywordQuery(keyword);
  if (!tsquery) return null;
  return { where: matchesTsquery(articles.search, tsquery), tsquery };
}

/** The newest-first order of public lists: pinned first, then by date, then by id for stability. */
export const PUBLIC_ORDER = [
  desc(articles.pinned),
  desc(articles.publishDate),
  desc(articles.createdAt),
  desc(articles.id),
];

/** A visible article of `kind` with its previous and next neighbours in its public list. */
export async function getPublicArticle(
  db: Db,
  kind: ArticleKind,
  id: string,
  sameList: (row: ArticleRow) => SQL | undefined,
): Promise<ArticleDetail> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.kind, kind), visibleNow()));
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.articleNotFound');
  const list = and(eq(articles.kind, kind), visibleNow(), sameList(row));
  // Neighbours by (publish_date, created_at, id), the public list's order without the pin.
  const key = sql`(coalesce(${articles.publishDate}, '1970-01-01'::date), ${articles.createdAt}, ${articles.id})`;
  // Read back from the row itself: a JavaScript Date would drop the timestamp's microseconds.
  const current = sql`(select coalesce(a.publish_date, '1970-01-01'::date), a.created_at, a.id from articles a where a.id = ${row.id})`;
  const neighbour = async (newer: boolean) => {
    const [found] = await db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(and(list, newer ? sql`${key} > ${current}` : sql`${key} < ${current}`))
      .orderBy(
        ...(newer
          ? [asc(articles.publishDate), asc(articles.createdAt), asc(articles.id)]
          : [desc(articles.publishDate), desc(articles.createdAt), desc(articles.id)]),
      )
      .limit(1);
    return found ?? null;
  };
  return { article: toArticle(row), previous: await neighbour(true), next: await neighbour(false) };
}
