import {
  ACCOUNT_NAME_MAX_LENGTH,
  APPLICATION_TITLE_MAX,
  type ApplicationSummary,
  applicationKindName,
  formatZonedTime,
  type Locale,
  statusLabelKey,
  TEXT_LIMITS,
  translate,
} from '@cityip/contracts';
import ExcelJS from 'exceljs';

/** Most rows one export carries; beyond it staff narrow the filters. */
export const EXPORT_ROW_LIMIT = 20_000;

/**
 * Most characters of one row: the summary's bounds column by column (receipt number, kind, title,
 * applicant's name and email, assignee's name), and at most 40 for each of the status, the three
 * times and the overdue flag.
 */
const ROW_MAX_CHARS =
  TEXT_LIMITS.code +
  TEXT_LIMITS.name +
  APPLICATION_TITLE_MAX +
  ACCOUNT_NAME_MAX_LENGTH * 2 +
  TEXT_LIMITS.email +
  40 * 5;

/**
 * The largest workbook an export can be (for the API description): the header and every row at
 * their bounds, a character at most 6 bytes once in UTF-8 and XML-escaped (`&quot;`), 100 bytes
 * of markup for each of the 11 cells, and 1 MiB for the fixed parts (styles, workbook,
 * relationships); zip compression never grows XML.
 */
export const EXPORT_MAX_BYTES = (EXPORT_ROW_LIMIT + 1) * (ROW_MAX_CHARS * 6 + 11 * 100) + 1024 * 1024;

type Column = {
  header: Record<Locale, string>;
  width: number;
  value: (a: ApplicationSummary, locale: Locale) => string;
};

const YES_NO: Record<Locale, [string, string]> = { 'zh-CN': ['是', '否'], 'en-US': ['Yes', 'No'] };

/** The export's columns; times on the city's clocks (`timeZone`), as the list shows them. */
function columns(timeZone: string): Column[] {
  const time = (iso: string | null) => (iso ? formatZonedTime(iso, timeZone) : '');
  return [
    { header: { 'zh-CN': '受理编号', 'en-US': 'Receipt no.' }, width: 16, value: (a) => a.receiptNo },
    {
      header: { 'zh-CN': '业务类型', 'en-US': 'Kind' },
      width: 28,
      value: (a, locale) => applicationKindName(a.kind, locale),
    },
    { header: { 'zh-CN': '事项', 'en-US': 'Subject' }, width: 32, value: (a) => a.title },
    { header: { 'zh-CN': '申请人', 'en-US': 'Applicant' }, width: 20, value: (a) => a.applicant.name },
    { header: { 'zh-CN': '申请人邮箱', 'en-US': 'Applicant email' }, width: 28, value: (a) => a.applicant.email ?? '' },
    {
      header: { 'zh-CN': '状态', 'en-US': 'Status' },
      width: 14,
      value: (a, locale) => translate(locale, statusLabelKey(a.status)),
    },
    { header: { 'zh-CN': '提交时间', 'en-US': 'Submitted' }, width: 20, value: (a) => time(a.submittedAt) },
    { header: { 'zh-CN': '办理时限', 'en-US': 'Due' }, width: 20, value: (a) => time(a.dueAt) },
    {
      header: { 'zh-CN': '是否逾期', 'en-US': 'Overdue' },
      width: 10,
      value: (a, locale) => YES_NO[locale][a.overdue ? 0 : 1],
    },
    { header: { 'zh-CN': '经办人', 'en-US': 'Assignee' }, width: 16, value: (a) => a.assignee?.name ?? '' },
    { header: { 'zh-CN': '办结时间', 'en-US': 'Closed' }, width: 20, value: (a) => time(a.completedAt) },
  ];
}

/** The export rows: the localized cell texts in column order (the header row first). */
export function exportRows(items: readonly ApplicationSummary[], locale: Locale, timeZone: string): string[][] {
  const cols = columns(timeZone);
  return [cols.map((column) => column.header[locale]), ...items.map((a) => cols.map((c) => c.value(a, locale)))];
}

/** The applications as an XLSX workbook: one sheet, bold frozen header, autofilter. */
export async function toXlsx(items: readonly ApplicationSummary[], locale: Locale, timeZone: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'cityip-portal';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(locale === 'en-US' ? 'Applications' : '申请列表', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const cols = columns(timeZone);
  sheet.columns = cols.map((column) => ({ width: column.width }));
  // Cells are plain strings, so text such as "=1+1" from a form is never evaluated as a formula.
  sheet.addRows(exportRows(items, locale, timeZone));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: cols.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
