import { QueryFailure } from './errors.js';
import { FIELDS, type FieldKind, resolveField } from './fields.js';
import { tokenize } from './lexer.js';
import { isSingleOperand } from './parser.js';
import { type ProximityField, proximityOperatorText } from './proximity.js';
import { formatValue, quote } from './quote.js';

/** One label of the filters-and-excludes panel (spec section 3). */
export interface FilterItem {
  /** The expression field the label filters on, as a code or Chinese name: `PT`, `申请人`. */
  name: string;
  /** Values picked from the label's list (a facet bucket's `value`, e.g. `发明`, `G06F*`). */
  values: string[];
  /**
   * Values the user typed. For a normal item they are more values of the field, like `values`;
   * for a custom item each is a whole expression.
   */
  customValues: string[];
  /** The custom-deal flag: the item is its `customValues` used verbatim, not `name=(...)`. */
  custom: boolean;
}

/** The search-expression state of spec section 3. */
export interface SearchExpressionState {
  mainExpression: string;
  secondExpression: string;
  /** Usually {@link companyExpression} of `companySelected`. */
  companyExpression: string;
  filters: FilterItem[];
  excludes: FilterItem[];
  companySelected: string[];
  /** Expressions searched before (history); not part of the built expression. */
  searchedTargets: string[];
}

function distinctTrimmed(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
}

/**
 * A value written for a field: dates and `[ranges]` as they are, a code's trailing `*` kept as
 * the prefix wildcard, anything else quoted when it would not read back as one plain value.
 */
function renderValue(kind: FieldKind | null, value: string): string {
  if (kind === 'date') return value;
  if (kind === 'code' && /^[^*]+\*$/.test(value)) return formatValue(value.slice(0, -1), true);
  return formatValue(value);
}

/**
 * One filter item as an expression, or null when it has no values (the item is then left out).
 * A normal item is `name=(v1 or v2)` over its values and custom values; a custom item is its
 * custom values, each a whole expression used verbatim, joined with `or`.
 */
export function filterItemExpression(item: FilterItem): string | null {
  if (item.custom) {
    const expressions = distinctTrimmed(item.customValues);
    return expressions.length ? expressions.join(' or ') : null;
  }
  const values = distinctTrimmed([...item.values, ...item.customValues]);
  if (!values.length) return null;
  const name = item.name.trim();
  const field = resolveField(name);
  const rendered = values.map((v) => renderValue(field && FIELDS[field].kind, v)).join(' or ');
  // Without a field name the values are bare terms (title and abstract).
  return name ? `${name}=(${rendered})` : `(${rendered})`;
}

/** Whether `text` has an `or` outside every parenthesis, so it must be wrapped before `and`. */
function hasTopLevelOr(text: string): boolean {
  let depth = 0;
  try {
    for (const token of tokenize(text)) {
      if (token.kind === 'lparen') depth++;
      else if (token.kind === 'rparen') depth--;
      else if (token.kind === 'or' && depth <= 0) return true;
    }
  } catch (e) {
    // An unclosed quote: wrapping cannot make it worse, and the parser will report it.
    if (e instanceof QueryFailure) return true;
    throw e;
  }
  return false;
}

const wrapIf = (wrap: boolean, text: string) => (wrap ? `(${text})` : text);

/**
 * The final search expression of spec section 4: the main, second and company expressions and
 * the filter items joined with `and`, then each exclude item preceded by `not`. Parts are trimmed,
 * empty parts and items without values left out. A part joined with `and` is parenthesised when
 * it has a top-level `or`; an exclude when it is more than one operand, so `not` covers all of it.
 * Excludes alone give `not A not B` (everything except A and B). See README.md for examples.
 */
export function buildExpression(state: SearchExpressionState): string {
  const parts = [
    ...[state.mainExpression, state.secondExpression, state.companyExpression].map((p) => p.trim()),
    ...state.filters.map(filterItemExpression),
  ].filter((p): p is string => !!p);
  const excludes = state.excludes.map(filterItemExpression).filter((p): p is string => p !== null);
  if (parts.length === 1 && !excludes.length) return parts[0] as string;
  const positive = parts.map((p) => wrapIf(hasTopLevelOr(p), p)).join(' and ');
  const negative = excludes.map((e) => `not ${wrapIf(!isSingleOperand(e), e)}`).join(' ');
  return [positive, negative].filter(Boolean).join(' ');
}

/** The company (applicant) condition for the selected companies: `PA=("甲公司" or "乙公司")`, or ''. */
export function companyExpression(names: readonly string[]): string {
  const distinct = distinctTrimmed(names);
  return distinct.length ? `PA=(${distinct.map(quote).join(' or ')})` : '';
}

/** What {@link proximityExpression} writes: two words of one field, at most `distance` words apart. */
export interface ProximitySpec {
  /** TI, AB, or null for title or abstract (a bare condition). */
  field: ProximityField | null;
  left: string;
  right: string;
  distance: number;
  /** W (left first) when true, NEAR (either order) when false. */
  ordered: boolean;
}

/**
 * A proximity condition as expression text, each side quoted when needed (several words become
 * a phrase): `TI=(芯片 W/2 散热)`, `"液冷 板" NEAR/5 散热`. Null while either side is blank.
 * The distance is written as given; the parser checks it.
 */
export function proximityExpression({ field, left, right, distance, ordered }: ProximitySpec): string | null {
  const a = left.trim();
  const b = right.trim();
  if (!a || !b) return null;
  const condition = `${formatValue(a)} ${proximityOperatorText(ordered, distance)} ${formatValue(b)}`;
  return field ? `${field}=(${condition})` : condition;
}
