import {
  type AdminFaq,
  type AdminFaqQuery,
  Code,
  type FaqInput,
  type FaqPublic,
  type FaqQuery,
  type Page,
} from '@cityip/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { matchesTsquery, parseKeywordQuery } from '../../lib/text-search.js';
import { type FaqRow, faqs } from './consultations.tables.js';
import { faqSearchTokens, toAdminFaq, toPublicFaq } from './faqs.view.js';

const faqNotFound = () => new AppError(Code.NOT_FOUND, 'error.faqNotFound');
const NEWEST = [desc(faqs.updatedAt), desc(faqs.id)];

async function pageOfFaqs<T>(
  db: Db,
  where: SQL | undefined,
  query: { page: number; pageSize: number },
  view: (row: FaqRow) => T,
): Promise<Page<T>> {
  const rows = await db
    .select()
    .from(faqs)
    .where(where)
    .orderBy(...NEWEST)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(faqs).where(where);
  return { items: rows.map(view), total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** GET /api/faqs: published entries by category and keyword (the site's segmentation), newest first. */
export async function listPublicFaqs(db: Db, query: FaqQuery): Promise<Page<FaqPublic>> {
  const tsquery = query.keyword ? parseKeywordQuery(query.keyword).tsquery : null;
  if (query.keyword && !tsquery) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const where = and(
    eq(faqs.published, true),
    query.category ? eq(faqs.category, query.category) : undefined,
    tsquery ? matchesTsquery(faqs.search, tsquery) : undefined,
  );
  return pageOfFaqs(db, where, query, toPublicFaq);
}

/** A published entry; an unpublished one is a 404, like a missing one. */
export async function publicFaq(db: Db, id: string): Promise<FaqPublic> {
  const [row] = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.id, id), eq(faqs.published, true)));
  if (!row) throw faqNotFound();
  return toPublicFaq(row);
}

/** The staff list: every entry, by publication, category and words of the question or answer. */
export async function listAdminFaqs(db: Db, query: AdminFaqQuery): Promise<Page<AdminFaq>> {
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    query.published ? eq(faqs.published, query.published === 'true') : undefined,
    query.category ? eq(faqs.category, query.category) : undefined,
    keyword ? or(ilike(faqs.question, keyword), ilike(faqs.answer, keyword)) : undefined,
  );
  return pageOfFaqs(db, where, query, toAdminFaq);
}

/** Changes an entry's wording or category (its search words follow). */
export async function updateFaq(db: Db, id: string, input: FaqInput): Promise<AdminFaq> {
  const [row] = await db
    .update(faqs)
    .set({ ...input, searchTokens: faqSearchTokens(input), updatedAt: new Date() })
    .where(eq(faqs.id, id))
    .returning();
  if (!row) throw faqNotFound();
  return toAdminFaq(row);
}

/** Puts an entry on the site or takes it off. */
export async function setFaqPublished(db: Db, id: string, published: boolean): Promise<AdminFaq> {
  const [row] = await db.update(faqs).set({ published, updatedAt: new Date() }).where(eq(faqs.id, id)).returning();
  if (!row) throw faqNotFound();
  return toAdminFaq(row);
}
