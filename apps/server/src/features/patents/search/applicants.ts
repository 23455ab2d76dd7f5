import type { Applicant, Page } from '@cityip/contracts';
import { LEGAL_STATUSES, PATENT_TYPES } from '@cityip/patent-query';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { selectRows } from './statements.js';

const INVENTION = PATENT_TYPES.findIndex((t) => t.code === 'invention');
const VALID = LEGAL_STATUSES.findIndex((s) => s.code === 'valid');

/**
 * `GET /api/data/applicants`: applicants whose name contains `name`, most patents first, with
 * their patent, invention and valid counts. Each applicant's counts are one lookup in the GIN
 * index on `applicant_ids`; ordering by them counts every applicant the name matches.
 */
export async function searchApplicants(
  db: Db,
  query: { name: string; page: number; pageSize: number },
): Promise<Page<Applicant>> {
  const filter = query.name ? sql`where a.name ilike ${containsPattern(query.name)}` : sql``;
  const offset = (query.page - 1) * query.pageSize;
  const rows = await selectRows<Applicant & { total: number }>(
    db,
    sql`select a.id, a.name, a.kind, a.district, c.patent_count as "patentCount",
          c.invention_count as "inventionCount", c.valid_count as "validCount", count(*) over ()::int as total
        from patent_applicants a
        cross join lateral (
          select count(*)::int as patent_count,
                 (count(*) filter (where s.patent_type = ${INVENTION}))::int as invention_count,
                 (count(*) filter (where s.legal_status = ${VALID}))::int as valid_count
          from patent_search s where s.applicant_ids @> array[a.id]
        ) c
        ${filter}
        order by c.patent_count desc, a.id
        limit ${query.pageSize} offset ${offset}`,
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countApplicants(db, query.name) : 0);
  return {
    items: rows.map(({ total: _total, ...applicant }) => applicant),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Applicants whose name contains `name`, for a page past the end (which carries no window count). */
async function countApplicants(db: Db, name: string): Promise<number> {
  const filter = name ? sql`where name ilike ${containsPattern(name)}` : sql``;
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from patent_applicants ${filter}`);
  return row?.n ?? 0;
}
