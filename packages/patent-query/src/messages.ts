import type { Expected, QueryError, QueryErrorCode } from './errors.js';
import { FIELD_CODES, FIELDS, type FieldKind, resolveField } from './fields.js';
import { MAX_PROXIMITY, PROXIMITY_FIELDS } from './proximity.js';

export type QueryMessageLocale = 'zh-CN' | 'en-US';

interface Language {
  /** How a field is named in a sentence: `专利类型（PT）`, `Patent type (PT)`. */
  field: (written: string | undefined) => string;
  expected: Record<Expected, string>;
  /** Joins a list of values. */
  list: (items: readonly string[]) => string;
  messages: Record<QueryErrorCode, (e: Message) => string>;
}

/**
 * What a message template sees: the params as display-ready texts ('' when absent; `found` is ''
 * at the end of the expression) and the 1-based position.
 */
interface Message {
  at: number;
  found: string;
  expected: string;
  field: string;
  value: string;
  operator: string;
  allowed: string;
  limit: number;
  from: string;
  to: string;
  quote: string;
}

const MAX_SHOWN = 12;
const MAX_FOUND_LENGTH = 20;

const clip = (text: string) => (text.length > MAX_FOUND_LENGTH ? `${text.slice(0, MAX_FOUND_LENGTH)}…` : text);
const codesOfKind = (kind: FieldKind) => FIELD_CODES.filter((c) => FIELDS[c].kind === kind);
const CODE_FIELDS = codesOfKind('code');
const DATE_FIELDS = codesOfKind('date');
const PROXIMITY_ZH = PROXIMITY_FIELDS.map((c) => `${FIELDS[c].zh}（${c}）`).join('和');
const PROXIMITY_EN = PROXIMITY_FIELDS.map((c) => `${FIELDS[c].en.toLowerCase()} (${c})`).join(' and ');

function shortList(items: readonly string[], separator: string, more: string): string {
  const shown = items.slice(0, MAX_SHOWN).join(separator);
  return items.length > MAX_SHOWN ? `${shown}${more}` : shown;
}

