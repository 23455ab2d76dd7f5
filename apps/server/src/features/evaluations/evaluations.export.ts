import {
  type AdminEvaluation,
  applicationKindName,
  EVALUATION_LEVEL_NAMES,
  EVALUATION_LIMITS,
  formatZonedTime,
  type Locale,
  type MessageKey,
  TEXT_LIMITS,
  translate,
} from '@cityip/contracts';
import ExcelJS from 'exceljs';

/** Most rows one export carries; beyond it staff narrow the filters. */
export const EXPORT_ROW_LIMIT = 20_000;

/**
 * Most characters of one row: the subject's name and title, the service, the rater, the comment,
 * the reasons, the answer and the verification note at their bounds, and 40 for each of the other
 * seven cells (level, target, status, outcome, follow-up, two times).
 */
const ROW_MAX_CHARS =
  TEXT_LIMITS.name * 2 +
  TEXT_LIMITS.title +
  TEXT_LIMITS.personName +
  EVALUATION_LIMITS.comment +
  TEXT_LIMITS.line +
  EVALUATION_LIMITS.answer +
  EVALUATION_LIMITS.verifyNote +
  40 * 7;
const COLUMN_COUNT = 15;

/**
 * The largest workbook an export can be (for the API description), reckoned as the applications'
 * export does: every cell at its bound, 6 bytes a character, 100 bytes of markup a cell, 1 MiB of
 * fixed parts.
 */
export const EXPORT_MAX_BYTES = (EXPORT_ROW_LIMIT + 1) * (ROW_MAX_CHARS * 6 + COLUMN_COUNT * 100) + 1024 * 1024;

type Column = { header: Record<Locale, string>; width: number; value: (e: AdminEvaluation, locale: Locale) => string };

const label = (locale: Locale, key: string) => translate(locale, key as MessageKey);

/** The export's columns, times on the city's clocks (`timeZone`). */
function columns(timeZone: string): Column[] {
  const time = (iso: string | null | undefined) => (iso ? formatZonedTime(iso, timeZone) : '');
  return [
    { header: { 'zh-CN': '评价时间', 'en-US': 'Rated' }, width: 20, value: (e) => time(e.createdAt) },
    {
      header: { 'zh-CN': '评价对象', 'en-US': 'Rated thing' },
      width: 14,
      value: (e, l) => label(l, `evaluation.target.${e.subject.target}`),
    },
    { header: { 'zh-CN': '编号或名称', 'en-US': 'Number or name' }, width: 24, value: (e) => e.subject.label ?? '' },
    { header: { 'zh-CN': '标题', 'en-US': 'Title' }, width: 30, value: (e) => e.subject.title ?? '' },
    {
      header: { 'zh-CN': '服务事项', 'en-US': 'Service' },
      width: 26,
      value: (e, l) => (e.subject.service ? applicationKindName(e.subject.service, l) : ''),
    },
    {
      header: { 'zh-CN': '评价等级', 'en-US': 'Rating' },
      width: 14,
      value: (e, l) => label(l, `evaluation.level.${EVALUATION_LEVEL_NAMES[e.level]}`),
    },
    {
      header: { 'zh-CN': '差评原因', 'en-US': 'Reasons' },
      width: 30,
      value: (e, l) =>
        e.reasons.map((reason) => label(l, `evaluation.reason.${reason}`)).join(l === 'en-US' ? '; ' : '；'),
    },
    { header: { 'zh-CN': '评价内容', 'en-US': 'Comment' }, width: 40, value: (e) => e.comment },
    {
      header: { 'zh-CN': '评价人', 'en-US': 'Rater' },
      width: 16,
      value: (e, l) => e.rater.name ?? label(l, 'role.visitor'),
    },
    {
      header: { 'zh-CN': '整改状态', 'en-US': 'Case status' },
      width: 12,
      value: (e, l) => (e.rectification ? label(l, `evaluation.status.${e.rectification.status}`) : ''),
    },
    { header: { 'zh-CN': '整改时限', 'en-US': 'Due' }, width: 20, value: (e) => time(e.rectification?.dueAt) },
    {
      header: { 'zh-CN': '核实情况', 'en-US': 'Verification' },
      width: 30,
      value: (e) => e.rectification?.verifyNote ?? '',
    },
    {
      header: { 'zh-CN': '处理结果', 'en-US': 'Outcome' },
      width: 12,
      value: (e, l) => (e.rectification?.outcome ? label(l, `evaluation.outcome.${e.rectification.outcome}`) : ''),
    },
    { header: { 'zh-CN': '答复内容', 'en-US': 'Answer' }, width: 40, value: (e) => e.rectification?.answer ?? '' },
    {
      header: { 'zh-CN': '回访结果', 'en-US': 'Follow-up' },
      width: 14,
      value: (e, l) => (e.rectification?.followUp ? label(l, `evaluation.followUp.${e.rectification.followUp}`) : ''),
    },
  ];
}

/** The reviews as an XLSX workbook: one sheet, bold frozen header, autofilter. */
export async function toXlsx(items: readonly AdminEvaluation[], locale: Locale, timeZone: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'cityip-portal';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(locale === 'en-US' ? 'Reviews' : '好差评', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const cols = columns(timeZone);
  sheet.columns = cols.map((column) => ({ width: column.width }));
  // Cells are plain strings, so a comment such as "=1+1" is never evaluated as a formula.
  sheet.addRow(cols.map((column) => column.header[locale]));
  for (const item of items) sheet.addRow(cols.map((column) => column.value(item, locale)));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: cols.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
