import type { LicenceOffer, LicenceQuery, Page } from '@cityip/contracts';
import { PATENT_TYPES } from '@cityip/patent-query';
import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { patentLicences } from '../patents.tables.js';
import { codeTermQuery, textTermQuery } from '../search-tokens.js';
import { offerOf } from './detail.js';
import { loadSummaries, toPlainSummary } from './patent-rows.js';

/**
 * `GET /api/data/licences` (`/developPermit`): open-licence offers that still stand, filtered by
 * keywords, industry, patent type, fee mode and a ceiling on the yearly fee; newest declaration
 * or lowest fee first. Offers are read from their own small table, checked against the narrow
 * search row only when a patent filter is given; the wide rows are read for the page only.
 */
export async function searchLicences(db: Db, query: LicenceQuery): Promise<Page<LicenceOffer>> {
  const keywords = keywordQuery(query.q);
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (query.q && !keywords) return empty;
  const patent = [
    keywords ? sql`s.tokens @@ ${keywords}::tsquery` : undefined,
    query.industry ? sql`s.industry = ${query.industry}` : undefined,
    query.patentType ? sql`s.patent_type = ${PATENT_TYPES.findIndex((t) => t.code === query.patentType)}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const where = and(
    gte(patentLicences.validUntil, sql`current_date`),
    query.feeMode ? eq(patentLicences.feeMode, query.feeMode) : undefined,
    // A pure royalty offer has no yearly fee, so it is within any ceiling.
    query.maxAnnualFee !== undefined
      ? sql`coalesce(${patentLicences.annualFee}, 0) <= ${query.maxAnnualFee}`
      : undefined,
    patent.length
      ? sql`exists (select 1 from patent_search s where s.patent_id = ${patentLicences.patentId} and ${sql.join(patent, sql` and `)})`
      : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(patentLicences).where(where);
  const total = counted?.total ?? 0;
  if (total === 0) return empty;
  // Lowest yearly fee first: a pure royalty offer (no yearly fee) counts as none, as in the ceiling.
  const order: SQL[] =
    query.sort === 'annualFee'
      ? [
          sql`${patentLicences.annualFee} asc nulls first`,
          desc(patentLicences.declaredOn),
          desc(patentLicences.patentId),
        ]
      : [desc(patentLicences.declaredOn), desc(patentLicences.patentId)];
  const offers = await db
    .select()
    .from(patentLicences)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const summaries = new Map(
    (
      await loadSummaries(
        db,
        offers.map((o) => o.patentId),
      )
    ).map((row) => [row.id, row]),
  );
  const items = offers.flatMap((offer) => {
    const summary = summaries.get(offer.patentId);
    return summary ? [{ patent: toPlainSummary(summary), licence: offerOf(offer) }] : [];
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * Keywords as one tsquery: every whitespace-separated term must match, in the title or abstract,
 * an applicant's name, or as an application or publication number. Null when nothing is searchable.
 */
function keywordQuery(q: string): string | null {
  const clauses = q
    .split(/\s+/)
    .filter(Boolean)
    .map((term) =>
      [
        textTermQuery(null, term),
        textTermQuery('PA', term),
        codeTermQuery('AN', term, false),
        codeTermQuery('PN', term, false),
      ]
        .filter((part): part is string => part !== null)
        .join(' | '),
    )
    .filter(Boolean)
    .map((clause) => `(${clause})`);
  return clauses.length ? clauses.join(' & ') : null;
}
