import { describe, expect, it } from 'vitest';
import {
  highlightTerms,
  MAX_PROXIMITY,
  type ProximitySpec,
  proximityExpression,
  type QueryErrorParams,
  queryErrorMessage,
  toExpression,
} from '../src/index.js';
import { parseError, parseOk, withoutSpans } from './helpers.js';

/** A term operand as the parser builds it, without its span. */
const term = (field: 'TI' | 'AB' | null, text: string, phrase = false) => ({
  type: 'term',
  field,
  text,
  phrase,
  prefix: false,
});

describe('parse: proximity', () => {
  // [expression, field, left, right, distance, ordered]
  it.each<[string, 'TI' | 'AB' | null, string, string, number, boolean]>([
    ['芯片 NEAR/3 散热', null, '芯片', '散热', 3, false],
    ['芯片 W/2 散热', null, '芯片', '散热', 2, true],
    ['芯片 near/3 散热', null, '芯片', '散热', 3, false],
    ['芯片 Near/0 散热', null, '芯片', '散热', 0, false],
    ['芯片 w/0 散热', null, '芯片', '散热', 0, true],
    ['芯片 W／4 散热', null, '芯片', '散热', 4, true],
    ['芯片 near／１２ 散热', null, '芯片', '散热', 12, false],
    [`芯片 W/${MAX_PROXIMITY} 散热`, null, '芯片', '散热', MAX_PROXIMITY, true],
    ['芯片 W/007 散热', null, '芯片', '散热', 7, true],
    ['TI=(芯片 W/2 散热)', 'TI', '芯片', '散热', 2, true],
    ['ti=(芯片 NEAR/1 散热)', 'TI', '芯片', '散热', 1, false],
    ['名称=(芯片 NEAR/5 散热)', 'TI', '芯片', '散热', 5, false],
    ['名称＝（芯片 W/5 散热）', 'TI', '芯片', '散热', 5, true],
    ['摘要=(芯片 W/3 散热)', 'AB', '芯片', '散热', 3, true],
    ['AB=(芯片 near/3 散热)', 'AB', '芯片', '散热', 3, false],
    ['TI=芯片 W/2 TI=散热', 'TI', '芯片', '散热', 2, true],
    ['(芯片) W/2 散热', null, '芯片', '散热', 2, true],
  ])('%s', (text, field, left, right, distance, ordered) => {
    expect(withoutSpans(parseOk(text))).toEqual({
      type: 'proximity',
      field,
      left: term(field, left),
      right: term(field, right),
      distance,
      ordered,
    });
  });

  it('takes quoted phrases as operands, with quotes ending the operator', () => {
    expect(withoutSpans(parseOk('"液冷 板" W/1 “散热 结构”'))).toEqual({
      type: 'proximity',
      field: null,
      left: term(null, '液冷 板', true),
      right: term(null, '散热 结构', true),
      distance: 1,
      ordered: true,
    });
    expect(parseOk('"a"W/2"b"')).toMatchObject({ type: 'proximity', distance: 2, left: { text: 'a' } });
  });

  it('spans the proximity from the left operand (with its field name) to the right one', () => {
    expect(parseOk('x TI=a W/2 TI=bc')).toMatchObject({
      children: [
        { start: 0, end: 1 },
        { type: 'proximity', start: 2, end: 16, left: { start: 2 }, right: { end: 16 } },
      ],
    });
    expect(parseOk('AB=(图像 NEAR/3 识别)')).toMatchObject({ start: 4, end: 16, left: { start: 4, end: 6 } });
  });

  // Proximity binds tighter than not, and, or: each row's normalised form shows the grouping.
  it.each<[string, string]>([
    ['a W/1 b c', 'a W/1 b and c'],
    ['c a NEAR/2 b', 'c and a NEAR/2 b'],
    ['a W/1 b or c NEAR/2 d', 'a W/1 b or c NEAR/2 d'],
    ['not a W/1 b', 'not a W/1 b'],
    ['x not a W/1 b', 'x and not a W/1 b'],
    ['TI=(a W/1 b or c)', 'TI=(a W/1 b) or TI=c'],
    ['TI=(a W/1 b c NEAR/3 d)', 'TI=(a W/1 b) and TI=(c NEAR/3 d)'],
    ['摘要=(a w/0 b) and 名称=(c near/4 d) not e', 'AB=(a W/0 b) and TI=(c NEAR/4 d) and not e'],
    ['"and" W/1 "w/2"', '"and" W/1 "w/2"'],
  ])('%s → %s', (text, expected) => {
    const ast = parseOk(text);
    expect(toExpression(ast)).toBe(expected);
    expect(withoutSpans(parseOk(toExpression(ast)))).toEqual(withoutSpans(ast));
  });

  it('reads a word that merely contains near or w as a term', () => {
    expect(parseOk('nearby w2 W-2 W')).toMatchObject({
      type: 'and',
      children: [{ text: 'nearby' }, { text: 'w2' }, { text: 'W-2' }, { text: 'W' }],
    });
  });

  it('highlights both operands unless negated', () => {
    expect(highlightTerms(parseOk('芯片 NEAR/3 散热 not 风扇 W/1 电机'))).toEqual(['芯片', '散热']);
    expect(highlightTerms(parseOk('TI=(芯片 W/2 散热) or AB=(芯片 W/0 "液冷 板")'))).toEqual([
      '芯片',
      '散热',
      '液冷 板',
    ]);
  });
});

