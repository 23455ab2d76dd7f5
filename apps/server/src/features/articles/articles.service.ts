import {
  type AdminArticleListQuery,
  ARTICLE_LIMITS,
  type Article,
  type ArticleBatchInput,
  type ArticleKind,
  type ArticleSummary,
  Code,
  type GuideInputSchema,
  type Locale,
  type NewsInputSchema,
  type Page,
  type PolicyInputSchema,
} from '@cityip/contracts';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { sanitizeRichHtml } from '../../lib/sanitize-html.js';
import { htmlToText, indexTokens } from '../../lib/text-search.js';
import { collectUnusedFiles, fileIdsInHtml, setFileRefs } from '../files/files.service.js';
import { invalidateHomeCache } from '../home/home-cache.js';
import { type ArticleRow, articles, type NewArticleRow } from './articles.tables.js';

/** What the editor sends for any kind, after validation (zod output). */
export type ArticleInput = {
  policy: z.output<typeof PolicyInputSchema>;
  news: z.output<typeof NewsInputSchema>;
  guide: z.output<typeof GuideInputSchema>;
};

const dateString = (value: string | null) => value ?? null;

/** An article row on the wire; `now` decides whether a scheduled item is visible yet. */
export function toArticle(row: ArticleRow, now = new Date()): Article {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    body: row.body,
    attachments: row.attachments,
    status: row.status,
    pinned: row.pinned,
    publishAt: row.publishAt?.toISOString() ?? null,
    visible: row.status === 'published' && (!row.publishAt || row.publishAt <= now),
    level: row.level,
    docNumber: row.docNumber,
    authority: row.authority,
    publishDate: dateString(row.publishDate),
    effectiveDate: dateString(row.effectiveDate),
    expiryDate: dateString(row.expiryDate),
    tags: row.tags,
    informationType: row.informationType,
    source: row.source,
    guideKey: row.guideKey,
    relatedLinks: row.relatedLinks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The list form of an article: everything but the body. */
export function toSummary(row: ArticleRow, now = new Date()): ArticleSummary {
  const { body: _body, ...summary } = toArticle(row, now);
  return summary;
}

/** Published and its scheduled time (if any) has come: what the public may see. */
export function visibleNow(): SQL {
  return and(
    eq(articles.status, 'published'),
    or(isNull(articles.publishAt), lte(articles.publishAt, sql`now()`)),
  ) as SQL;
}

/**
 * The body as stored: sanitised, and refused when that made it outgrow what an article holds
 * (escaping `<` or `&` in text and marking external links lengthen it).
 */
function sanitizedBody(locale: Locale, html: string): string {
  const body = sanitizeRichHtml(html);
  if (body.length > ARTICLE_LIMITS.body) throw fieldRefusal(locale, [{ field: 'body', message: 'validation.tooLong' }]);
  return body;
}

/** The columns an input sets: sanitised body, kind-specific fields, search tokens. */
function toColumns<K extends ArticleKind>(
  locale: Locale,
  kind: K,
  input: ArticleInput[K],
): Omit<NewArticleRow, 'kind'> {
  const body = sanitizedBody(locale, input.body);
  const common = {
    title: input.title,
    summary: input.summary,
    body,
    attachments: input.attachments,
    status: input.status,
    pinned: input.pinned,
    publishAt: input.publishAt ? new Date(input.publishAt) : null,
  };
  const specific = kindColumns(kind, input);
  const searchable = [input.title, input.summary, htmlToText(body), specific.docNumber ?? '', specific.authority ?? ''];
  return { ...common, ...specific, searchTokens: indexTokens(searchable.join('\n')) };
}

function kindColumns(kind: ArticleKind, input: ArticleInput[ArticleKind]): Partial<NewArticleRow> {
  const none = {
    level: null,
    docNumber: null,
    authority: null,
    effectiveDate: null,
    expiryDate: null,
    tags: [],
    informationType: null,
    source: null,
    guideKey: null,
    relatedLinks: [],
    publishDate: null,
  };
  if (kind === 'policy') {
    const policy = input as ArticleInput['policy'];
    return {
      ...none,
      level: policy.level,
      docNumber: policy.docNumber,
      authority: policy.authority,
      publishDate: policy.publishDate,
      effectiveDate: policy.effectiveDate,
      expiryDate: policy.expiryDate,
      tags: policy.tags,
    };
  }
  if (kind === 'news') {
    const news = input as ArticleInput['news'];
    return { ...none, informationType: news.informationType, source: news.source, publishDate: news.publishDate };
  }
  const guide = input as ArticleInput['guide'];
  return { ...none, guideKey: guide.guideKey, relatedLinks: guide.relatedLinks };
}

/** Every file an article uses: its attachments and the images in its body. */
function usedFiles(row: Pick<ArticleRow, 'attachments' | 'body'>): string[] {
  return [...row.attachments.map((file) => file.id), ...fileIdsInHtml(row.body)];
}

const notFound = () => new AppError(Code.NOT_FOUND, 'error.articleNotFound');

/** Creates an article of `kind`; its files are recorded as used by it. */
export async function createArticle<K extends ArticleKind>(
  db: Db,
  locale: Locale,
  kind: K,
  input: ArticleInput[K],
  actorId: string | null,
): Promise<Article> {
  const columns = toColumns(locale, kind, input);
  const article = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({ ...columns, kind, createdBy: actorId })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await setFileRefs(tx, 'article', row.id, usedFiles(row));
    return toArticle(row);
  });
  invalidateHomeCache(db);
  return article;
}

