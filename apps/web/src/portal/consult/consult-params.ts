import { type ConsultPublicQuery, ConsultPublicQuerySchema } from '@cityip/contracts';

/** The parts of `/consult`: the published Q&As, asking, and looking one's question up. */
export const CONSULT_TABS = ['list', 'ask', 'lookup'] as const;
export type ConsultTab = (typeof CONSULT_TABS)[number];

const DEFAULTS = ConsultPublicQuerySchema.parse({});
const SHAPE = ConsultPublicQuerySchema.shape;
const KEYS = ['category', 'keyword', 'page', 'pageSize'] as const;

/** One field of a hand-edited address: kept when the contract accepts it, dropped otherwise. */
function field<K extends (typeof KEYS)[number]>(key: K, value: string | null): ConsultPublicQuery[K] | undefined {
  if (value === null || value === '') return undefined;
  const result = SHAPE[key].safeParse(value);
  return result.success ? (result.data as ConsultPublicQuery[K]) : undefined;
}

/** The part of the page the address names (`?tab=ask`), the list by default. */
export function readConsultTab(params: URLSearchParams): ConsultTab {
  const tab = params.get('tab');
  return CONSULT_TABS.find((key) => key === tab) ?? 'list';
}

/** The search of the published Q&As the address holds. */
export function readConsultSearch(params: URLSearchParams): ConsultPublicQuery {
  return {
    category: field('category', params.get('category')),
    keyword: field('keyword', params.get('keyword')),
    page: field('page', params.get('page')) ?? DEFAULTS.page,
    pageSize: field('pageSize', params.get('pageSize')) ?? DEFAULTS.pageSize,
  };
}

/** The address of a search of the list: defaults and empty fields left out. */
export function writeConsultSearch(search: ConsultPublicQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = search[key];
    if (value === undefined || value === '' || value === DEFAULTS[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Where one asks a question (the menu, the home page and the account link here). */
export const ASK_HREF = '/consult?tab=ask';

/** The look-up with a query number filled in (the receipt links here). */
export const lookupHref = (queryNo: string) => `/consult?tab=lookup&queryNo=${encodeURIComponent(queryNo)}`;