describe('parse: malformed proximity', () => {
  // [expression, code, position, length, params]; positions are 0-based indexes into the text.
  it.each<[string, string, number, number, QueryErrorParams]>([
    ['芯片 NEAR/ 散热', 'missingDistance', 3, 5, { operator: 'NEAR/' }],
    ['芯片 w／ 散热', 'missingDistance', 3, 2, { operator: 'w／' }],
    ['芯片 W/x 散热', 'invalidDistance', 5, 1, { operator: 'W/x', value: 'x' }],
    ['芯片 NEAR/-1 散热', 'invalidDistance', 8, 2, { operator: 'NEAR/-1', value: '-1' }],
    ['芯片 NEAR/1.5 散热', 'invalidDistance', 8, 3, { operator: 'NEAR/1.5', value: '1.5' }],
    ['芯片 W/3a 散热', 'invalidDistance', 5, 2, { operator: 'W/3a', value: '3a' }],
    ['芯片 W/21 散热', 'distanceTooLarge', 5, 2, { operator: 'W/21', value: '21', limit: 20 }],
    [
      '芯片 near/99999999999999999999 散热',
      'distanceTooLarge',
      8,
      20,
      {
        operator: 'near/99999999999999999999',
        value: '99999999999999999999',
        limit: 20,
      },
    ],
    ['(芯片 or 电池) W/2 散热', 'proximityOperand', 0, 10, { operator: 'W/2' }],
    ['散热 W/2 (芯片 电池)', 'proximityOperand', 7, 7, { operator: 'W/2' }],
    ['散热 W/2 not 芯片', 'proximityOperand', 7, 3, { operator: 'W/2' }],
    ['TI=(散热 W/2 (芯片 or 电池))', 'proximityOperand', 11, 10, { operator: 'W/2' }],
    ['CL=(芯片 W/2 散热)', 'proximityField', 7, 3, { field: 'CL', operator: 'W/2' }],
    ['权利要求=(芯片 NEAR/2 散热)', 'proximityField', 9, 6, { field: 'CL', operator: 'NEAR/2' }],
    ['申请人=(华为 W/1 技术)', 'proximityField', 8, 3, { field: 'PA', operator: 'W/1' }],
    ['IN=(张 W/0 伟)', 'proximityField', 6, 3, { field: 'IN', operator: 'W/0' }],
    ['IPC=(G06F W/1 H04L)', 'proximityField', 10, 3, { field: 'IPC', operator: 'W/1' }],
    ['AD=(2020 W/1 2021)', 'proximityField', 9, 3, { field: 'AD', operator: 'W/1' }],
    ['PT=(发明 W/1 实用新型)', 'proximityField', 7, 3, { field: 'PT', operator: 'W/1' }],
    ['PA=华为 W/1 芯片', 'proximityField', 0, 5, { field: 'PA', operator: 'W/1' }],
    ['芯片 W/1 IPC=G06F', 'proximityField', 7, 8, { field: 'IPC', operator: 'W/1' }],
    ['AD=2021 NEAR/1 芯片', 'proximityField', 0, 7, { field: 'AD', operator: 'NEAR/1' }],
    ['芯片 W/1 AD>=2021', 'proximityField', 7, 8, { field: 'AD', operator: 'W/1' }],
    ['TI=芯片 W/2 散热', 'mixedProximityFields', 10, 2, { operator: 'W/2' }],
    ['芯片 W/2 AB=散热', 'mixedProximityFields', 7, 5, { operator: 'W/2' }],
    ['TI=芯片 NEAR/2 名称=散热 W/1 结构', 'chainedProximity', 19, 3, { operator: 'W/1' }],
    ['芯片 W/1 散热 W/2 结构', 'chainedProximity', 10, 3, { operator: 'W/2' }],
    ['芯片 W/2', 'unexpectedEnd', 6, 0, { expected: 'term' }],
    ['W/2 散热', 'unexpectedToken', 0, 3, { found: 'W/2', expected: 'term' }],
    ['芯片 W/2 or 散热', 'unexpectedToken', 7, 2, { found: 'or', expected: 'term' }],
    ['芯片 W/2 NEAR/3 散热', 'unexpectedToken', 7, 6, { found: 'NEAR/3', expected: 'term' }],
  ])('%s → %s at %i', (text, code, position, length, params) => {
    expect(parseError(text)).toEqual({ code, position, length, params });
  });

  it.each<[string, string, string]>([
    [
      '芯片 NEAR/ 散热',
      '第 4 个字符处的邻近运算符“NEAR/”缺少词数，请写明两词之间最多间隔的词数（0～20），如 NEAR/3 或 W/3',
      'The proximity operator "NEAR/" at character 4 needs the most words allowed in between (0 to 20), as in NEAR/3 or W/3.',
    ],
    [
      '芯片 W/x 散热',
      '第 6 个字符处的“x”不是有效的词数：邻近运算符“W/x”的斜杠后应为 0～20 的整数，如 NEAR/3',
      '"x" at character 6 is not a valid number of words for "W/x": write a whole number from 0 to 20, as in NEAR/3.',
    ],
    [
      '芯片 W/30 散热',
      '第 6 个字符处的词数 30 超出上限：邻近运算两词之间最多间隔 20 个词',
      'The number of words 30 at character 6 is too large: proximity allows at most 20 words in between.',
    ],
    [
      '散热 W/2 (芯片 电池)',
      '第 8 个字符处：邻近运算“W/2”两侧只能各是一个检索词或用引号括起的短语，不能是括号内的组合条件或 not 条件',
      'Each side of "W/2" must be one word or a quoted phrase, not a group in parentheses or a "not" (character 8).',
    ],
    [
      '权利要求=(芯片 NEAR/2 散热)',
      '第 10 个字符处：权利要求（CL）不支持邻近运算“NEAR/2”，仅名称（TI）和摘要（AB）中的检索词可以使用 NEAR/n 和 W/n',
      'Claims (CL) does not support the proximity operator "NEAR/2" (character 10); only words of the title (TI) and abstract (AB) can use NEAR/n and W/n.',
    ],
    [
      'TI=芯片 W/2 散热',
      '第 11 个字符处：邻近运算“W/2”两侧的检索词须在同一字段中，如 名称=(芯片 W/2 散热)',
      'Both sides of "W/2" must be in the same field (character 11), as in TI=(芯片 W/2 散热).',
    ],
    [
      '芯片 W/1 散热 W/2 结构',
      '第 11 个字符处：邻近运算不能连用，请用 and 连接两个邻近条件，如 芯片 W/1 散热 and 散热 W/2 结构',
      'Proximity operators cannot be chained (character 11); join two conditions with and, as in 芯片 W/1 散热 and 散热 W/2 结构.',
    ],
  ])('%s: worded in both languages', (text, zh, en) => {
    const error = parseError(text);
    expect(queryErrorMessage('zh-CN', error)).toBe(zh);
    expect(queryErrorMessage('en-US', error)).toBe(en);
  });
});

