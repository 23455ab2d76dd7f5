import { wholeNumber } from '@cityip/contracts';

/** The report list's search as the address keeps it (`?industry=nev&year=2025&page=2`). */
export interface ReportSearch {
  industry: string | undefined;
  year: number | undefined;
  keyword: string;
  page: number;
}

export const REPORT_PAGE_SIZE = 9;

/** Reads the search from the address; anything malformed falls back to the default. */
export function readReportSearch(params: URLSearchParams): ReportSearch {
  const industry = params.get('industry') ?? '';
  return {
    industry: /^[a-z][a-z0-9-]{0,31}$/.test(industry) ? industry : undefined,
    year: wholeNumber(params.get('year'), 1900, 2999),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    page: wholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
  };
}

/** The address of a search; defaults are left out, other parameters (the menu's) are kept. */
export function writeReportSearch(search: ReportSearch, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['industry', 'year', 'keyword', 'page']) next.delete(key);
  if (search.industry) next.set('industry', search.industry);
  if (search.year) next.set('year', String(search.year));
  if (search.keyword) next.set('keyword', search.keyword);
  if (search.page > 1) next.set('page', String(search.page));
  return next;
}
