import type { SearchToSave } from '../watch/watch.api.js';
import { EMPTY_SEARCH, type PatentSearchState, writeSearchState } from './url-state.js';

/**
 * What saving the current search keeps (features/watch): the final expression it ran, the address
 * of its main and second expression, filters, excludes and companies (the page, tab, view and
 * open detail are left out; the sort is kept beside it), and the main words as a first name.
 */
export function searchToSave(state: PatentSearchState, expression: string): SearchToSave {
  const search = writeSearchState({
    ...EMPTY_SEARCH,
    main: state.main,
    second: state.second,
    filters: state.filters,
    excludes: state.excludes,
    companies: state.companies,
  }).toString();
  return { expression, search, sort: state.sort, suggestedName: state.main || expression };
}