describe('proximityExpression', () => {
  const spec = (overrides: Partial<ProximitySpec>): ProximitySpec => ({
    field: null,
    left: '芯片',
    right: '散热',
    distance: 3,
    ordered: false,
    ...overrides,
  });

  it.each<[Partial<ProximitySpec>, string | null]>([
    [{}, '芯片 NEAR/3 散热'],
    [{ ordered: true, distance: 0 }, '芯片 W/0 散热'],
    [{ field: 'TI', ordered: true, distance: 2 }, 'TI=(芯片 W/2 散热)'],
    [{ field: 'AB', left: ' 液冷 板 ', distance: 5 }, 'AB=("液冷 板" NEAR/5 散热)'],
    [{ left: 'and', right: 'w/2' }, '"and" NEAR/3 "w/2"'],
    [{ left: 'say "hi"', right: '(x)' }, '"say ""hi""" NEAR/3 "(x)"'],
    [{ left: '  ' }, null],
    [{ right: '' }, null],
  ])('%j → %s', (overrides, expected) => {
    expect(proximityExpression(spec(overrides))).toBe(expected);
  });

  it('writes conditions that parse back to the proximity asked for', () => {
    for (const field of ['TI', 'AB', null] as const) {
      for (const ordered of [true, false]) {
        const written = proximityExpression(spec({ field, ordered, left: '液冷 板', right: 'or' })) as string;
        expect(withoutSpans(parseOk(written))).toEqual({
          type: 'proximity',
          field,
          left: term(field, '液冷 板', true),
          right: term(field, 'or', true),
          distance: 3,
          ordered,
        });
      }
    }
  });
});
