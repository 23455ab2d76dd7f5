import { FIRST_FILING_DATE } from '@cityip/contracts';

/**
 * Import problems in both languages: the import is a command-line tool an operator runs, and
 * its report is read by whoever prepared the file.
 */
export interface Message {
  zh: string;
  en: string;
}

const m = (zh: string, en: string): Message => ({ zh, en });
/** The start of a value quoted in a message: a value refused for its length may be very long. */
const quoted = (value: string) => (value.length > 20 ? `${value.slice(0, 20)}…` : value);

export const IMPORT_MESSAGES = {
  required: () => m('不能为空', 'is required'),
  missingColumn: () => m('文件缺少此列', 'column missing from the file'),
  applicationNumberFormat: () =>
    m(
      '格式不正确，应为 CN + 12 位数字 + . + 校验位，如 CN202110123456.7',
      'is not CN + 12 digits + . + check digit, e.g. CN202110123456.7',
    ),
  checkDigit: (expected: string) => m(`校验位错误，应为 ${expected}`, `has a wrong check digit, expected ${expected}`),
  publicationNumberFormat: () => m('格式不正确，如 CN112345678A', 'is not a publication number such as CN112345678A'),
  date: (value: string) => m(`“${value}”不是有效日期（YYYY-MM-DD）`, `"${value}" is not a valid date (YYYY-MM-DD)`),
  future: () => m('不能晚于今天', 'cannot be in the future'),
  beforeFirstFiling: () =>
    m(
      `不能早于 ${FIRST_FILING_DATE}（专利法施行日）`,
      `cannot be before ${FIRST_FILING_DATE}, when the Patent Law took effect`,
    ),
  tooLong: (limit: number) => m(`超过 ${limit} 个字符`, `is longer than ${limit} characters`),
  tooMany: (limit: number) => m(`超过 ${limit} 项`, `has more than ${limit} entries`),
  itemTooLong: (value: string, limit: number) =>
    m(`“${quoted(value)}”超过 ${limit} 个字符`, `"${quoted(value)}" is longer than ${limit} characters`),
  beforeApplication: () => m('不能早于申请日', 'cannot be before the application date'),
  patentType: (value: string) =>
    m(
      `“${value}”不是专利类型（发明、实用新型、外观设计）`,
      `"${value}" is not a patent type (invention, utility, design)`,
    ),
  typeMismatch: () => m('与申请号中的专利类型不符', 'does not match the type digit of the application number'),
  legalStatus: (value: string) =>
    m(`无法识别法律状态“${value}”（有效、审中、失效）`, `"${value}" is not a legal status (valid, pending, invalid)`),
  classification: (value: string) =>
    m(`“${value}”不是有效的分类号，如 G06F17/30`, `"${value}" is not a classification code such as G06F17/30`),
  district: (value: string) => m(`“${value}”不是本市的区域`, `"${value}" is not a district of the city`),
  industry: (value: string) => m(`“${value}”不是本市的重点产业`, `"${value}" is not a key industry of the city`),
  integer: (value: string) => m(`“${value}”不是非负整数`, `"${value}" is not a non-negative integer`),
  number: (value: string) => m(`“${value}”不是有效数值`, `"${value}" is not a valid number`),
  legalEvent: (value: string) =>
    m(
      `无法识别法律事件“${value}”，应为“日期 事件”，以分号分隔`,
      `"${value}" is not "date event", events separated by semicolons`,
    ),
  feeMode: (value: string) =>
    m(
      `“${value}”不是费用方式（固定费用、提成、固定费用加提成）`,
      `"${value}" is not a fee mode (lumpSum, royalty, mixed)`,
    ),
  duplicate: (row: number) => m(`与第 ${row} 行申请号重复`, `repeats the application number of row ${row}`),
  invalidJson: (reason: string) => m(`不是有效的 JSON 对象：${reason}`, `is not a valid JSON object: ${reason}`),
  database: (reason: string) => m(`写入数据库失败：${reason}`, `could not be stored: ${reason}`),
} as const;
