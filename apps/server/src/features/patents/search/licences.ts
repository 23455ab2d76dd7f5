import type { LicenceOffer, LicenceQuery, Page } from '@cityip/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { patentLicences, patents } from '../patents.tables.js';
import { codeTermQuery, textTermQuery } from '../search-tokens.js';
import { offerOf } from './detail.js';
import { standingLicence, summaryColumns, toPlainSummary } from './patent-rows.js';

/**
 * `GET /api/data/licences` (`/developPermit`): open-licence offers that still stand, filtered by
 * keywords, industry, patent type, fee mode and a ceiling on the yearly fee; newest declaration
 * or lowest fee first. Offers are few (a small share of patents), so the filters run on the
 * joined wide rows.
 */
export async function searchLicences(db: Db, query: LicenceQuery): Promise<Page<LicenceOffer>> {
  const keywords = keywordQuery(query.q);
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (query.q && !keywords) return empty;
  const where = and(
    keywords
      ? sql`exists (select 1 from patent_search s where s.patent_id = ${patents.id} and s.tokens @@ ${keywords}::tsquery)`
      : undefined,
    query.industry ? eq(patents.industry, query.industry) : undefined,
    query.patentType
      ? eq(patents.patentType, query.patentType as (typeof patents.$inferSelect)['patentType'])
      : undefined,
    query.feeMode ? eq(patentLicences.feeMode, query.feeMode) : undefined,
    // A pure royalty offer has no yearly fee, so it is within any ceiling.
    query.maxAnnualFee !== undefined
      ? sql`coalesce(${patentLicences.annualFee}, 0) <= ${query.maxAnnualFee}`
      : undefined,
  );
  const [counted] = await db
    .select({ total: count() })
    .from(patents)
    .innerJoin(patentLicences, standingLicence)
    .where(where);
  const total = counted?.total ?? 0;
  if (total === 0) return empty;
  // Lowest yearly fee first: a pure royalty offer (no yearly fee) counts as none, as in the ceiling.
  const order: SQL[] =
    query.sort === 'annualFee'
      ? [sql`${patentLicences.annualFee} asc nulls first`, desc(patentLicences.declaredOn), desc(patents.id)]
      : [desc(patentLicences.declaredOn), desc(patents.id)];
  const rows = await db
    .select({ summary: summaryColumns, licence: patentLicences })
    .from(patents)
    .innerJoin(patentLicences, standingLicence)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => ({ patent: toPlainSummary(row.summary), licence: offerOf(row.licence) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
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
