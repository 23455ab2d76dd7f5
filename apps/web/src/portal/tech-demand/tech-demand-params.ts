import { type TechDemandSearchQuery, TechDemandSearchQuerySchema } from '@cityip/contracts';

const DEFAULTS = TechDemandSearchQuerySchema.parse({});
const SHAPE = TechDemandSearchQuerySchema.shape;
const KEYS = ['keyword', 'industry', 'mode', 'budget', 'validity', 'sort', 'page', 'pageSize'] as const;

/** One field of a hand-edited address: kept when the contract accepts it, dropped otherwise. */
function field<K extends (typeof KEYS)[number]>(key: K, value: string | null): TechDemandSearchQuery[K] | undefined {
  if (value === null || value === '') return undefined;
  const result = SHAPE[key].safeParse(value);
  return result.success ? (result.data as TechDemandSearchQuery[K]) : undefined;
}

/** The demand search the address holds (`/techDemand?keyword=…`, as the header's 需求 tab writes it). */
export function readDemandSearch(params: URLSearchParams): TechDemandSearchQuery {
  return {
    keyword: field('keyword', params.get('keyword')),
    industry: field('industry', params.get('industry')),
    mode: field('mode', params.get('mode')),
    budget: field('budget', params.get('budget')),
    validity: field('validity', params.get('validity')),
    sort: field('sort', params.get('sort')) ?? DEFAULTS.sort,
    page: field('page', params.get('page')) ?? DEFAULTS.page,
    pageSize: field('pageSize', params.get('pageSize')) ?? DEFAULTS.pageSize,
  };
}

/** The address of a search: defaults and empty fields left out. */
export function writeDemandSearch(search: TechDemandSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = search[key];
    if (value === undefined || value === '' || value === DEFAULTS[key]) continue;
    params.set(key, String(value));
  }
  return params;
}
