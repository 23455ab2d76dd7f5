import type { FacetBucket } from '@cityip/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { quoteLexeme, SAMPLE_LEXEME, SAMPLE_RATE } from '../search-tokens.js';
import { countMatches, selectRows, selectRowsByIndex, whereClause } from './statements.js';

/**
 * Counts of a set of matches broken down several ways in ONE statement (facets, analysis,
 * industries): the matches are materialised once from the narrow table, grouped by GROUPING
 * SETS, and their applicants counted through `unnest(applicant_ids)`. Six separate statements
 * measured 1.5 s where one took 0.6 s (notes/patent-search-performance.md).
 *
 * Above SAMPLE_ABOVE matches only a fixed tenth of the patents is counted, ×SAMPLE_RATE, and the
 * result says so. Aggregation costs ~0.5 µs per row per facet and visiting a match's row about as
 * much again; the note measured a 10% sample at 26/49 ms (p50/p95) instead of 139/301 ms, its
 * largest error 17% on values holding ≥ 1% of the matches (technique 4). Deterministic: the same
 * query always shows the same numbers.
 */
export const SAMPLE_ABOVE = 20_000;
// The functions below take it as a parameter so tests can sample a handful of fixtures.

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
  /** Matches in all: exact, or estimated from the sample when `sampled` and the condition has a token. */
  total: number;
  /** Whether the counts below were estimated from the sample. */
  sampled: boolean;
  sets: Record<K, Group[]>;
  /** Top applicants by name, best first (ties by name). */
  applicants: FacetBucket[];
  /** Top subclasses (`G06F`), best first (ties by code). */
  ipcSubclasses: FacetBucket[];
}

interface Row {
  part: 'total' | 'group' | 'applicant' | 'subclass';
  mask: number | null;
  count: number;
  [column: `v${number}`]: string | null;
}

/** What is known of the matches before counting them. */
export interface Matches {
  where: SQL | undefined;
  /** Whether `where` goes through the token index (see {@link countAndBreakDown}). */
  tokens: boolean;
}

/**
 * Counts the matches and breaks them down. With a word or code the index can narrow the matches
 * to the sample (the patents holding SAMPLE_LEXEME), so the sample is broken down first: when it
 * stands for more than SAMPLE_ABOVE matches it is the answer (the total estimated too), and only
 * smaller sets are read in full. Visiting every match's row was the cost of large sets (23,000
 * matches of `IPC=(G06F*)`: 53 of 134 ms on 1M patents, before the grouping). Otherwise (perhaps
 * every patent) the count comes first and decides.
 */
export async function countAndBreakDown<K extends string>(
  db: Db,
  matches: Matches,
  request: BreakdownRequest<K>,
  sampleAbove = SAMPLE_ABOVE,
): Promise<Breakdown<K>> {
  const { where, tokens } = matches;
  if (!tokens || !where) return breakDownCounted(db, where, await countMatches(db, where), request, sampleAbove);
  const inSample = sql`s.tokens @@ ${quoteLexeme(SAMPLE_LEXEME)}::tsquery`;
  const sampleRows = await selectRowsByIndex<Row>(db, statement(sql`${where} and ${inSample}`, request));
  const estimate = totalOf(sampleRows) * SAMPLE_RATE;
  if (estimate > sampleAbove) return read(sampleRows, request, estimate, true);
  const rows = await selectRowsByIndex<Row>(db, statement(where, request));
  return read(rows, request, totalOf(rows), false);
}

/**
 * Breaks down the `total` matches of `where` (counted already), from a tenth of them when there
 * are many. The tenth is picked by id here: the condition has no token to narrow by, and testing
 * the sample lexeme on rows found another way would read their tokens.
 */
export async function breakDownCounted<K extends string>(
  db: Db,
  where: SQL | undefined,
  total: number,
  request: BreakdownRequest<K>,
  sampleAbove = SAMPLE_ABOVE,
): Promise<Breakdown<K>> {
  const sampled = total > sampleAbove;
  if (total === 0) return read([], request, 0, false);
  const sample = sql.raw(`s.patent_id % ${SAMPLE_RATE} = 0`);
  const scoped = sampled ? (where ? sql`${where} and ${sample}` : sample) : where;
  return read(await selectRows<Row>(db, statement(scoped, request)), request, total, sampled);
}

function totalOf(rows: readonly Row[]): number {
  return rows.find((r) => r.part === 'total')?.count ?? 0;
}

/** The statement: `m` holds the matches; they are counted (the `total` row) and grouped. */
function statement<K extends string>(where: SQL | undefined, request: BreakdownRequest<K>): SQL {
  const names = Object.keys(request.sets) as K[];
  const columns = groupColumns(request);
  const list = (prefix: string) => sql.raw(columns.map((c) => `${prefix}${c}`).join(', '));
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
    sql`select 'total', null::int, null::text${rest}, count(*)::int from m`,
  ];
  if (request.applicants > 0) {
    // unnest in the select list (ProjectSet) costs a third of a lateral join to it.
    parts.push(sql`select 'applicant', null::int, p.name${rest}, a.count
      from (select x.id, count(*)::int as count from (select unnest(m.applicant_ids) as id from m) x
            group by x.id order by count(*) desc, x.id limit ${request.applicants}) a
      join patent_applicants p on p.id = a.id`);
  }
  if (request.ipcSubclasses > 0) {
    parts.push(sql`select 'subclass', null::int, c.code${rest}, c.count
      from (select left(w.ipc_main, 4) as code, count(*)::int as count from m join patents w on w.id = m.patent_id
            where w.ipc_main is not null
            group by 1 order by 2 desc, 1 limit ${request.ipcSubclasses}) c`);
  }
  return sql`with m as materialized (
      select s.patent_id, ${list('s.')}, s.applicant_ids from patent_search s${whereClause(where)}
    ) ${sql.join(parts, sql` union all `)}`;
}

function groupColumns<K extends string>(request: BreakdownRequest<K>): GroupColumn[] {
  return [...new Set((Object.keys(request.sets) as K[]).flatMap((name) => request.sets[name]))];
}

/** Splits the rows by part and set, scaling sampled counts back up. */
function read<K extends string>(
  rows: readonly Row[],
  request: BreakdownRequest<K>,
  total: number,
  sampled: boolean,
): Breakdown<K> {
  const columns = groupColumns(request);
  const scale = (count: number) => (sampled ? count * SAMPLE_RATE : count);
  // grouping(c1..cn) sets bit (n-1-i) for every column c_i NOT in the row's grouping set.
  const maskOf = (set: readonly GroupColumn[]) =>
    columns.reduce((mask, c, i) => (set.includes(c) ? mask : mask | (1 << (columns.length - 1 - i))), 0);
  const sets = {} as Record<K, Group[]>;
  for (const name of Object.keys(request.sets) as K[]) {
    const mask = maskOf(request.sets[name]);
    const indexes = request.sets[name].map((c) => columns.indexOf(c));
    sets[name] = rows
      .filter((r) => r.part === 'group' && r.mask === mask)
      .map((r) => ({ values: indexes.map((i) => r[`v${i}`] ?? null), count: scale(r.count) }));
  }
  const buckets = (part: Row['part']) =>
    rows
      .filter((r) => r.part === part)
      .map((r) => ({ value: r.v0 ?? '', count: scale(r.count) }))
      // The union loses the inner order: sort again, ties by value for stable output.
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { total, sampled, sets, applicants: buckets('applicant'), ipcSubclasses: buckets('subclass') };
}
