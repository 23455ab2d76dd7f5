/**
 * The choices of a patent search (page sizes, sorts, facets, export columns), without zod: the
 * search page reads them on a slow phone's first load, before any schema is needed. The schemas
 * of patents.ts are built from them.
 */

/** Most rows one export may hold (CSV or XLSX, streamed). */
export const MAX_EXPORT_ROWS = 10_000;
export const PATENT_PAGE_SIZES = [10, 20, 50, 100] as const;

export const PATENT_SORTS = ['relevance', 'applicationDate', 'publicationDate'] as const;
export type PatentSort = (typeof PATENT_SORTS)[number];

/**
 * Facet labels of the filter panel. `value` is what the expression accepts for that field
 * (`PT=(发明)`, `IPC=(G06F*)`, `PA=(某某公司)`), so a selection turns into an expression verbatim.
 */
export const FACETS = [
  'patentType',
  'legalStatus',
  'year',
  'ipcSection',
  'ipcClass',
  'applicant',
  'district',
  'industry',
] as const;
export type Facet = (typeof FACETS)[number];
/** The expression field of each facet. */
export const FACET_FIELDS: Readonly<Record<Facet, string>> = {
  patentType: 'PT',
  legalStatus: 'LS',
  year: 'AD',
  ipcSection: 'IPC',
  ipcClass: 'IPC',
  applicant: 'PA',
  district: 'DI',
  industry: 'IND',
};

export const EXPORT_COLUMNS = [
  'applicationNumber',
  'publicationNumber',
  'title',
  'patentType',
  'legalStatus',
  'applicants',
  'inventors',
  'ipcMain',
  'applicationDate',
  'publicationDate',
  'grantDate',
  'district',
  'industry',
  'abstract',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
