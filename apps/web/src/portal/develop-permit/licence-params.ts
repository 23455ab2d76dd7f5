import { type LicenceQuery, LicenceQuerySchema } from '@cityip/contracts';

/** The open-licence search as the address keeps it, plus the offer whose detail is open. */
export interface LicenceSearch extends LicenceQuery {
  /** Patent id of the open detail drawer (`?patent=`; `id` is the menu item's, spec section 2). */
  patent: number | null;
}

export type FeeMode = NonNullable<LicenceQuery['feeMode']>;
export const FEE_MODES: readonly FeeMode[] = ['lumpSum', 'royalty', 'mixed'];
export type LicenceSort = LicenceQuery['sort'];
export const LICENCE_SORTS: readonly LicenceSort[] = ['declaredOn', 'annualFee'];
export const LICENCE_PAGE_SIZES = [10, 20, 50] as const;

const DEFAULTS = LicenceQuerySchema.parse({});
/** The address keys this page owns; others (the menu's `id`) are kept as they are. */
const KEYS = ['q', 'industry', 'patentType', 'feeMode', 'maxAnnualFee', 'sort', 'page', 'pageSize', 'patent'] as const;
const SHAPE = LicenceQuerySchema.shape;

/** One field of a hand-edited address: kept when the contract accepts it, dropped otherwise. */
function field<K extends keyof typeof SHAPE>(key: K, value: string | null): LicenceQuery[K] | undefined {
  if (value === null || value === '') return undefined;
  const result = SHAPE[key].safeParse(value);
  return result.success ? (result.data as LicenceQuery[K]) : undefined;
}

/** Reads the search from the address; anything invalid falls back to the default. */
export function readLicenceSearch(params: URLSearchParams): LicenceSearch {
  const patent = Number(params.get('patent'));
  return {
    q: field('q', params.get('q')) ?? DEFAULTS.q,
    industry: field('industry', params.get('industry')),
    patentType: field('patentType', params.get('patentType')),
    feeMode: field('feeMode', params.get('feeMode')),
    maxAnnualFee: field('maxAnnualFee', params.get('maxAnnualFee')),
    sort: field('sort', params.get('sort')) ?? DEFAULTS.sort,
    page: field('page', params.get('page')) ?? DEFAULTS.page,
    pageSize: field('pageSize', params.get('pageSize')) ?? DEFAULTS.pageSize,
    patent: Number.isSafeInteger(patent) && patent > 0 ? patent : null,
  };
}

/** The address of a search: defaults and empty fields are left out; keys of others are kept from `base`. */
export function writeLicenceSearch(search: LicenceSearch, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of KEYS) params.delete(key);
  const entries: Array<[string, string | number | null | undefined]> = [
    ['q', search.q],
    ['industry', search.industry],
    ['patentType', search.patentType],
    ['feeMode', search.feeMode],
    ['maxAnnualFee', search.maxAnnualFee],
    ['sort', search.sort === DEFAULTS.sort ? null : search.sort],
    ['page', search.page === 1 ? null : search.page],
    ['pageSize', search.pageSize === DEFAULTS.pageSize ? null : search.pageSize],
    ['patent', search.patent],
  ];
  for (const [key, value] of entries)
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

/** The API query of a search (the drawer is the page's own). */
export function licenceQuery({ patent: _patent, ...query }: LicenceSearch): LicenceQuery {
  return query;
}