const zhCN: Language = {
  field: (written) => {
    const code = written ? resolveField(written) : null;
    return code ? `${FIELDS[code].zh}（${code}）` : `“${written ?? ''}”`;
  },
  expected: {
    term: '检索词',
    date: '日期',
    ')': '右括号“)”',
    ']': '右方括号“]”',
    to: '范围分隔词“to”',
    operator: '运算符（and、or、not）',
  },
  list: (items) => shortList(items, '、', ' 等'),
  messages: {
    tooLong: (m) => `检索式过长：最多允许 ${m.limit} 个字符，自第 ${m.at} 个字符起超出，请精简后重试`,
    tooDeep: (m) => `第 ${m.at} 个字符处嵌套层数过多：括号和“not”最多嵌套 ${m.limit} 层`,
    tooManyTerms: (m) => `第 ${m.at} 个字符处检索词过多：一个检索式最多包含 ${m.limit} 个检索词`,
    unexpectedToken: (m) =>
      m.expected
        ? `第 ${m.at} 个字符处应为${m.expected}，但出现了“${m.found}”`
        : `第 ${m.at} 个字符处出现了多余的“${m.found}”`,
    unexpectedEnd: (m) => `检索式不完整：第 ${m.at} 个字符处缺少${m.expected}`,
    expectedValue: (m) =>
      m.found
        ? `第 ${m.at} 个字符处应为${m.field}的检索值，但出现了“${m.found}”`
        : `第 ${m.at} 个字符处缺少${m.field}的检索值`,
    unclosedParen: (m) => `第 ${m.at} 个字符处的左括号“(”缺少对应的右括号“)”`,
    unbalancedParen: (m) => `第 ${m.at} 个字符处的右括号“)”没有对应的左括号“(”`,
    unclosedQuote: (m) => `第 ${m.at} 个字符处的引号未闭合，缺少右引号 ${m.quote}`,
    unclosedRange: (m) => `第 ${m.at} 个字符处的日期范围缺少右方括号“]”`,
    emptyGroup: (m) => `第 ${m.at} 个字符处的括号内没有检索内容`,
    emptyPhrase: (m) => `第 ${m.at} 个字符处的引号内没有检索内容`,
    unknownField: (m) =>
      `第 ${m.at} 个字符处的字段${m.field}不存在，可用字段：${FIELD_CODES.map((c) => `${FIELDS[c].zh}（${c}）`).join('、')}`,
    nestedField: (m) => `第 ${m.at} 个字符处不能在字段的括号内再指定字段${m.field}，请先闭合括号`,
    invalidDate: (m) => `第 ${m.at} 个字符处的日期“${m.value}”无效，请填写真实日期，格式如 2021、2021-05 或 2021-05-06`,
    invalidRange: (m) => `第 ${m.at} 个字符处的日期范围无效：开始日期 ${m.from} 晚于结束日期 ${m.to}`,
    wildcardNotAllowed: (m) =>
      `第 ${m.at} 个字符处：${m.field || '未指定字段的检索词'}不支持通配符“*”，仅 ${CODE_FIELDS.join('、')} 字段的检索值可以“*”结尾`,
    misplacedWildcard: (m) => `第 ${m.at} 个字符处的通配符“*”位置不正确，只能放在检索值末尾，如 IPC=G06F*`,
    comparisonNotAllowed: (m) =>
      `第 ${m.at} 个字符处：${m.field}不支持比较运算“${m.operator}”，仅日期字段（${DATE_FIELDS.join('、')}）可以比较`,
    rangeNotAllowed: (m) =>
      `第 ${m.at} 个字符处：${m.field}不支持日期范围，仅日期字段（${DATE_FIELDS.join('、')}）可以使用`,
    unknownValue: (m) => `第 ${m.at} 个字符处的“${m.value}”不是有效的${m.field}，可选值：${m.allowed}`,
    missingDistance: (m) =>
      `第 ${m.at} 个字符处的邻近运算符“${m.operator}”缺少词数，请写明两词之间最多间隔的词数（0～${MAX_PROXIMITY}），如 NEAR/3 或 W/3`,
    invalidDistance: (m) =>
      `第 ${m.at} 个字符处的“${m.value}”不是有效的词数：邻近运算符“${m.operator}”的斜杠后应为 0～${MAX_PROXIMITY} 的整数，如 NEAR/3`,
    distanceTooLarge: (m) => `第 ${m.at} 个字符处的词数 ${m.value} 超出上限：邻近运算两词之间最多间隔 ${m.limit} 个词`,
    proximityOperand: (m) =>
      `第 ${m.at} 个字符处：邻近运算“${m.operator}”两侧只能各是一个检索词或用引号括起的短语，不能是括号内的组合条件或 not 条件`,
    proximityField: (m) =>
      `第 ${m.at} 个字符处：${m.field}不支持邻近运算“${m.operator}”，仅${PROXIMITY_ZH}中的检索词可以使用 NEAR/n 和 W/n`,
    mixedProximityFields: (m) =>
      `第 ${m.at} 个字符处：邻近运算“${m.operator}”两侧的检索词须在同一字段中，如 名称=(芯片 W/2 散热)`,
    chainedProximity: (m) =>
      `第 ${m.at} 个字符处：邻近运算不能连用，请用 and 连接两个邻近条件，如 芯片 W/1 散热 and 散热 W/2 结构`,
  },
};

