import type { DateRangeNode, QueryNode, TermNode } from './ast.js';
import { parseDatePeriod, shiftDate } from './dates.js';
import { fail } from './errors.js';
import { FIELDS, type FieldCode, LEGAL_STATUSES, PATENT_TYPES, resolveEnumValue } from './fields.js';
import type { Token } from './lexer.js';

/** Enum fields whose values are validated only when the caller passes the configured list. */
export type ConfiguredEnumField = 'DI' | 'IND';

/** Options of {@link parse}. */
export interface ParseOptions {
  /**
   * Accepted values of the configured enum fields (names and codes, compared case-insensitively),
   * e.g. the city's districts and key industries. A field not given here accepts any value.
   */
  enumValues?: Partial<Record<ConfiguredEnumField, readonly string[]>>;
}

export type Comparison = '=' | '>=' | '>' | '<=' | '<';

const FIXED_ENUMS: Partial<Record<FieldCode, readonly { code: string; zh: string; en: string }[]>> = {
  PT: PATENT_TYPES,
  LS: LEGAL_STATUSES,
};

const length = (t: { start: number; end: number }) => t.end - t.start;

/** A value token's text and whether it ends with the prefix wildcard, enforcing where `*` may stand. */
function valueText(field: FieldCode | null, token: Token): { text: string; prefix: boolean } {
  let text = token.value;
  let prefix = token.prefix;
  if (token.kind === 'phrase') {
    if (text === '') fail('emptyPhrase', token.start, length(token));
  } else {
    const star = text.indexOf('*');
    if (star !== -1) {
      if (star !== text.length - 1 || text.length === 1) fail('misplacedWildcard', token.start + star, 1);
      text = text.slice(0, -1);
      prefix = true;
    }
  }
  if (prefix && (field === null || FIELDS[field].kind !== 'code')) {
    fail('wildcardNotAllowed', token.end - 1, 1, field === null ? {} : { field });
  }
  return { text, prefix };
}

function checkEnumValue(field: FieldCode, token: Token, text: string, options: ParseOptions): void {
  const fixed = FIXED_ENUMS[field];
  if (fixed) {
    if (resolveEnumValue(fixed, text) === null) {
      fail('unknownValue', token.start, length(token), { field, value: text, allowed: fixed.map((v) => v.zh) });
    }
    return;
  }
  const configured = options.enumValues?.[field as ConfiguredEnumField];
  const wanted = text.trim().toLowerCase();
  if (configured && !configured.some((v) => v.trim().toLowerCase() === wanted)) {
    fail('unknownValue', token.start, length(token), { field, value: text, allowed: [...configured] });
  }
}

/** The condition `field comparison token` on a date field, as an inclusive range. */
export function dateLeaf(field: FieldCode, token: Token, comparison: Comparison): DateRangeNode {
  const { text } = valueText(field, token);
  const period = parseDatePeriod(text) ?? fail('invalidDate', token.start, length(token), { field, value: text });
  const bounds = {
    '=': { from: period.from, to: period.to },
    '>=': { from: period.from, to: null },
    '>': { from: shiftDate(period.to, 1), to: null },
    '<=': { from: null, to: period.to },
    '<': { from: null, to: shiftDate(period.from, -1) },
  }[comparison];
  return { type: 'dateRange', field, ...bounds, start: token.start, end: token.end };
}

/** A value leaf: a term of `field` (null for a bare term), or a date condition on a date field. */
export function valueLeaf(field: FieldCode | null, token: Token, options: ParseOptions): QueryNode {
  if (field !== null && FIELDS[field].kind === 'date') return dateLeaf(field, token, '=');
  const { text, prefix } = valueText(field, token);
  if (field !== null && FIELDS[field].kind === 'enum') checkEnumValue(field, token, text, options);
  const term: TermNode = {
    type: 'term',
    field,
    text,
    phrase: token.kind === 'phrase',
    prefix,
    start: token.start,
    end: token.end,
  };
  return term;
}

interface RangePiece {
  text: string;
  separator: boolean;
  start: number;
  end: number;
}

/** The words between `[` and `]` cut into dates and separators (`to`, `至`, `~`; `2020至2022` is three pieces). */
function rangePieces(words: readonly Token[]): RangePiece[] {
  const pieces: RangePiece[] = [];
  for (const word of words) {
    if (word.value.toLowerCase() === 'to') {
      pieces.push({ text: word.value, separator: true, start: word.start, end: word.end });
      continue;
    }
    let offset = word.start;
    for (const part of word.value.split(/(至|~)/)) {
      if (part !== '') {
        const separator = part === '至' || part === '~';
        pieces.push({ text: part, separator, start: offset, end: offset + part.length });
      }
      offset += part.length;
    }
  }
  return pieces;
}

/** What a range needs next after `count` well-formed pieces. */
function rangeExpectation(count: number): 'date' | 'to' | ']' {
  if (count === 1) return 'to';
  return count >= 3 ? ']' : 'date';
}

/**
 * `field=[from to to]`: `words` are the word tokens after the bracket `open`, `close` the token
 * that ended them (normally `]`).
 */
export function rangeLeaf(field: FieldCode, open: Token, words: readonly Token[], close: Token): DateRangeNode {
  if (close.kind === 'end') fail('unclosedRange', open.start, 1);
  const pieces = rangePieces(words);
  pieces.forEach((piece, i) => {
    const wantsSeparator = i === 1;
    if (i > 2) fail('unexpectedToken', piece.start, length(piece), { found: piece.text, expected: ']' });
    if (piece.separator !== wantsSeparator) {
      fail('unexpectedToken', piece.start, length(piece), { found: piece.text, expected: rangeExpectation(i) });
    }
  });
  if (close.kind !== 'rbracket' || (pieces.length > 0 && pieces.length < 3)) {
    fail('unexpectedToken', close.start, length(close), {
      found: close.raw,
      expected: rangeExpectation(pieces.length),
    });
  }
  if (pieces.length === 0) fail('emptyGroup', open.start, close.end - open.start);
  const [first, , last] = pieces as [RangePiece, RangePiece, RangePiece];
  const from =
    parseDatePeriod(first.text) ?? fail('invalidDate', first.start, length(first), { field, value: first.text });
  const to = parseDatePeriod(last.text) ?? fail('invalidDate', last.start, length(last), { field, value: last.text });
  if (from.from > to.to) {
    fail('invalidRange', open.start, close.end - open.start, { field, from: from.from, to: to.to });
  }
  return { type: 'dateRange', field, from: from.from, to: to.to, start: open.start, end: close.end };
}
