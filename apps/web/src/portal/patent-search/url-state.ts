import {
  FACETS,
  type Facet,
  oneOf,
  PATENT_PAGE_SIZES,
  PATENT_SORTS,
  type PatentSort,
  wholeNumber,
} from '@cityip/contracts';
import { MAX_EXPRESSION_LENGTH } from '@cityip/patent-query';

/** The labels of the filter panel: the facets, plus free expressions used verbatim. */
export type FilterLabel = Facet | 'expression';
export const EXPRESSION_LABEL = 'expression';

/**
 * One chosen value of a label. `custom` values were typed by the user rather than picked from the
 * facet counts; under the `expression` label the value is a whole expression (custom-deal).
 */
export interface FilterEntry {
  label: FilterLabel;
  value: string;
  custom: boolean;
}

export type FilterGroup = 'filters' | 'excludes';
export type PatentTab = 'results' | 'analysis';
export const PATENT_TABS: readonly PatentTab[] = ['results', 'analysis'];
export type ResultView = 'list' | 'table';
export const RESULT_VIEWS: readonly ResultView[] = ['list', 'table'];

/** The whole search as the address keeps it: shareable, restored on reload, back/forward. */
export interface PatentSearchState {
  /** Main search expression (`q`, what the header search box sends). */
  main: string;
  /** Second expression: search within the results. */
  second: string;
  filters: FilterEntry[];
  excludes: FilterEntry[];
  /** Selected companies (applicant names): the company expression. */
  companies: string[];
  sort: PatentSort;
  page: number;
  pageSize: number;
  tab: PatentTab;
  /** null: not in the address, the tab session's remembered choice applies. */
  view: ResultView | null;
  /** The patent whose detail drawer is open. */
  id: number | null;
}

export const DEFAULT_PAGE_SIZE = 20;
/** The API pages at most this deep (PatentSearchQuerySchema). */
export const MAX_PAGE = 500;
const MAX_VALUE_LENGTH = 200;

export const EMPTY_SEARCH: PatentSearchState = {
  main: '',
  second: '',
  filters: [],
  excludes: [],
  companies: [],
  sort: 'relevance',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  tab: 'results',
  view: null,
  id: null,
};

/** The address keys this page owns; an embedding page keeps any others. */
const KEYS = ['q', 'second', 'filter', 'exclude', 'company', 'sort', 'page', 'pageSize', 'tab', 'view', 'id'] as const;
const CUSTOM_SUFFIX = '.custom';
const LABELS: readonly string[] = [...FACETS, EXPRESSION_LABEL];

const expression = (value: string | null) => (value ?? '').trim().slice(0, MAX_EXPRESSION_LENGTH);

/** `label:value` or `label.custom:value`; entries with an unknown label or no value are dropped. */
export function parseFilterEntry(text: string): FilterEntry | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const key = text.slice(0, colon);
  const custom = key.endsWith(CUSTOM_SUFFIX);
  const label = custom ? key.slice(0, -CUSTOM_SUFFIX.length) : key;
  const max = label === EXPRESSION_LABEL ? MAX_EXPRESSION_LENGTH : MAX_VALUE_LENGTH;
  const value = text
    .slice(colon + 1)
    .trim()
    .slice(0, max);
  if (!LABELS.includes(label) || !value) return null;
  // A whole expression is always the user's own text.
  return { label: label as FilterLabel, value, custom: custom || label === EXPRESSION_LABEL };
}

/** The address form of an entry (inverse of {@link parseFilterEntry}). */
export function formatFilterEntry(entry: FilterEntry): string {
  const custom = entry.custom && entry.label !== EXPRESSION_LABEL;
  return `${entry.label}${custom ? CUSTOM_SUFFIX : ''}:${entry.value}`;
}

/** Whether two entries choose the same value of the same label. */
export const sameEntry = (a: FilterEntry, b: FilterEntry) => a.label === b.label && a.value === b.value;

function entries(params: URLSearchParams, key: string): FilterEntry[] {
  const result: FilterEntry[] = [];
  for (const text of params.getAll(key)) {
    const entry = parseFilterEntry(text);
    if (entry && !result.some((seen) => sameEntry(seen, entry))) result.push(entry);
  }
  return result;
}

/** Reads the search from the address; anything invalid in a hand-edited address falls back to the default. */
export function readSearchState(params: URLSearchParams): PatentSearchState {
  const companies = [...new Set(params.getAll('company').map((name) => name.trim().slice(0, MAX_VALUE_LENGTH)))].filter(
    Boolean,
  );
  return {
    main: expression(params.get('q')),
    second: expression(params.get('second')),
    filters: entries(params, 'filter'),
    excludes: entries(params, 'exclude'),
    companies,
    sort: oneOf(PATENT_SORTS, params.get('sort')) ?? EMPTY_SEARCH.sort,
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
    pageSize: PATENT_PAGE_SIZES.find((size) => String(size) === params.get('pageSize')) ?? DEFAULT_PAGE_SIZE,
    tab: oneOf(PATENT_TABS, params.get('tab')) ?? EMPTY_SEARCH.tab,
    view: oneOf(RESULT_VIEWS, params.get('view')) ?? null,
    id: wholeNumber(params.get('id'), 1, Number.MAX_SAFE_INTEGER) ?? null,
  };
}

/**
 * The address of a search: defaults are left out to keep links short; keys the page does not own
 * (an embedding page's own) are kept from `base`.
 */
export function writeSearchState(state: PatentSearchState, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of KEYS) params.delete(key);
  const single: Array<[string, string | number | null]> = [
    ['q', state.main || null],
    ['second', state.second || null],
    ['sort', state.sort === EMPTY_SEARCH.sort ? null : state.sort],
    ['page', state.page === 1 ? null : state.page],
    ['pageSize', state.pageSize === DEFAULT_PAGE_SIZE ? null : state.pageSize],
    ['tab', state.tab === EMPTY_SEARCH.tab ? null : state.tab],
    ['view', state.view],
    ['id', state.id],
  ];
  for (const [key, value] of single) if (value !== null) params.set(key, String(value));
  for (const entry of state.filters) params.append('filter', formatFilterEntry(entry));
  for (const entry of state.excludes) params.append('exclude', formatFilterEntry(entry));
  for (const name of state.companies) params.append('company', name);
  return params;
}
