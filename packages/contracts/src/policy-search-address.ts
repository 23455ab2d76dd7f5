import { DateSchema, PolicyLevelSchema, type PolicySearchQuery } from './content.js';
import { PageQuerySchema } from './envelope.js';

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
const valid = <T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, value: string | null) => {
  const result = value === null ? null : schema.safeParse(value);
  return result?.success ? result.data : undefined;
};

/**
 * The policy query held in the address bar, so reload, back/forward and shared links restore it.
 * Anything invalid in a hand-edited address is ignored rather than sent to the server. The server
 * reads the address the same way when it renders the page (its filter form also submits without script).
 */
export function readPolicySearch(params: URLSearchParams): PolicySearchQuery {
  const keyword = text(params.get('keyword'), 100);
  const from = valid<string>(DateSchema, params.get('from'));
  const to = valid<string>(DateSchema, params.get('to'));
  const sort = SORTS.find((item) => item === params.get('sort')) ?? defaultSort(keyword);
  return {
    page: valid<number>(PageQuerySchema.shape.page, params.get('page')) ?? 1,
    pageSize: valid<number>(PageQuerySchema.shape.pageSize, params.get('pageSize')) ?? 10,
    keyword,
    level: valid(PolicyLevelSchema, params.get('level')),
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
    ['page', query.page === 1 ? undefined : query.page],
    ['pageSize', query.pageSize === 10 ? undefined : query.pageSize],
  ];
  for (const [key, value] of entries) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}
