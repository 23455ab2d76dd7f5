import { describe, expect, it } from 'vitest';
import { QUERY_ERROR_CODES, type QueryErrorCode, queryErrorMessage } from '../src/index.js';
import { parseError } from './helpers.js';

/** An expression producing each error code: every code is reachable and has both messages. */
const EXAMPLES: Record<QueryErrorCode, string> = {
  tooLong: 'a'.repeat(4001),
  tooDeep: `${'('.repeat(40)}a${')'.repeat(40)}`,
  tooManyTerms: Array.from({ length: 201 }, (_, i) => `t${i}`).join(' '),
  unexpectedToken: 'a or or b',
  unexpectedEnd: '深度学习 and',
  expectedValue: 'TI=',
  unclosedParen: '深度学习 and (图像 or 视频',
  unbalancedParen: '深度学习)',
  unclosedQuote: 'TI="深度学习',
  unclosedRange: 'AD=[2020 to 2021',
  emptyGroup: 'TI=()',
  emptyPhrase: 'TI=""',
  unknownField: '标题=深度学习',
  nestedField: 'TI=(AB=图像)',
  invalidDate: 'AD=2021-02-30',
  invalidRange: 'AD=[2022 to 2020]',
  wildcardNotAllowed: 'TI=深度*',
  misplacedWildcard: 'IPC=G0*6F',
  comparisonNotAllowed: 'TI>=2021',
  rangeNotAllowed: 'PA=[a to b]',
  unknownValue: 'PT=新型',
  missingDistance: '芯片 NEAR/ 散热',
  invalidDistance: '芯片 W/x 散热',
  distanceTooLarge: '芯片 NEAR/21 散热',
  proximityOperand: '(芯片 or 电池) W/2 散热',
  proximityField: 'CL=(芯片 W/2 散热)',
  mixedProximityFields: 'TI=芯片 W/2 散热',
  chainedProximity: '芯片 W/1 散热 W/2 结构',
};

describe('queryErrorMessage', () => {
  it.each(QUERY_ERROR_CODES)('%s: reachable, and worded in both languages with its position', (code) => {
    const error = parseError(EXAMPLES[code]);
    expect(error.code).toBe(code);
    const zh = queryErrorMessage('zh-CN', error);
    const en = queryErrorMessage('en-US', error);
    expect(zh).toContain(`第 ${error.position + 1} 个字符`);
    expect(en).toContain(`character ${error.position + 1}`);
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
    expect(zh).not.toMatch(/undefined|\{|\}/);
    expect(en).not.toMatch(/undefined|\{|\}/);
  });

  it.each<[string, string, string]>([
    [
      '深度学习 and (图像 or 视频',
      '第 10 个字符处的左括号“(”缺少对应的右括号“)”',
      'The opening parenthesis "(" at character 10 has no matching ")".',
    ],
    [
      '深度学习 and',
      '检索式不完整：第 9 个字符处缺少检索词',
      'The expression is incomplete: a search term is missing at character 9.',
    ],
    ['a or or b', '第 6 个字符处应为检索词，但出现了“or”', 'Expected a search term at character 6 but found "or".'],
    [
      'AD=[2020 2021]',
      '第 10 个字符处应为范围分隔词“to”，但出现了“2021”',
      'Expected "to" between the two dates at character 10 but found "2021".',
    ],
    ['TI=', '第 4 个字符处缺少名称（TI）的检索值', 'A value for Title (TI) is missing at character 4.'],
    [
      '申请人=)',
      '第 5 个字符处应为申请人（PA）的检索值，但出现了“)”',
      'Expected a value for Applicant (PA) at character 5 but found ")".',
    ],
    [
      'PT=新型',
      '第 4 个字符处的“新型”不是有效的专利类型（PT），可选值：发明、实用新型、外观设计',
      '"新型" at character 4 is not a valid Patent type (PT). Accepted values: 发明, 实用新型, 外观设计.',
    ],
    [
      'TI>=2021',
      '第 3 个字符处：名称（TI）不支持比较运算“>=”，仅日期字段（AD、PD、GD）可以比较',
      'Title (TI) cannot be compared with ">=" (character 3); only date fields (AD, PD, GD) can.',
    ],
    [
      'abc*',
      '第 4 个字符处：未指定字段的检索词不支持通配符“*”，仅 AN、PN、IPC、CPC 字段的检索值可以“*”结尾',
      'The wildcard "*" at character 4 is not allowed for search terms without a field; only AN, PN, IPC, CPC values may end with it.',
    ],
  ])('%s', (text, zh, en) => {
    const error = parseError(text);
    expect(queryErrorMessage('zh-CN', error)).toBe(zh);
    expect(queryErrorMessage('en-US', error)).toBe(en);
  });

  it('names an unknown field as written and lists the fields', () => {
    const zh = queryErrorMessage('zh-CN', parseError('标题=x'));
    expect(zh).toMatch(/^第 1 个字符处的字段“标题”不存在，可用字段：名称（TI）、摘要（AB）/);
    expect(queryErrorMessage('en-US', parseError('XY=x'))).toMatch(
      /^Unknown field "XY" at character 1\. Fields: TI \(Title\)/,
    );
  });

  it('shortens long found texts and long lists of accepted values', () => {
    const districts = Array.from({ length: 20 }, (_, i) => `区${i}`);
    const error = parseError('DI=外区', { enumValues: { DI: districts } });
    expect(queryErrorMessage('zh-CN', error)).toMatch(/区0、区1、.*区11 等$/);
    expect(queryErrorMessage('en-US', error)).toMatch(/区0, 区1, .*区11, …\.$/);
    expect(queryErrorMessage('en-US', parseError(`AD=[2020 to 2021 ${'9'.repeat(30)}]`))).toContain(
      `found "${'9'.repeat(20)}…"`,
    );
  });
});
