import { oneOf, wholeNumber } from './address-values.js';
import type { PolicySearchQuery } from './content.js';
import { POLICY_LEVELS } from './content-kinds.js';
import { ISO_DATE, PAGE_QUERY } from './query-limits.js';

/** The sort orders of the policy query. */
export type PolicySort = PolicySearchQuery['sort'];
const SORTS: readonly PolicySort[] = ['relevance', 'newest', 'oldest'];

/** Without an explicit choice a keyword search ranks by relevance, a plain listing by date. */
export function defaultSort(keyword: string | undefined): PolicySort {
  return keyword ? 'relevance' : 'newest';
}

const text = (value: string | null, max: number) => {
  const trimmed = value?.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
};
const date = (value: string | null) => (value !== null && ISO_DATE.test(value) ? value : undefined);

/**
 * The policy query held in the address bar, so reload, back/forward and shared links restore it.
 * Anything invalid in a hand-edited address is ignored rather than sent to the server. The server
 * reads the address the same way when it renders the page (its filter form also submits without script).
 * It reads without zod, as the schemas would (the page is one of a slow phone's first loads).
 */
export function readPolicySearch(params: URLSearchParams): PolicySearchQuery {
  const keyword = text(params.get('keyword'), 100);
  const from = date(params.get('from'));
  const to = date(params.get('to'));
  const sort = oneOf(SORTS, params.get('sort')) ?? defaultSort(keyword);
  return {
    page: wholeNumber(params.get('page'), PAGE_QUERY.firstPage, Number.MAX_SAFE_INTEGER) ?? PAGE_QUERY.firstPage,
    pageSize: wholeNumber(params.get('pageSize'), 1, PAGE_QUERY.maxSize) ?? PAGE_QUERY.defaultSize,
    keyword,
    level: oneOf(POLICY_LEVELS, params.get('level')),
    authority: text(params.get('authority'), 100),
    from,
    to: from && to && to < from ? undefined : to,
    sort,
  };
}

/** The address query of a policy query: defaults and empty fields are left out to keep links short. */
export function writePolicySearch(query: PolicySearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, string | number | undefined]> = [
    ['level', query.level],
    ['keyword', query.keyword],
    ['authority', query.authority],
    ['from', query.from],
    ['to', query.to],
    ['sort', query.sort === defaultSort(query.keyword) ? undefined : query.sort],
    ['page', query.page === PAGE_QUERY.firstPage ? undefined : query.page],
    ['pageSize', query.pageSize === PAGE_QUERY.defaultSize ? undefined : query.pageSize],
  ];
  for (const [key, value] of entries) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}
