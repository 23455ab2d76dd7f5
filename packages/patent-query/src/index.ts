export * from './ast.js';
export {
  buildExpression,
  companyExpression,
  type FilterItem,
  filterItemExpression,
  type ProximitySpec,
  proximityExpression,
  type SearchExpressionState,
} from './builder.js';
export {
  type Expected,
  MAX_DEPTH,
  MAX_EXPRESSION_LENGTH,
  MAX_TERMS,
  QUERY_ERROR_CODES,
  type QueryError,
  type QueryErrorCode,
  type QueryErrorParams,
} from './errors.js';
export * from './fields.js';
export type { ConfiguredEnumField, ParseOptions } from './leaves.js';
export { type QueryMessageLocale, queryErrorMessage } from './messages.js';
export { type ParseResult, parse } from './parser.js';
export {
  isProximityField,
  MAX_PROXIMITY,
  PROXIMITY_FIELDS,
  PROXIMITY_OPERATORS,
  type ProximityField,
  type ProximityOperator,
} from './proximity.js';
export { highlightTerms, toExpression } from './terms.js';
