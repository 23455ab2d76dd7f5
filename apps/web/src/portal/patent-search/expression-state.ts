import { FACET_FIELDS, FACETS } from '@cityip/contracts';
import { buildExpression, companyExpression, type FilterItem, type SearchExpressionState } from '@cityip/patent-query';
import { EXPRESSION_LABEL, type FilterEntry, type PatentSearchState } from './url-state.js';

/** The filter items of one group (filters or excludes): one per label, in the panel's order. */
export function filterItems(entries: readonly FilterEntry[]): FilterItem[] {
  const items: FilterItem[] = [];
  for (const label of FACETS) {
    const mine = entries.filter((entry) => entry.label === label);
    if (mine.length === 0) continue;
    items.push({
      name: FACET_FIELDS[label],
      values: mine.filter((entry) => !entry.custom).map((entry) => entry.value),
      customValues: mine.filter((entry) => entry.custom).map((entry) => entry.value),
      custom: false,
    });
  }
  const expressions = entries.filter((entry) => entry.label === EXPRESSION_LABEL).map((entry) => entry.value);
  if (expressions.length > 0) items.push({ name: '', values: [], customValues: expressions, custom: true });
  return items;
}

/**
 * The search-expression state of spec section 3 for a search in the address. The searched
 * targets are not part of the expression; this tab's list of them is kept by search-history.ts.
 */
export function expressionState(state: PatentSearchState): SearchExpressionState {
  return {
    mainExpression: state.main,
    secondExpression: state.second,
    companyExpression: companyExpression(state.companies),
    filters: filterItems(state.filters),
    excludes: filterItems(state.excludes),
    companySelected: state.companies,
    searchedTargets: [],
  };
}

const EMPTY_STATE: SearchExpressionState = {
  mainExpression: '',
  secondExpression: '',
  companyExpression: '',
  filters: [],
  excludes: [],
  companySelected: [],
  searchedTargets: [],
};

/** An expression with the embedding page's scope ANDed to it (the builder adds parentheses where needed). */
export function withScope(expression: string, scope: string | undefined): string {
  if (!scope?.trim()) return expression;
  return buildExpression({ ...EMPTY_STATE, mainExpression: scope, secondExpression: expression });
}

/** The final expression sent to the server: spec section 4's builder, within the scope. */
export function finalExpression(state: PatentSearchState, scope?: string): string {
  return withScope(buildExpression(expressionState(state)), scope);
}

/**
 * What the facet counts are computed on: the search before filters and excludes, so picking a
 * value neither hides the other values of its label nor changes their counts.
 */
export function facetExpression(state: PatentSearchState, scope?: string): string {
  return withScope(buildExpression(expressionState({ ...state, filters: [], excludes: [] })), scope);
}
