import type { CityProfile } from '@cityip/contracts';
import {
  type DateRangeNode,
  FIELDS,
  type FieldCode,
  LEGAL_STATUSES,
  PATENT_TYPES,
  type QueryError,
  type QueryNode,
  resolveEnumValue,
  type TermNode,
} from '@cityip/patent-query';
import { type SQL, sql } from 'drizzle-orm';
import { codeTermQuery, proximityQuery, textTermQuery } from '../search-tokens.js';

/**
 * Compiles a parsed expression to one condition over `patent_search s`, with every user value
 * bound as a parameter. Text, proximity and code conditions become tsquery literals (search-tokens.ts); a
 * whole and/or/not subtree of them is merged into ONE tsquery (`('a' & 'b') | !'c'`), so the GIN
 * index is read once however the expression is written. Dates become ranges and enums small
 * integers or profile codes beside it.
 */

/** A condition the expression cannot mean (an unknown district, a range on a text field). */
export class ExpressionError extends Error {
  constructor(readonly error: QueryError) {
    super(error.code);
    this.name = 'ExpressionError';
  }
}

/** The WHERE condition over `patent_search s`; undefined when the expression matches every patent. */
export interface CompiledCondition {
  where: SQL | undefined;
  /** Whether `where` holds a tsquery (it narrows through the token index, see search.service.ts). */
  tokens: boolean;
}

type Part =
  | { kind: 'tokens'; query: string }
  | { kind: 'sql'; sql: SQL; nullable: boolean; tokens?: boolean }
  | { kind: 'constant'; value: boolean };

const TRUE: Part = { kind: 'constant', value: true };
const FALSE: Part = { kind: 'constant', value: false };

/** Columns of the date fields; only the grant date may be null. */
const DATE_COLUMNS: Partial<Record<FieldCode, { column: SQL; nullable: boolean }>> = {
  AD: { column: sql.raw('s.application_date'), nullable: false },
  PD: { column: sql.raw('s.publication_date'), nullable: false },
  GD: { column: sql.raw('s.grant_date'), nullable: true },
};

/** Compiles `ast` (null: the empty expression) for the city `profile`. Throws {@link ExpressionError}. */
export function compileCondition(ast: QueryNode | null, profile: CityProfile): CompiledCondition {
  if (!ast) return { where: undefined, tokens: false };
  const part = compileNode(ast, profile);
  if (part.kind === 'constant') return { where: part.value ? undefined : sql`false`, tokens: false };
  return { where: toSql(part), tokens: part.kind === 'tokens' || part.tokens === true };
}

function compileNode(node: QueryNode, profile: CityProfile): Part {
  switch (node.type) {
    case 'term':
      return compileTerm(node, profile);
    case 'dateRange':
      return compileDateRange(node);
    case 'proximity':
      // The parser allows only title/abstract terms of one field here (with word positions).
      return tokens(proximityQuery(node.field, node.left.text, node.right.text, node.distance, node.ordered));
    case 'and':
    case 'or':
      return combine(
        node.type,
        node.children.map((child) => compileNode(child, profile)),
      );
    case 'not':
      return negate(compileNode(node.child, profile));
  }
}

function compileTerm(node: TermNode, profile: CityProfile): Part {
  if (node.field === null) return tokens(textTermQuery(null, node.text));
  const kind = FIELDS[node.field].kind;
  switch (node.field) {
    case 'TI':
    case 'AB':
    case 'CL':
    case 'PA':
    case 'IN':
      return tokens(textTermQuery(node.field, node.text));
    case 'AN':
    case 'PN':
    case 'IPC':
    case 'CPC':
      return tokens(codeTermQuery(node.field, node.text, node.prefix));
    case 'PT':
      return enumIndex(node, sql.raw('s.patent_type'), PATENT_TYPES);
    case 'LS':
      return enumIndex(node, sql.raw('s.legal_status'), LEGAL_STATUSES);
    case 'DI':
      return profileCode(node, sql.raw('s.district'), profile.districts);
    case 'IND':
      return profileCode(node, sql.raw('s.industry'), profile.industries);
    default:
      // A date field holding a plain value: the parser turns valid dates into ranges.
      throw new ExpressionError(spanError(node, kind === 'date' ? 'invalidDate' : 'unexpectedToken', node.text));
  }
}

/** A tsquery part, or nothing-matches when the value has no searchable word (`TI=(。。)`). */
function tokens(query: string | null): Part {
  return query === null ? FALSE : { kind: 'tokens', query };
}