/** Replaces an article's content; files it no longer uses are released. */
export async function updateArticle<K extends ArticleKind>(
  db: Db,
  storage: FileStorage,
  locale: Locale,
  kind: K,
  id: string,
  input: ArticleInput[K],
): Promise<Article> {
  const columns = toColumns(locale, kind, input);
  const article = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(articles)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(articles.id, id), eq(articles.kind, kind)))
      .returning();
    if (!row) throw notFound();
    await setFileRefs(tx, 'article', row.id, usedFiles(row));
    return toArticle(row);
  });
  invalidateHomeCache(db);
  await collectUnusedFiles(db, storage);
  return article;
}

/** Publishes, withdraws or deletes the listed articles of `kind`; returns how many changed. */
export async function applyBatch(
  db: Db,
  storage: FileStorage,
  kind: ArticleKind,
  batch: ArticleBatchInput,
): Promise<number> {
  const target = and(eq(articles.kind, kind), inArray(articles.id, batch.ids));
  if (batch.action === 'delete') {
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx.delete(articles).where(target).returning({ id: articles.id });
      for (const row of rows) await setFileRefs(tx, 'article', row.id, []);
      return rows.length;
    });
    invalidateHomeCache(db);
    await collectUnusedFiles(db, storage);
    return deleted;
  }
  const status = batch.action === 'publish' ? 'published' : 'withdrawn';
  const changed = await db
    .update(articles)
    .set({ status, updatedAt: new Date() })
    .where(target)
    .returning({ id: articles.id });
  invalidateHomeCache(db);
  return changed.length;
}

/** One article of `kind` for the back office (any status), or 404. */
export async function getArticle(db: Db, kind: ArticleKind, id: string): Promise<Article> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.kind, kind)));
  if (!row) throw notFound();
  return toArticle(row);
}

const SORT_COLUMNS = {
  publishDate: articles.publishDate,
  updatedAt: articles.updatedAt,
  title: articles.title,
} as const;

/** Back-office list of `kind`: keyword on title, filters, sort, page. */
export async function listAdminArticles(
  db: Db,
  kind: ArticleKind,
  query: AdminArticleListQuery,
): Promise<Page<ArticleSummary>> {
  const where = and(
    eq(articles.kind, kind),
    query.keyword ? sql`${articles.title} ilike ${containsPattern(query.keyword)}` : undefined,
    query.status ? eq(articles.status, query.status) : undefined,
    query.level ? eq(articles.level, query.level) : undefined,
    query.informationType ? eq(articles.informationType, query.informationType) : undefined,
    query.guideKey ? eq(articles.guideKey, query.guideKey) : undefined,
  );
  const column = SORT_COLUMNS[query.sortField];
  const direction = query.sortOrder === 'ascend' ? asc : desc;
  return pageOf(db, where, [direction(column), direction(articles.id)], query);
}

/** One page of rows matching `where` in `order`, with the total. */
export async function pageOf(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { page: number; pageSize: number },
): Promise<Page<ArticleSummary>> {
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [totals] = await db.select({ total: count() }).from(articles).where(where);
  const now = new Date();
  return {
    items: rows.map((row) => toSummary(row, now)),
    total: totals?.total ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}
