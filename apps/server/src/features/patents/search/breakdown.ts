import type { FacetBucket } from '@cityip/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { selectRows, whereClause } from './statements.js';

/**
 * Counts of a set of matches broken down several ways in ONE statement (facets, analysis,
 * industries): the matches are materialised once from the narrow table, grouped by GROUPING
 * SETS, and their applicants counted through `unnest(applicant_ids)`. Six separate statements
 * measured 1.5 s where one took 0.6 s (notes/patent-search-performance.md).
 */

/** Above this many matches counts come from a deterministic 10% sample (see {@link sampleScope}). */
export const SAMPLE_ABOVE = 50_000;
const SAMPLE_MODULUS = 10;

/** The matches to aggregate, sampled when there are many. */
export interface Scope {
  where: SQL | undefined;
  sampled: boolean;
}

/**
 * The scope of `total` matches of `where`: above {@link SAMPLE_ABOVE}, only patents whose id ends
 * in 0, counts ×10. Live aggregation costs ~0.5 µs per row per facet; the sample measured 26/49 ms
 * (p50/p95) instead of 139/301 ms on 1M patents, its largest error 17% on values holding ≥ 1% of
 * the matches (notes/patent-search-performance.md, technique 4). Deterministic: the same query
 * always shows the same numbers.
 */
export function sampleScope(where: SQL | undefined, total: number): Scope {
  if (total <= SAMPLE_ABOVE) return { where, sampled: false };
  const sample = sql.raw(`s.patent_id % ${SAMPLE_MODULUS} = 0`);
  return { where: where ? sql`${where} and ${sample}` : sample, sampled: true };
}

/** Columns of `patent_search` a breakdown can group by. */
export type GroupColumn =
  | 'patent_type'
  | 'legal_status'
  | 'application_year'
  | 'ipc_section'
  | 'ipc_class'
  | 'district'
  | 'industry';

export interface BreakdownRequest<K extends string> {
  /** Named grouping sets, e.g. `{ byYear: ['application_year', 'patent_type'] }`. */
  sets: Record<K, readonly GroupColumn[]>;
  /** How many top applicants to count (0: none). */
  applicants: number;
  /** How many top IPC subclasses of the main code to count (0: none); reads the wide table. */
  ipcSubclasses: number;
}

/** One group: its values in the order of the set's columns (text, null where the column is null). */
export interface Group {
  values: (string | null)[];
  count: number;
}

export interface Breakdown<K extends string> {
  sets: Record<K, Group[]>;
  /** Top applicants by name, best first (ties by name). */
  applicants: FacetBucket[];
  /** Top subclasses (`G06F`), best first (ties by code). */
  ipcSubclasses: FacetBucket[];
}

interface Row {
  part: 'group' | 'applicant' | 'subclass';
  mask: number | null;
  count: number;
  [column: `v${number}`]: string | null;
}

/** Counts the matches of `scope` (scaled back up when sampled) for every set of `request`. */
export async function breakdown<K extends string>(
  db: Db,
  scope: Scope,
  request: BreakdownRequest<K>,
): Promise<Breakdown<K>> {
  const names = Object.keys(request.sets) as K[];
  const columns = [...new Set(names.flatMap((name) => request.sets[name]))];
  const list = (prefix: string) => sql.raw(columns.map((c) => `${prefix}${c}`).join(', '));
  // grouping(c1..cn) sets bit (n-1-i) for every column c_i NOT in the row's grouping set.
  const maskOf = (set: readonly GroupColumn[]) =>
    columns.reduce((mask, c, i) => (set.includes(c) ? mask : mask | (1 << (columns.length - 1 - i))), 0);
  const values = sql.raw(columns.map((c, i) => `${c}::text as v${i}`).join(', '));
  const rest = sql.raw(
    columns
      .slice(1)
      .map((_, i) => `, null::text as v${i + 1}`)
      .join(''),
  );
  const sets = sql.raw(names.map((name) => `(${request.sets[name].join(', ')})`).join(', '));
  const parts: SQL[] = [
    sql`select 'group' as part, grouping(${list('')}) as mask, ${values}, count(*)::int as count
        from m group by grouping sets (${sets})`,
  ];
  if (request.applicants > 0) {
    parts.push(sql`select 'applicant', null::int, p.name${rest}, a.count
      from (select x.id, count(*)::int as count from m, unnest(m.applicant_ids) as x(id)
            group by x.id order by count(*) desc, x.id limit ${request.applicants}) a
      join patent_applicants p on p.id = a.id`);
  }
  if (request.ipcSubclasses > 0) {
    parts.push(sql`select 'subclass', null::int, c.code${rest}, c.count
      from (select left(w.ipc_main, 4) as code, count(*)::int as count from m join patents w on w.id = m.patent_id
            where w.ipc_main is not null group by 1 order by 2 desc, 1 limit ${request.ipcSubclasses}) c`);
  }
  const rows = await selectRows<Row>(
    db,
    sql`with m as materialized (
      select s.patent_id, ${list('s.')}, s.applicant_ids from patent_search s${whereClause(scope.where)}
    ) ${sql.join(parts, sql` union all `)}`,
  );
  const scale = (count: number) => (scope.sampled ? count * SAMPLE_MODULUS : count);
  const result = {
    sets: {} as Record<K, Group[]>,
    applicants: [] as FacetBucket[],
    ipcSubclasses: [] as FacetBucket[],
  };
  for (const name of names) {
    const mask = maskOf(request.sets[name]);
    const indexes = request.sets[name].map((c) => columns.indexOf(c));
    result.sets[name] = rows
      .filter((r) => r.part === 'group' && r.mask === mask)
      .map((r) => ({ values: indexes.map((i) => r[`v${i}`] ?? null), count: scale(r.count) }));
  }
  const buckets = (part: Row['part']) =>
    rows.filter((r) => r.part === part).map((r) => ({ value: r.v0 ?? '', count: scale(r.count) }));
  // The union loses the inner order: sort again, ties by value for stable output.
  const byCount = (a: FacetBucket, b: FacetBucket) =>
    b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  result.applicants = buckets('applicant').sort(byCount);
  result.ipcSubclasses = buckets('subclass').sort(byCount);
  return result;
}