function enumIndex(node: TermNode, column: SQL, values: readonly { code: string; zh: string; en: string }[]): Part {
  const code = resolveEnumValue(values, node.text);
  if (code === null)
    throw unknownValue(
      node,
      values.map((v) => v.zh),
    );
  return { kind: 'sql', sql: sql`${column} = ${values.findIndex((v) => v.code === code)}`, nullable: false };
}

function profileCode(
  node: TermNode,
  column: SQL,
  entries: readonly { code: string; name: string; nameEn: string }[],
): Part {
  // Compared as the parser checks them (ParseOptions.enumValues): trimmed, case-insensitive.
  const wanted = node.text.trim().toLowerCase();
  const entry = entries.find((e) => [e.code, e.name, e.nameEn].some((v) => v.toLowerCase() === wanted));
  if (!entry)
    throw unknownValue(
      node,
      entries.map((e) => e.name),
    );
  return { kind: 'sql', sql: sql`${column} = ${entry.code}`, nullable: true };
}

function compileDateRange(node: DateRangeNode): Part {
  const date = DATE_COLUMNS[node.field];
  if (!date) throw new ExpressionError(spanError(node, 'rangeNotAllowed', ''));
  const bounds: SQL[] = [];
  if (node.from) bounds.push(sql`${date.column} >= ${node.from}::date`);
  if (node.to) bounds.push(sql`${date.column} <= ${node.to}::date`);
  if (bounds.length === 0)
    return date.nullable ? { kind: 'sql', sql: sql`${date.column} is not null`, nullable: false } : TRUE;
  return { kind: 'sql', sql: sql.join(bounds, sql` and `), nullable: date.nullable };
}

/**
 * and/or of compiled operands: constants fold away, every tsquery operand joins one tsquery, and
 * the remaining SQL conditions sit beside it.
 */
function combine(op: 'and' | 'or', parts: Part[]): Part {
  const absorbing = op === 'or';
  if (parts.some((p) => p.kind === 'constant' && p.value === absorbing)) return absorbing ? TRUE : FALSE;
  const queries: string[] = [];
  const conditions: Extract<Part, { kind: 'sql' }>[] = [];
  for (const p of parts) {
    if (p.kind === 'tokens') queries.push(p.query);
    else if (p.kind === 'sql') conditions.push(p);
  }
  const merged: Part | null =
    queries.length === 0
      ? null
      : {
          kind: 'tokens',
          query:
            queries.length === 1
              ? (queries[0] as string)
              : queries.map((q) => `(${q})`).join(op === 'and' ? ' & ' : ' | '),
        };
  if (conditions.length === 0) return merged ?? (absorbing ? FALSE : TRUE);
  // Column conditions first: PostgreSQL checks equally cheap quals in the order written, and a row
  // that fails them is dropped before its (TOASTed) tokens are read.
  const all = merged
    ? [...conditions, { kind: 'sql' as const, sql: toSql(merged), nullable: false, tokens: true }]
    : conditions;
  if (all.length === 1) return all[0] as Part;
  return {
    kind: 'sql',
    sql: sql`(${sql.join(
      all.map((c) => c.sql),
      op === 'and' ? sql` and ` : sql` or `,
    )})`,
    nullable: all.some((c) => c.nullable),
    tokens: all.some((c) => c.tokens),
  };
}

/**
 * `not`: a tsquery is negated inside the tsquery. A nullable SQL condition (district, industry,
 * grant date) is read as false when null first, so `not DI=(云湖区)` keeps patents with no district.
 */
function negate(part: Part): Part {
  if (part.kind === 'constant') return part.value ? FALSE : TRUE;
  if (part.kind === 'tokens') return { kind: 'tokens', query: `!(${part.query})` };
  const inner = part.nullable ? sql`coalesce(${part.sql}, false)` : part.sql;
  return { kind: 'sql', sql: sql`not (${inner})`, nullable: false, tokens: part.tokens };
}

function toSql(part: Exclude<Part, { kind: 'constant' }>): SQL {
  return part.kind === 'tokens' ? sql`s.tokens @@ ${part.query}::tsquery` : part.sql;
}

function spanError(node: QueryNode, code: QueryError['code'], value: string): QueryError {
  const field = 'field' in node && node.field ? node.field : undefined;
  return {
    code,
    position: node.start,
    length: node.end - node.start,
    params: { ...(field ? { field } : {}), ...(value ? { value, found: value } : {}) },
  };
}

function unknownValue(node: TermNode, allowed: string[]): ExpressionError {
  return new ExpressionError({
    ...spanError(node, 'unknownValue', node.text),
    params: { field: node.field ?? '', value: node.text, allowed },
  });
}
