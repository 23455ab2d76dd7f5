import { type TalentDirectoryQuery, TalentDirectoryQuerySchema } from '@cityip/contracts';

const DEFAULTS = TalentDirectoryQuerySchema.parse({});
const SHAPE = TalentDirectoryQuerySchema.shape;
const KEYS = ['keyword', 'industry', 'ipcSection', 'service', 'verified', 'page', 'pageSize'] as const;

/** One field of a hand-edited address: kept when the contract accepts it, dropped otherwise. */
function field<K extends (typeof KEYS)[number]>(key: K, value: string | null): TalentDirectoryQuery[K] | undefined {
  if (value === null || value === '') return undefined;
  const result = SHAPE[key].safeParse(value);
  return result.success ? (result.data as TalentDirectoryQuery[K]) : undefined;
}

/** The directory search the address holds (`/talentPool?keyword=…`, as the header's 人才 tab writes it). */
export function readTalentSearch(params: URLSearchParams): TalentDirectoryQuery {
  return {
    keyword: field('keyword', params.get('keyword')),
    industry: field('industry', params.get('industry')),
    ipcSection: field('ipcSection', params.get('ipcSection')),
    service: field('service', params.get('service')),
    verified: field('verified', params.get('verified')) === 'true' ? 'true' : undefined,
    page: field('page', params.get('page')) ?? DEFAULTS.page,
    pageSize: field('pageSize', params.get('pageSize')) ?? DEFAULTS.pageSize,
  };
}

/** The address of a search: defaults and empty fields left out. */
export function writeTalentSearch(search: TalentDirectoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = search[key];
    if (value === undefined || value === '' || value === DEFAULTS[key]) continue;
    params.set(key, String(value));
  }
  return params;
}