const enUS: Language = {
  field: (written) => {
    const code = written ? resolveField(written) : null;
    return code ? `${FIELDS[code].en} (${code})` : `"${written ?? ''}"`;
  },
  expected: {
    term: 'a search term',
    date: 'a date',
    ')': 'a closing parenthesis ")"',
    ']': 'a closing bracket "]"',
    to: '"to" between the two dates',
    operator: 'an operator (and, or, not)',
  },
  list: (items) => shortList(items, ', ', ', …'),
  messages: {
    tooLong: (m) =>
      `The expression is too long: at most ${m.limit} characters are allowed and it goes beyond that from character ${m.at}. Please shorten it.`,
    tooDeep: (m) =>
      `Nested too deeply at character ${m.at}: parentheses and "not" may be nested at most ${m.limit} levels.`,
    tooManyTerms: (m) => `Too many search terms at character ${m.at}: an expression may hold at most ${m.limit}.`,
    unexpectedToken: (m) =>
      m.expected
        ? `Expected ${m.expected} at character ${m.at} but found "${m.found}".`
        : `Unexpected "${m.found}" at character ${m.at}.`,
    unexpectedEnd: (m) => `The expression is incomplete: ${m.expected} is missing at character ${m.at}.`,
    expectedValue: (m) =>
      m.found
        ? `Expected a value for ${m.field} at character ${m.at} but found "${m.found}".`
        : `A value for ${m.field} is missing at character ${m.at}.`,
    unclosedParen: (m) => `The opening parenthesis "(" at character ${m.at} has no matching ")".`,
    unbalancedParen: (m) => `The closing parenthesis ")" at character ${m.at} has no matching "(".`,
    unclosedQuote: (m) => `The quote at character ${m.at} is not closed: the closing ${m.quote} is missing.`,
    unclosedRange: (m) => `The date range at character ${m.at} has no closing bracket "]".`,
    emptyGroup: (m) => `There is nothing to search for inside the brackets at character ${m.at}.`,
    emptyPhrase: (m) => `There is nothing to search for inside the quotes at character ${m.at}.`,
    unknownField: (m) =>
      `Unknown field ${m.field} at character ${m.at}. Fields: ${FIELD_CODES.map((c) => `${c} (${FIELDS[c].en})`).join(', ')}.`,
    nestedField: (m) =>
      `The field ${m.field} cannot be given inside another field's parentheses (character ${m.at}); close the parenthesis first.`,
    invalidDate: (m) =>
      `Invalid date "${m.value}" at character ${m.at}: write a real date such as 2021, 2021-05 or 2021-05-06.`,
    invalidRange: (m) => `Invalid date range at character ${m.at}: the start ${m.from} is after the end ${m.to}.`,
    wildcardNotAllowed: (m) =>
      `The wildcard "*" at character ${m.at} is not allowed for ${m.field || 'search terms without a field'}; only ${CODE_FIELDS.join(', ')} values may end with it.`,
    misplacedWildcard: (m) => `The wildcard "*" at character ${m.at} may only end a value, as in IPC=G06F*.`,
    comparisonNotAllowed: (m) =>
      `${m.field} cannot be compared with "${m.operator}" (character ${m.at}); only date fields (${DATE_FIELDS.join(', ')}) can.`,
    rangeNotAllowed: (m) =>
      `${m.field} does not take a date range (character ${m.at}); only date fields (${DATE_FIELDS.join(', ')}) do.`,
    unknownValue: (m) => `"${m.value}" at character ${m.at} is not a valid ${m.field}. Accepted values: ${m.allowed}.`,
    missingDistance: (m) =>
      `The proximity operator "${m.operator}" at character ${m.at} needs the most words allowed in between (0 to ${MAX_PROXIMITY}), as in NEAR/3 or W/3.`,
    invalidDistance: (m) =>
      `"${m.value}" at character ${m.at} is not a valid number of words for "${m.operator}": write a whole number from 0 to ${MAX_PROXIMITY}, as in NEAR/3.`,
    distanceTooLarge: (m) =>
      `The number of words ${m.value} at character ${m.at} is too large: proximity allows at most ${m.limit} words in between.`,
    proximityOperand: (m) =>
      `Each side of "${m.operator}" must be one word or a quoted phrase, not a group in parentheses or a "not" (character ${m.at}).`,
    proximityField: (m) =>
      `${m.field} does not support the proximity operator "${m.operator}" (character ${m.at}); only words of the ${PROXIMITY_EN} can use NEAR/n and W/n.`,
    mixedProximityFields: (m) =>
      `Both sides of "${m.operator}" must be in the same field (character ${m.at}), as in TI=(芯片 W/2 散热).`,
    chainedProximity: (m) =>
      `Proximity operators cannot be chained (character ${m.at}); join two conditions with and, as in 芯片 W/1 散热 and 散热 W/2 结构.`,
  },
};

const LANGUAGES: Record<QueryMessageLocale, Language> = { 'zh-CN': zhCN, 'en-US': enUS };

/**
 * The error as a sentence for the searcher, naming the (1-based) character where it is and what
 * was expected, e.g. `第 12 个字符处的左括号“(”缺少对应的右括号“)”`.
 */
export function queryErrorMessage(locale: QueryMessageLocale, error: QueryError): string {
  const language = LANGUAGES[locale];
  const p = error.params;
  return language.messages[error.code]({
    at: error.position + 1,
    found: clip(p.found ?? ''),
    expected: p.expected ? language.expected[p.expected] : '',
    field: p.field === undefined ? '' : language.field(p.field),
    value: clip(p.value ?? ''),
    operator: p.operator ?? '',
    allowed: language.list(p.allowed ?? []),
    limit: p.limit ?? 0,
    from: p.from ?? '',
    to: p.to ?? '',
    quote: p.quote ?? '"',
  });
}
