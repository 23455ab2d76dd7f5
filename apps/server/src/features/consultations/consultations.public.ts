import type { ConsultContactChannel, ConsultStatus, FaqSearchHit, Locale } from '@cityip/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { parseKeywordQuery } from '../../lib/text-search.js';
import { readLookupToken } from './consultation-contact.js';
import { consultations, faqs } from './consultations.tables.js';
import { toFaqHit } from './faqs.view.js';

/**
 * What other features may use of public consultation; nothing else of this folder is for them.
 *
 * - {@link verifyConsultLookupToken}: the evaluations feature takes a visitor's rating of a reply
 *   with the `lookupToken` that POST /api/consultations/lookup handed out (the visitor proved the
 *   question's contact with a code). It names the consultation the token was issued for.
 * - {@link searchFaqs}: the site search (`/infoSearch`) lists FAQ entries in their own group.
 * - {@link consultationsForRating} and {@link consultationContact}: the evaluations feature checks
 *   who may rate a reply, names the question in its lists, and mails a visitor asker the answer to
 *   their bad review.
 */

/**
 * The consultation a look-up token was issued for, or null when the token is forged, altered or
 * expired (it lives CONSULT_LIMITS.lookupTokenMinutes). The caller still checks what it needs of
 * the consultation itself (that it was replied to, that it was not rated yet).
 */
export function verifyConsultLookupToken(app: FastifyInstance, token: string): { consultationId: string } | null {
  return readLookupToken(app.config, token, new Date());
}

/**
 * Published FAQ entries matching `keyword` (segmented as the rest of the site search), best
 * first, at most `limit`, with the total.
 */
export async function searchFaqs(
  db: Db,
  keyword: string,
  limit: number,
): Promise<{ total: number; items: FaqSearchHit[] }> {
  const { tsquery } = parseKeywordQuery(keyword);
  if (!tsquery) return { total: 0, items: [] };
  const where = and(eq(faqs.published, true), sql`${faqs.search} @@ to_tsquery('simple', ${tsquery})`);
  const rows = await db
    .select()
    .from(faqs)
    .where(where)
    .orderBy(sql`ts_rank(${faqs.search}, to_tsquery('simple', ${tsquery})) desc`, desc(faqs.updatedAt), desc(faqs.id))
    .limit(limit);
  const [totals] = await db.select({ total: count() }).from(faqs).where(where);
  return { total: totals?.total ?? 0, items: rows.map(toFaqHit) };
}

/** What the evaluations feature may know of a consultation (issue 25). */
export interface ConsultationForRating {
  id: string;
  askerId: string | null;
  status: ConsultStatus;
  queryNo: string;
  title: string;
  repliedAt: Date | null;
}

/** Who asked, whether it was replied to and how lists name it, for `ids`; unknown ids are left out. */
export async function consultationsForRating(db: Db | Tx, ids: readonly string[]): Promise<ConsultationForRating[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: consultations.id,
      askerId: consultations.askerId,
      status: consultations.status,
      queryNo: consultations.queryNo,
      title: consultations.title,
      repliedAt: consultations.repliedAt,
    })
    .from(consultations)
    .where(inArray(consultations.id, [...new Set(ids)]));
}

/** A visitor asker's contact, opened from its seal, and the language they asked in (their mails use it). */
export async function consultationContact(
  app: FastifyInstance,
  db: Db | Tx,
  id: string,
): Promise<{ channel: ConsultContactChannel; contact: string; locale: Locale; queryNo: string } | null> {
  const [row] = await db
    .select({
      channel: consultations.contactChannel,
      sealed: consultations.contactSealed,
      locale: consultations.locale,
      queryNo: consultations.queryNo,
    })
    .from(consultations)
    .where(eq(consultations.id, id));
  if (!row) return null;
  return { channel: row.channel, contact: app.secrets.open(row.sealed), locale: row.locale, queryNo: row.queryNo };
}
