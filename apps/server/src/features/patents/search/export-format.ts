import { type CityProfile, EXPORT_COLUMNS, type ExportColumn, type Locale } from '@cityip/contracts';
import { LEGAL_STATUSES, PATENT_TYPES } from '@cityip/patent-query';
import type { PatentRow } from '../patents.tables.js';

/** What an export reads of each patent. */
export type ExportRow = Pick<PatentRow, ExportColumn>;

interface ColumnFormat {
  header: Record<Locale, string>;
  /** Width in characters in the XLSX sheet. */
  width: number;
  value: (row: ExportRow, names: ExportNames) => string;
}

/** Names of codes in the caller's language. */
export interface ExportNames {
  patentType: (code: string) => string;
  legalStatus: (code: string) => string;
  district: (code: string | null) => string;
  industry: (code: string | null) => string;
}

const list = (values: readonly string[]) => values.join('; ');

const COLUMNS: Record<ExportColumn, ColumnFormat> = {
  applicationNumber: {
    header: { 'zh-CN': '申请号', 'en-US': 'Application number' },
    width: 20,
    value: (r) => r.applicationNumber,
  },
  publicationNumber: {
    header: { 'zh-CN': '公开（公告）号', 'en-US': 'Publication number' },
    width: 18,
    value: (r) => r.publicationNumber,
  },
  title: { header: { 'zh-CN': '名称', 'en-US': 'Title' }, width: 40, value: (r) => r.title },
  patentType: {
    header: { 'zh-CN': '专利类型', 'en-US': 'Patent type' },
    width: 12,
    value: (r, n) => n.patentType(r.patentType),
  },
  legalStatus: {
    header: { 'zh-CN': '法律状态', 'en-US': 'Legal status' },
    width: 10,
    value: (r, n) => n.legalStatus(r.legalStatus),
  },
  applicants: { header: { 'zh-CN': '申请人', 'en-US': 'Applicants' }, width: 30, value: (r) => list(r.applicants) },
  inventors: { header: { 'zh-CN': '发明人', 'en-US': 'Inventors' }, width: 20, value: (r) => list(r.inventors) },
  ipcMain: { header: { 'zh-CN': 'IPC主分类号', 'en-US': 'Main IPC code' }, width: 14, value: (r) => r.ipcMain ?? '' },
  applicationDate: {
    header: { 'zh-CN': '申请日', 'en-US': 'Application date' },
    width: 12,
    value: (r) => r.applicationDate,
  },
  publicationDate: {
    header: { 'zh-CN': '公开（公告）日', 'en-US': 'Publication date' },
    width: 12,
    value: (r) => r.publicationDate,
  },
  grantDate: { header: { 'zh-CN': '授权日', 'en-US': 'Grant date' }, width: 12, value: (r) => r.grantDate ?? '' },
  district: { header: { 'zh-CN': '区域', 'en-US': 'District' }, width: 12, value: (r, n) => n.district(r.district) },
  industry: { header: { 'zh-CN': '产业', 'en-US': 'Industry' }, width: 16, value: (r, n) => n.industry(r.industry) },
  abstract: { header: { 'zh-CN': '摘要', 'en-US': 'Abstract' }, width: 60, value: (r) => r.abstract },
};

/** The requested columns in EXPORT_COLUMNS order; all of them when none is requested. */
export function exportColumns(requested: readonly ExportColumn[]): ExportColumn[] {
  return requested.length ? EXPORT_COLUMNS.filter((c) => requested.includes(c)) : [...EXPORT_COLUMNS];
}

/** Column headers in `locale`, with their XLSX widths. */
export function exportHeaders(columns: readonly ExportColumn[], locale: Locale): { header: string; width: number }[] {
  return columns.map((c) => ({ header: COLUMNS[c].header[locale], width: COLUMNS[c].width }));
}

/** One row's cells in `columns` order. */
export function exportCells(row: ExportRow, columns: readonly ExportColumn[], names: ExportNames): string[] {
  return columns.map((c) => COLUMNS[c].value(row, names));
}

/** Type, status, district and industry names in `locale` (codes unknown to the profile as they are). */
export function exportNames(profile: CityProfile, locale: Locale): ExportNames {
  const en = locale === 'en-US';
  const fixed = (values: readonly { code: string; zh: string; en: string }[]) => (code: string) => {
    const found = values.find((v) => v.code === code);
    return found ? (en ? found.en : found.zh) : code;
  };
  const named = (entries: readonly { code: string; name: string; nameEn: string }[]) => (code: string | null) => {
    if (code === null) return '';
    const found = entries.find((e) => e.code === code);
    return found ? (en ? found.nameEn : found.name) : code;
  };
  return {
    patentType: fixed(PATENT_TYPES),
    legalStatus: fixed(LEGAL_STATUSES),
    district: named(profile.districts),
    industry: named(profile.industries),
  };
}

export const SHEET_NAME: Record<Locale, string> = { 'zh-CN': '专利检索结果', 'en-US': 'Patent search results' };
const FILE_STEM: Record<Locale, string> = { 'zh-CN': '专利检索结果', 'en-US': 'patent-search' };

/**
 * `Content-Disposition` of an export: an ASCII `filename` for old clients and the localized name as
 * RFC 5987 `filename*` (UTF-8), e.g. `专利检索结果-20250102-153000.xlsx`. `stamp` is `YYYYMMDD-HHmmss`.
 */
export function exportDisposition(locale: Locale, format: 'csv' | 'xlsx', stamp: string): string {
  const ascii = `${FILE_STEM['en-US']}-${stamp}.${format}`;
  const localized = `${FILE_STEM[locale]}-${stamp}.${format}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(localized)}`;
}
