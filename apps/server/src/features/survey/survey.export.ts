import { constants } from 'node:buffer';
import {
  formatZonedTime,
  type Locale,
  ROLE_LABEL_KEYS,
  type Role,
  RoleSchema,
  type SurveyForm,
  type SurveyResponse,
  surveyAnswerText,
  translate,
} from '@cityip/contracts';
import ExcelJS from 'exceljs';
import { csvLine } from '../../lib/csv.js';

/** Most rows one export carries; beyond it the filters must be narrowed (the response says so). */
export const SURVEY_EXPORT_ROW_LIMIT = 50_000;

/**
 * The largest export file, for the API description. Its rows may hold more text than the runtime
 * can (50,000 rows of 30 answers of up to 2,019 characters are over 3 billion characters), so the
 * runtime bounds it: a CSV is built as one string (at most MAX_STRING_LENGTH UTF-16 units, each at
 * most 3 bytes of UTF-8) and an XLSX as one Buffer (at most MAX_LENGTH bytes); anything larger
 * fails before a byte is sent.
 */
export const SURVEY_EXPORT_MAX_BYTES = Math.max(3 * constants.MAX_STRING_LENGTH, constants.MAX_LENGTH);

const HEADERS: Record<Locale, { time: string; report: string; email: string; name: string; role: string }> = {
  'zh-CN': { time: '提交时间', report: '报告', email: '账号', name: '姓名/名称', role: '身份' },
  'en-US': { time: 'Submitted', report: 'Report', email: 'Account', name: 'Name', role: 'Role' },
};
const VISITOR: Record<Locale, string> = { 'zh-CN': '游客', 'en-US': 'Visitor' };
const SHEET_NAME: Record<Locale, string> = { 'zh-CN': '报告下载调查', 'en-US': 'Report download survey' };

function roleLabel(role: string, locale: Locale): string {
  const parsed = RoleSchema.safeParse(role);
  return parsed.success ? translate(locale, ROLE_LABEL_KEYS[parsed.data as Role]) : role;
}

/**
 * One column per question: the current form's questions in their order, then questions that only
 * older responses answered (removed since), titled as they were asked.
 */
function questionColumns(form: Pick<SurveyForm, 'questions'>, responses: readonly SurveyResponse[]) {
  const columns = new Map(form.questions.map((q) => [q.id, q.title]));
  for (const response of responses) {
    for (const answer of response.answers)
      if (!columns.has(answer.questionId)) columns.set(answer.questionId, answer.title);
  }
  return [...columns.entries()].map(([id, title]) => ({ id, title }));
}

interface ExportTable {
  headers: string[];
  widths: number[];
  rows: string[][];
}

/** The responses as a table: who, when, which report, then each question's answer. */
export function surveyTable(
  form: Pick<SurveyForm, 'questions'>,
  responses: readonly SurveyResponse[],
  locale: Locale,
  timeZone: string,
): ExportTable {
  const questions = questionColumns(form, responses);
  const h = HEADERS[locale];
  return {
    headers: [h.time, h.report, h.email, h.name, h.role, ...questions.map((q) => q.title)],
    widths: [20, 36, 26, 20, 14, ...questions.map(() => 30)],
    rows: responses.map((response) => {
      const byQuestion = new Map(response.answers.map((answer) => [answer.questionId, answer.value]));
      return [
        formatZonedTime(response.createdAt, timeZone),
        response.reportTitle,
        response.email ?? VISITOR[locale],
        // A visitor session's name is a technical placeholder, not a person's.
        response.email ? response.name : '',
        roleLabel(response.role, locale),
        ...questions.map((q) => surveyAnswerText(byQuestion.get(q.id), '；')),
      ];
    }),
  };
}

/** CSV: UTF-8 with a byte-order mark so Excel shows Chinese, CRLF line ends, formulas defused. */
export function toCsv(table: ExportTable): string {
  return `\uFEFF${[table.headers, ...table.rows].map(csvLine).join('')}`;
}

/** XLSX: one sheet, bold frozen header, autofilter; cells are plain strings (never formulas). */
export async function toXlsx(table: ExportTable, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'cityip-portal';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(SHEET_NAME[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.headers.map((header, i) => ({ header, width: table.widths[i] ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };
  sheet.addRows(table.rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
