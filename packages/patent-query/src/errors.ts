/** Longest expression accepted, in UTF-16 code units; longer ones are refused before lexing. */
export const MAX_EXPRESSION_LENGTH = 4000;
/** Deepest nesting of parentheses (top-level and field groups) and stacked `not`s. */
export const MAX_DEPTH = 32;
/** Most leaves (terms and date conditions) one expression may hold. */
export const MAX_TERMS = 200;

/** Every error the parser reports; each has a message in both languages (messages.ts). */
export const QUERY_ERROR_CODES = [
  'tooLong',
  'tooDeep',
  'tooManyTerms',
  'unexpectedToken',
  'unexpectedEnd',
  'expectedValue',
  'unclosedParen',
  'unbalancedParen',
  'unclosedQuote',
  'unclosedRange',
  'emptyGroup',
  'emptyPhrase',
  'unknownField',
  'nestedField',
  'invalidDate',
  'invalidRange',
  'wildcardNotAllowed',
  'misplacedWildcard',
  'comparisonNotAllowed',
  'rangeNotAllowed',
  'unknownValue',
  'missingDistance',
  'invalidDistance',
  'distanceTooLarge',
  'proximityOperand',
  'proximityField',
  'mixedProximityFields',
  'chainedProximity',
] as const;
export type QueryErrorCode = (typeof QUERY_ERROR_CODES)[number];

/**
 * What the parser was looking for: a search term or value, a date, a closing `)` or `]`, the `to`
 * of a date range, or an operator between two operands.
 */
export type Expected = 'term' | 'date' | ')' | ']' | 'to' | 'operator';

/** Details for the message; which keys are set depends on the code (see messages.ts). */
export interface QueryErrorParams {
  /** The text found where something else was expected ('' at the end of the expression). */
  found?: string;
  expected?: Expected;
  /** A field code (`TI`), or for unknownField the name as written. */
  field?: string;
  /** The offending value as written (invalidDate, unknownValue, invalidDistance, distanceTooLarge). */
  value?: string;
  /** The comparison or proximity operator as written (comparisonNotAllowed, the proximity codes). */
  operator?: string;
  /** The accepted values (unknownValue). */
  allowed?: string[];
  /** The limit exceeded (tooLong, tooDeep, tooManyTerms, distanceTooLarge). */
  limit?: number;
  /** Normalised bounds of a reversed range (invalidRange). */
  from?: string;
  to?: string;
  /** The closing quote that is missing (unclosedQuote). */
  quote?: string;
}

/**
 * A malformed expression. `position` is the index (UTF-16 code units, 0-based) in the text where
 * the problem is and `length` how many units to mark (0 at the end of the text).
 */
export interface QueryError {
  code: QueryErrorCode;
  position: number;
  length: number;
  params: QueryErrorParams;
}

/** Thrown inside the lexer and parser, caught by `parse`, so deep call chains stop at once. */
export class QueryFailure extends Error {
  constructor(readonly error: QueryError) {
    super(error.code);
  }
}

/** Throws a {@link QueryFailure}. */
export function fail(code: QueryErrorCode, position: number, length: number, params: QueryErrorParams = {}): never {
  throw new QueryFailure({ code, position, length, params });
}
