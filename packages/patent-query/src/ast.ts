import type { FieldCode } from './fields.js';
import type { ProximityField } from './proximity.js';

/** Where a node came from in the expression text: [start, end) in UTF-16 code units. */
export interface Span {
  start: number;
  end: number;
}

/**
 * A search value. `text` is the value as written, quotes removed. `phrase` when it was quoted
 * (match the words in order); `prefix` when it ended with `*` (code fields only: `G06F*`).
 */
export interface TermNode extends Span {
  type: 'term';
  /** null for a bare term, which searches title and abstract. */
  field: FieldCode | null;
  text: string;
  phrase: boolean;
  prefix: boolean;
}

/**
 * A date condition on a date field, normalised by the parser to inclusive calendar dates:
 * `AD>=2021` → from 2021-01-01; `AD<2021-06` → to 2021-05-31; `AD=2021` → the whole year;
 * `AD=[2020-01-01 to 2022-12-31]` → both bounds. A missing bound is open.
 */
export interface DateRangeNode extends Span {
  type: 'dateRange';
  field: FieldCode;
  from: string | null;
  to: string | null;
}

/**
 * `left NEAR/n right` (either order) or `left W/n right` (left first): two terms of the same
 * field (`field`: TI, AB, or null for title or abstract, where both must be in the same one) with
 * at most `distance` words between them. An operand of several words is a phrase. Its span runs
 * from the left operand (with its field name) to the right one.
 */
export interface ProximityNode extends Span {
  type: 'proximity';
  field: ProximityField | null;
  left: TermNode;
  right: TermNode;
  /** 0..MAX_PROXIMITY: words allowed between the two operands. */
  distance: number;
  /** W: left must come first. NEAR: either order. */
  ordered: boolean;
}

export interface AndNode extends Span {
  type: 'and';
  /** Two or more operands; nested ands are flattened. */
  children: QueryNode[];
}

export interface OrNode extends Span {
  type: 'or';
  children: QueryNode[];
}

/** Negation. `a not b` parses as and(a, not(b)); a leading `not b` as not(b). */
export interface NotNode extends Span {
  type: 'not';
  child: QueryNode;
}

export type QueryNode = TermNode | DateRangeNode | ProximityNode | AndNode | OrNode | NotNode;
