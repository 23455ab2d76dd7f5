import {
  type CityProfile,
  EXPORT_COLUMNS,
  type ExportColumn,
  type Locale,
  MAX_EXPORT_ROWS,
  PATENT_LIMITS,
  TEXT_LIMITS,
} from '@cityip/contracts';
import { LEGAL_STATUSES, PATENT_TYPES } from '@cityip/patent-query';
import type { PatentRow } from '../patents.tables.js';

/** What an export reads of each patent. */
export type ExportRow = Pick<PatentRow, ExportColumn>;

interface ColumnFormat {
  header: Record<Locale, string>;
  /** Width in characters in the XLSX sheet. */
  width: number;
  /** The longest value, by the contract's bounds of what is stored (for EXPORT_MAX_BYTES). */
  maxLength: number;
  value: (row: ExportRow, names: ExportNames) => string;
}

/** Names of codes in the caller's language. */
export interface ExportNames {
  patentType: (code: string) => string;
  legalStatus: (code: string) => string;
  district: (code: string | null) => string;
  industry: (code: string | null) => string;
}

const SEPARATOR = '; ';
const list = (values: readonly string[]) => values.join(SEPARATOR);
/** The longest list of `items` values of `length` characters. */
const listLength = (items: number, length: number) => items * (length + SEPARATOR.length);
// Numbers, codes and type or status names fit a code; a district or industry name (or a code the
// profile lacks) fits a name.
const CODE = PATENT_LIMITS.code;
const NAME = TEXT_LIMITS.name;
const DATE = TEXT_LIMITS.date;

const COLUMNS: Record<ExportColumn, ColumnFormat> = {
  applicationNumber: {
    header: { 'zh-CN': '申请号', 'en-US': 'Application number' },
    width: 20,
    maxLength: CODE,
    value: (r) => r.applicationNumber,
  },
  publicationNumber: {
    header: { 'zh-CN': '公开（公告）号', 'en-US': 'Publication number' },
    width: 18,
    maxLength: CODE,
    value: (r) => r.publicationNumber,
  },
  title: {
    header: { 'zh-CN': '名称', 'en-US': 'Title' },
    width: 40,
    maxLength: PATENT_LIMITS.title,
    value: (r) => r.title,
  },
  patentType: {
    header: { 'zh-CN': '专利类型', 'en-US': 'Patent type' },
    width: 12,
    maxLength: CODE,
    value: (r, n) => n.patentType(r.patentType),
  },
  legalStatus: {
    header: { 'zh-CN': '法律状态', 'en-US': 'Legal status' },
    width: 10,
    maxLength: CODE,
    value: (r, n) => n.legalStatus(r.legalStatus),
  },
  applicants: {
    header: { 'zh-CN': '申请人', 'en-US': 'Applicants' },
    width: 30,
    maxLength: listLength(PATENT_LIMITS.applicants, PATENT_LIMITS.applicantName),
    value: (r) => list(r.applicants),
  },
  inventors: {
    header: { 'zh-CN': '发明人', 'en-US': 'Inventors' },
    width: 20,
    maxLength: listLength(PATENT_LIMITS.inventors, PATENT_LIMITS.inventorName),
    value: (r) => list(r.inventors),
  },
  ipcMain: {
    header: { 'zh-CN': 'IPC主分类号', 'en-US': 'Main IPC code' },
    width: 14,
    maxLength: CODE,
    value: (r) => r.ipcMain ?? '',
  },
  applicationDate: {
    header: { 'zh-CN': '申请日', 'en-US': 'Application date' },
    width: 12,
    maxLength: DATE,
    value: (r) => r.applicationDate,
  },
  publicationDate: {
    header: { 'zh-CN': '公开（公告）日', 'en-US': 'Publication date' },
    width: 12,
    maxLength: DATE,
    value: (r) => r.publicationDate,
  },
  grantDate: {
    header: { 'zh-CN': '授权日', 'en-US': 'Grant date' },
    width: 12,
    maxLength: DATE,
    value: (r) => r.grantDate ?? '',
  },
  district: {
    header: { 'zh-CN': '区域', 'en-US': 'District' },
    width: 12,
    maxLength: NAME,
    value: (r, n) => n.district(r.district),
  },
  industry: {
    header: { 'zh-CN': '产业', 'en-US': 'Industry' },
    width: 16,
    maxLength: NAME,
    value: (r, n) => n.industry(r.industry),
  },
  abstract: {
    header: { 'zh-CN': '摘要', 'en-US': 'Abstract' },
    width: 60,
    maxLength: PATENT_LIMITS.abstract,
    value: (r) => r.abstract,
  },
};

/**
 * The largest export of `rows` rows in bytes, for the API document: every column at its longest.
 * A UTF-16 unit takes at most 3 bytes in UTF-8 and 6 in XLSX's XML (`&quot;`); a cell adds at most
 * 200 bytes of quoting or markup, a row 200 more. The header row and the workbook's other parts
 * (styles, sheet and zip headers) stay under 64 KB, and deflate never grows the data by 1%
 * (incompressible blocks are stored).
 */
export function exportMaxBytes(rows: number): number {
  const columns = Object.values(COLUMNS);
  const rowChars = columns.reduce((sum, c) => sum + c.maxLength, 0);
  const rowBytes = 6 * rowChars + 200 * columns.length + 200;
  return Math.ceil(rows * rowBytes * 1.01) + 64 * 1024;
}

/** The largest direct download (MAX_EXPORT_ROWS rows). */
export const EXPORT_MAX_BYTES = exportMaxBytes(MAX_EXPORT_ROWS);

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
