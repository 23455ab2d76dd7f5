import type { CityProfile } from '@cityip/contracts';
import { LEGAL_STATUSES } from '@cityip/patent-query';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { patents } from '../patents.tables.js';
import { ExpressionError } from './compile.js';
import { readExpression } from './expression.js';
import { selectRows } from './statements.js';

/**
 * What became new in a time window, for alert digests (features/watch through patents.public.ts):
 * a saved search's new matches ({@link newExpressionMatches}) and an industry's news
 * ({@link industryNews}).
 *
 * A patent is visible at instant T once the portal stored it (`loaded_at < T`) and it is published
 * (`publication_date` on or before T's city date). New in [from, to) = visible at `to` and not at
 * `from`. Consecutive windows thus never list a patent twice, whether it arrived by a data load
 * (newly loaded) or its publication date came (newly published), and a refreshed record (its
 * `loaded_at` unchanged) is never new again.
 */
export interface VisibilityWindow {
  from: Date;
  to: Date;
  /** The city dates of `from` and `to`. */
  fromDay: string;
  toDay: string;
}

/** Ids newest first (at most `limit`) and how many there are in all. */
export interface NewPatents {
  total: number;
  ids: number[];
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const day = (date: string) => sql`${date}::date`;

/**
 * Patents loaded in the window or published in it: two index ranges (`patents_loaded_at_idx`,
 * `patent_search_publication_date_idx`), so a digest never reads the whole corpus.
 */
function candidates(w: VisibilityWindow): SQL {
  return sql`(select p.id from patents p where p.loaded_at >= ${at(w.from)} and p.loaded_at < ${at(w.to)}
    union select s.patent_id from patent_search s
      where s.publication_date > ${day(w.fromDay)} and s.publication_date <= ${day(w.toDay)})`;
}

/**
 * The patents matching `condition` (over `patent_search s`; undefined: every patent) that became
 * visible in the window: newest publication first.
 */
export async function newlyVisiblePatents(
  db: Db | Tx,
  condition: SQL | undefined,
  w: VisibilityWindow,
  limit: number,
): Promise<NewPatents> {
  const matching = condition ? sql` and (${condition})` : sql``;
  const [row] = await selectRows<NewPatents>(
    db,
    sql`with m as materialized (
        select s.patent_id, s.publication_date as d from ${candidates(w)} c(id)
          join patent_search s on s.patent_id = c.id
          join patents p on p.id = c.id
        where p.loaded_at < ${at(w.to)} and s.publication_date <= ${day(w.toDay)}
          and (p.loaded_at >= ${at(w.from)} or s.publication_date > ${day(w.fromDay)})${matching}
      )
      select (select count(*)::int from m) as total,
        array(select m.patent_id from m order by m.d desc, m.patent_id desc limit ${limit}) as ids`,
  );
  return { total: row?.total ?? 0, ids: row?.ids ?? [] };
}

/** Open licences of an industry's patents declared in the window (newest declaration first). */
export async function newIndustryLicences(
  db: Db | Tx,
  industry: string,
  w: VisibilityWindow,
  limit: number,
): Promise<NewPatents> {
  const [row] = await selectRows<NewPatents>(
    db,
    sql`with m as materialized (
        select l.patent_id, l.declared_on as d from patent_licences l
          join patent_search s on s.patent_id = l.patent_id
        where s.industry = ${industry} and l.declared_on > ${day(w.fromDay)} and l.declared_on <= ${day(w.toDay)}
      )
      select (select count(*)::int from m) as total,
        array(select m.patent_id from m order by m.d desc, m.patent_id desc limit ${limit}) as ids`,
  );
  return { total: row?.total ?? 0, ids: row?.ids ?? [] };
}

const INVALID = LEGAL_STATUSES.findIndex((status) => status.code === 'invalid');

/**
 * An industry's patents whose legal history has a lapse (annual fee not paid) or the end of the
 * term dated in the window, among those invalid now (one whose lapse was reversed is not listed).
 */
export async function lapsedIndustryPatents(
  db: Db | Tx,
  industry: string,
  w: VisibilityWindow,
  limit: number,
): Promise<NewPatents> {
  const [row] = await selectRows<NewPatents>(
    db,
    sql`with m as materialized (
        select s.patent_id, max(e->>'date') as d
        from patent_search s
          join patents p on p.id = s.patent_id
          cross join lateral jsonb_array_elements(p.legal_history) e
        where s.industry = ${industry} and s.legal_status = ${INVALID}
          and e->>'code' in ('feeLapsed', 'expired')
          and e->>'date' > ${w.fromDay} and e->>'date' <= ${w.toDay}
        group by s.patent_id
      )
      select (select count(*)::int from m) as total,
        array(select m.patent_id from m order by m.d desc, m.patent_id desc limit ${limit}) as ids`,
  );
  return { total: row?.total ?? 0, ids: row?.ids ?? [] };
}

/** A patent as a digest names it. */
export interface PatentHeadline {
  id: number;
  title: string;
  applicationNumber: string;
  publicationDate: string;
}

/** The headlines of `ids` in their order; ids no longer stored are left out. */
export async function patentHeadlines(db: Db | Tx, ids: readonly number[]): Promise<PatentHeadline[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: patents.id,
      title: patents.title,
      applicationNumber: patents.applicationNumber,
      publicationDate: patents.publicationDate,
    })
    .from(patents)
    .where(inArray(patents.id, [...new Set(ids)]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The patents matching `expression` that became new in the window, newest first (at most
 * `limit`), or null when the expression no longer parses (the city profile changed since it was
 * saved).
 */
export async function newExpressionMatches(
  db: Db | Tx,
  profile: CityProfile,
  expression: string,
  window: VisibilityWindow,
  limit: number,
): Promise<NewPatents | null> {
  let where: SQL | undefined;
  try {
    where = readExpression(expression, profile).where;
  } catch (error) {
    if (error instanceof ExpressionError) return null;
    throw error;
  }
  return newlyVisiblePatents(db, where, window, limit);
}

/**
 * An industry's news of the window: its new patents (loaded or published), the open licences
 * declared, and the patents that lapsed or reached the end of their term. One after another: the
 * digest runs them in its transaction.
 */
export async function industryNews(
  db: Db | Tx,
  industry: string,
  window: VisibilityWindow,
  limit: number,
): Promise<{ filings: NewPatents; licences: NewPatents; lapsed: NewPatents }> {
  const filings = await newlyVisiblePatents(db, sql`s.industry = ${industry}`, window, limit);
  const licences = await newIndustryLicences(db, industry, window, limit);
  const lapsed = await lapsedIndustryPatents(db, industry, window, limit);
  return { filings, licences, lapsed };
}
