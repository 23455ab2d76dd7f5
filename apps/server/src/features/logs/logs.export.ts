import {
  formatZonedTime,
  LOG_FIELD_LIMITS,
  type Locale,
  type LogEntry,
  type LogKind,
  ROLE_LABEL_KEYS,
  type Role,
  RoleSchema,
  translate,
} from '@cityip/contracts';
import ExcelJS from 'exceljs';
import { csvLine } from '../../lib/csv.js';

/** Most rows one export carries; beyond it the admin narrows the filters (the response says so). */
export const EXPORT_ROW_LIMIT = 50_000;

/**
 * Exported times are shown in China Standard Time: the portal serves a city in China and the file
 * is read in Excel, which has no notion of time zones, so a UTC timestamp would mislead.
 */
const EXPORT_TIME_ZONE = 'Asia/Shanghai';

type Column = {
  header: Record<Locale, string>;
  width: number;
  value: (entry: LogEntry, locale: Locale) => string;
};

/** `YYYY-MM-DD HH:mm:ss` in {@link EXPORT_TIME_ZONE}, the portal's default time pattern. */
export function formatExportTime(iso: string): string {
  return formatZonedTime(iso, EXPORT_TIME_ZONE);
}

/** `YYYYMMDD-HHmmss` in {@link EXPORT_TIME_ZONE}, for the names of exported files. */
export function exportStamp(now = new Date()): string {
  return formatExportTime(now.toISOString()).replace(/-|:/g, '').replace(' ', '-');
}

function roleLabel(role: string | null, locale: Locale): string {
  if (!role) return '';
  const parsed = RoleSchema.safeParse(role);
  return parsed.success ? translate(locale, ROLE_LABEL_KEYS[parsed.data as Role]) : role;
}

const RESULT: Record<Locale, { ok: string; failed: string }> = {
  'zh-CN': { ok: '成功', failed: '失败' },
  'en-US': { ok: 'Success', failed: 'Failure' },
};

const COLUMNS: readonly Column[] = [
  {
    header: { 'zh-CN': '时间（北京时间）', 'en-US': 'Time (UTC+8)' },
    width: 20,
    value: (e) => formatExportTime(e.createdAt),
  },
  { header: { 'zh-CN': '用户', 'en-US': 'User' }, width: 28, value: (e) => e.email ?? '' },
  { header: { 'zh-CN': '角色', 'en-US': 'Role' }, width: 16, value: (e, locale) => roleLabel(e.role, locale) },
  { header: { 'zh-CN': '操作', 'en-US': 'Action' }, width: 28, value: (e) => e.action },
  { header: { 'zh-CN': '对象', 'en-US': 'Target' }, width: 38, value: (e) => e.target ?? '' },
  { header: { 'zh-CN': 'IP 地址', 'en-US': 'IP address' }, width: 18, value: (e) => e.ip ?? '' },
  { header: { 'zh-CN': '用户代理', 'en-US': 'User agent' }, width: 40, value: (e) => e.userAgent ?? '' },
  {
    header: { 'zh-CN': '结果', 'en-US': 'Result' },
    width: 10,
    value: (e, locale) => (e.success ? RESULT[locale].ok : RESULT[locale].failed),
  },
  { header: { 'zh-CN': '详情', 'en-US': 'Detail' }, width: 40, value: (e) => e.detail ?? '' },
];

const SHEET_NAME: Record<LogKind, Record<Locale, string>> = {
  login: { 'zh-CN': '登录日志', 'en-US': 'Login log' },
  operation: { 'zh-CN': '操作日志', 'en-US': 'Operation log' },
};

/** Localized column headers of an export, in column order. */
export function exportHeaders(locale: Locale): string[] {
  return COLUMNS.map((column) => column.header[locale]);
}

/** One export row per entry: the localized cell texts in column order. */
export function exportRows(entries: readonly LogEntry[], locale: Locale): string[][] {
  return entries.map((entry) => COLUMNS.map((column) => column.value(entry, locale)));
}

/** The entries as CSV: UTF-8 with a byte-order mark so Excel shows Chinese, CRLF line ends. */
export function toCsv(entries: readonly LogEntry[], locale: Locale): string {
  const lines = [exportHeaders(locale), ...exportRows(entries, locale)].map(csvLine);
  return `\uFEFF${lines.join('')}`;
}

/** The entries as an XLSX workbook with one sheet, a bold frozen header row and an autofilter. */
export async function toXlsx(entries: readonly LogEntry[], locale: Locale, kind: LogKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'cityip-portal';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(SHEET_NAME[kind][locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column.header[locale], width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  // Cells are written as plain strings, so text such as "=1+1" is never evaluated as a formula.
  sheet.addRows(exportRows(entries, locale));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A dated attachment name such as `operation-log-20250102-153000.xlsx` (time in UTC+8). */
export function exportFileName(kind: LogKind, format: 'csv' | 'xlsx', now = new Date()): string {
  return `${kind}-log-${exportStamp(now)}.${format}`;
}

/**
 * Most characters of an exported row: what writeLog keeps of each stored field, the time, and 100
 * for the role's and the result's labels (a role without a label is shown as stored).
 */
const ROW_MAX_CHARS =
  Object.values(LOG_FIELD_LIMITS).reduce((sum, max) => sum + max, 0) + 'YYYY-MM-DD HH:mm:ss'.length + 100;

/**
 * The largest export file, for the API description: the header and every row at its longest,
 * each character written as at most 6 bytes (3 in UTF-8, a quote doubled in CSV or escaped as
 * `&quot;` in the XLSX's XML), with 100 bytes of markup per cell and a megabyte for the workbook's
 * other parts (the zip's deflate grows nothing by more than a fraction of a percent).
 */
export const LOG_EXPORT_MAX_BYTES = (EXPORT_ROW_LIMIT + 1) * (6 * ROW_MAX_CHARS + 100 * COLUMNS.length) + 1024 * 1024;

/** MIME type of each export format. */
export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
