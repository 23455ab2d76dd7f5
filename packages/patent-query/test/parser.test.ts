import { describe, expect, it } from 'vitest';
import { type QueryNode, toExpression } from '../src/index.js';
import { parseOk } from './helpers.js';

describe('parse: precedence and operators', () => {
  // [expression, normalised form]: toExpression prints only the parentheses precedence needs,
  // so each row shows how the parser grouped the input.
  it.each([
    ['深度学习 图像', '深度学习 and 图像'],
    ['a and b or c', 'a and b or c'],
    ['a or b and c', 'a or b and c'],
    ['a or b c', 'a or b and c'],
    ['(a or b) c', '(a or b) and c'],
    ['(a or b) and (c or d)', '(a or b) and (c or d)'],
    ['a not b', 'a and not b'],
    ['a not b c', 'a and not b and c'],
    ['a not b or c', 'a and not b or c'],
    ['a or not b', 'a or not b'],
    ['not a', 'not a'],
    ['not a b', 'not a and b'],
    ['not a or b', 'not a or b'],
    ['not (a or b)', 'not (a or b)'],
    ['not not a', 'not not a'],
    ['a and not b', 'a and not b'],
    ['a AND b OR c', 'a and b or c'],
    ['a And b Not c', 'a and b and not c'],
    ['a Or b', 'a or b'],
    ['((a))', 'a'],
    ['a and (b and (c and d))', 'a and b and c and d'],
    ['a or (b or (c or d))', 'a or b or c or d'],
    ['(a b) or (c d)', 'a and b or c and d'],
    ['a（b or c）', 'a and (b or c)'],
  ])('%s → %s', (text, expected) => {
    expect(toExpression(parseOk(text))).toBe(expected);
  });

  it.each([
    ['android', 'android'],
    ['深度学习and图像', '深度学习and图像'],
    ['notebook', 'notebook'],
    ['oracle', 'oracle'],
    ['光学and', '光学and'],
  ])('operator letters inside a word are a term: %s', (text, term) => {
    expect(parseOk(text)).toMatchObject({ type: 'term', field: null, text: term });
  });

  it('flattens nested and/or into one node', () => {
    const ast = parseOk('a b (c d) e') as QueryNode & { type: 'and' };
    expect(ast.type).toBe('and');
    expect(ast.children.map((c) => (c.type === 'term' ? c.text : c.type))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives null for an empty or blank expression', () => {
    expect(parseOk('')).toBeNull();
    expect(parseOk('  \t\n　')).toBeNull();
  });
});

describe('parse: fields', () => {
  it.each([
    ['TI=深度学习', 'TI=深度学习'],
    ['ti=深度学习', 'TI=深度学习'],
    ['Ti = 深度学习', 'TI=深度学习'],
    ['名称=深度学习', 'TI=深度学习'],
    ['摘要=(图像 or 视频)', 'AB=图像 or AB=视频'],
    ['权利要求=卷积', 'CL=卷积'],
    ['申请人=华为', 'PA=华为'],
    ['发明人=张三', 'IN=张三'],
    ['IPC分类号=G06F*', 'IPC=G06F*'],
    ['ipc分类号=G06F', 'IPC=G06F'],
    ['申请号=CN202110123456.7', 'AN=CN202110123456.7'],
    ['公开号=CN112345678A', 'PN=CN112345678A'],
    ['专利类型=发明', 'PT=发明'],
    ['法律状态=(有效 or 审中)', 'LS=有效 or LS=审中'],
    ['区域=云湖区', 'DI=云湖区'],
    ['产业=生物医药', 'IND=生物医药'],
    ['TI=(a or b) AB=c', '(TI=a or TI=b) and AB=c'],
    ['TI=(a b not c)', 'TI=a and TI=b and not TI=c'],
    ['TI=(a or (b c))', 'TI=a or TI=b and TI=c'],
    ['TI=a b', 'TI=a and b'],
    ['TI＝（a or b）', 'TI=a or TI=b'],
    ['TI=(a) or (AB=b)', 'TI=a or AB=b'],
    ['TI="and"', 'TI="and"'],
    ['TI', 'TI'],
  ])('%s → %s', (text, expected) => {
    expect(toExpression(parseOk(text))).toBe(expected);
  });

  it('gives a bare term field null and keeps the value as written', () => {
    expect(parseOk('Deep-Learning')).toEqual({
      type: 'term',
      field: null,
      text: 'Deep-Learning',
      phrase: false,
      prefix: false,
      start: 0,
      end: 13,
    });
  });

  it('spans a lone condition from its field name and grouped values by themselves', () => {
    expect(parseOk('x TI=abc')).toMatchObject({
      children: [
        { start: 0, end: 1 },
        { start: 2, end: 8 },
      ],
    });
    expect(parseOk('TI=(ab or cd)')).toMatchObject({
      children: [
        { start: 4, end: 6 },
        { start: 10, end: 12 },
      ],
    });
  });
});

describe('parse: phrases and wildcards', () => {
  it.each([
    ['"深度 学习"', { field: null, text: '深度 学习', phrase: true, prefix: false }],
    ['“深度 学习”', { field: null, text: '深度 学习', phrase: true, prefix: false }],
    ['TI="  图像 识别 "', { field: 'TI', text: '图像 识别', phrase: true }],
    ['"say ""hi"""', { text: 'say "hi"', phrase: true }],
    ['“他说"好"”', { text: '他说"好"', phrase: true }],
    ['"a*b"', { text: 'a*b', phrase: true, prefix: false }],
    ['上海“星光”科技', { text: '上海“星光”科技', phrase: false }],
    ['IPC=G06F*', { field: 'IPC', text: 'G06F', prefix: true, phrase: false }],
    ['IPC=g06f17/30*', { field: 'IPC', text: 'g06f17/30', prefix: true }],
    ['CPC=Y02*', { field: 'CPC', text: 'Y02', prefix: true }],
    ['AN=CN2021*', { field: 'AN', text: 'CN2021', prefix: true }],
    ['PN=CN1123*', { field: 'PN', text: 'CN1123', prefix: true }],
    ['IPC="G06F 17"*', { field: 'IPC', text: 'G06F 17', phrase: true, prefix: true }],
  ])('%s', (text, expected) => {
    expect(parseOk(text)).toMatchObject({ type: 'term', ...expected });
  });

  it('reads juxtaposed phrases and words as separate operands', () => {
    expect(toExpression(parseOk('"a"b'))).toBe('"a" and b');
    expect(toExpression(parseOk('TI=("a"or"b")'))).toBe('TI="a" or TI="b"');
    expect(toExpression(parseOk('a"b" or"c"'))).toBe('a"b" or "c"');
  });

  it('prefixes every value of a code group', () => {
    expect(toExpression(parseOk('IPC=(G06F* or H04L*)'))).toBe('IPC=G06F* or IPC=H04L*');
  });
});

describe('parse: enum values', () => {
  it.each([
    'PT=发明',
    'PT=invention',
    'PT=Invention',
    'PT=实用新型',
    'PT="外观设计"',
    'LS=有效',
    'LS=pending',
    'LS=INVALID',
  ])('accepts %s and keeps the text as written', (text) => {
    const ast = parseOk(text);
    expect(ast).toMatchObject({ type: 'term' });
    expect(text).toContain((ast as { text: string }).text);
  });

  it('accepts any district or industry unless the configured lists are given', () => {
    expect(parseOk('DI=某区 IND=某产业')).toMatchObject({ type: 'and' });
    const options = { enumValues: { DI: ['云湖区', 'yunhu'], IND: ['生物医药'] } };
    expect(parseOk('DI=(云湖区 or YUNHU) and IND=生物医药', options)).toMatchObject({ type: 'and' });
  });
});
