import type {
  ConsultAskerView,
  ConsultPublic,
  ConsultPublicQuery,
  ConsultPublicSummary,
  MyConsultQuery,
  Page,
} from '@cityip/contracts';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { matchesTsquery, parseKeywordQuery } from '../../lib/text-search.js';
import { consultNotFound, filesOf } from './consultations.service.js';
import { consultations } from './consultations.tables.js';
import { toAskerView, toPublic, toPublicSummary } from './consultations.view.js';

/** On the public site: allowed by the asker, published by staff, and replied (publishing needs a reply). */
const onSite = and(
  eq(consultations.published, true),
  eq(consultations.publishable, true),
  eq(consultations.status, 'replied'),
  isNotNull(consultations.reply),
);
const NEWEST = [desc(consultations.repliedAt), desc(consultations.id)];

/** `/consult`: published Q&As, newest reply first, by category and keyword (the site's segmentation). */
export async function searchPublished(db: Db, query: ConsultPublicQuery): Promise<Page<ConsultPublicSummary>> {
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const tsquery = query.keyword ? parseKeywordQuery(query.keyword).tsquery : null;
  // A keyword with nothing searchable in it (only punctuation) matches nothing rather than everything.
  if (query.keyword && !tsquery) return empty;
  const where = and(
    onSite,
    query.category ? eq(consultations.category, query.category) : undefined,
    tsquery ? matchesTsquery(consultations.search, tsquery) : undefined,
  );
  const rows = await db
    .select()
    .from(consultations)
    .where(where)
    .orderBy(...NEWEST)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(consultations).where(where);
  return { ...empty, items: rows.map(toPublicSummary), total: totals?.total ?? 0 };
}

/** A published Q&A; anything unpublished is a 404, like a missing one. */
export async function publishedQuestion(db: Db, id: string): Promise<ConsultPublic> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), onSite));
  if (!row) throw consultNotFound();
  return toPublic(row);
}

/** The account's own questions, newest first. */
export async function listMine(
  db: Db,
  askerId: string,
  query: MyConsultQuery,
  timeZone: string,
): Promise<Page<ConsultAskerView>> {
  const where = and(
    eq(consultations.askerId, askerId),
    query.status ? eq(consultations.status, query.status) : undefined,
  );
  const rows = await db
    .select()
    .from(consultations)
    .where(where)
    .orderBy(desc(consultations.receivedAt), desc(consultations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(consultations).where(where);
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toAskerView(row, files.get(row.id) ?? [], timeZone)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One of the account's own questions (anybody else's is a 404). */
export async function myQuestion(db: Db, askerId: string, id: string, timeZone: string): Promise<ConsultAskerView> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), eq(consultations.askerId, askerId)));
  if (!row) throw consultNotFound();
  return toAskerView(row, (await filesOf(db, [id])).get(id) ?? [], timeZone);
}
