import { fitText, type Locale } from '@cityip/contracts';

/**
 * Row problems of a statistics import in both languages (the report is read by whoever filled
 * the file); problems the contract already names come from its messages.
 */
type Texts = Record<Locale, string>;
const m = (zh: string, en: string): Texts => ({ 'zh-CN': zh, 'en-US': en });

/**
 * The most of a cell a problem quotes (cut with an ellipsis): enough to recognise it, and the
 * message stays within the contract's length however long the cell is.
 */
const QUOTED_CELL_MAX = 200;
const quoted = (value: string) => fitText(value, QUOTED_CELL_MAX);

export const IMPORT_MESSAGES = {
  missingColumn: () => m('文件缺少此列，请使用模板', 'This column is missing; please use the template.'),
  required: () => m('不能为空', 'Required.'),
  year: (cell: string) => m(`“${quoted(cell)}”不是有效年份`, `"${quoted(cell)}" is not a valid year.`),
  month: (cell: string) =>
    m(
      `“${quoted(cell)}”不是有效月份（填 1–12，全年留空）`,
      `"${quoted(cell)}" is not a month (1–12, blank for the whole year).`,
    ),
  indicator: (cell: string) =>
    m(`“${quoted(cell)}”不是模板中的指标`, `"${quoted(cell)}" is not one of the template's indicators.`),
  district: (cell: string) => m(`“${quoted(cell)}”不是本市的区域`, `"${quoted(cell)}" is not a district of the city.`),
  value: (cell: string) => m(`“${quoted(cell)}”不是有效数值`, `"${quoted(cell)}" is not a number.`),
  unit: (expected: Texts) =>
    m(
      `单位与指标不符，应为“${expected['zh-CN']}”`,
      `The unit does not match the indicator; it should be "${expected['en-US']}".`,
    ),
  repeatedRow: (row: number) =>
    m(`与第 ${row} 行的指标、区域和期间重复`, `Repeats the indicator, district and period of row ${row}.`),
  mixedRow: (row: number) =>
    m(
      `与第 ${row} 行冲突：同一指标、区域和年度不能同时有全年数据和月度数据`,
      `Conflicts with row ${row}: one indicator, district and year cannot have both a whole-year figure and monthly figures.`,
    ),
  tooManyRows: (max: number) =>
    m(`单个文件最多导入 ${max} 行，请拆分后分别导入`, `At most ${max} rows per file; please split the file.`),
} satisfies Record<string, (...args: never[]) => Texts>;
