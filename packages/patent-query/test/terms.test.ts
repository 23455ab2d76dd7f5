import { describe, expect, it } from 'vitest';
import { highlightTerms, toExpression } from '../src/index.js';
import { parseOk, withoutSpans } from './helpers.js';

describe('highlightTerms', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['深度学习 图像', ['深度学习', '图像']],
    ['TI=深度学习 or AB="图像 识别"', ['深度学习', '图像 识别']],
    ['名称=(a or b) 摘要=c', ['a', 'b', 'c']],
    ['a not b', ['a']],
    ['a not (b or TI=c)', ['a']],
    ['not not a', []],
    ['CL=卷积 PA=华为 IN=张三 IPC=G06F* PT=发明 AD=2021 x', ['x']],
    ['a TI=a AB=a', ['a']],
    ['(a or b) and (b or c)', ['a', 'b', 'c']],
  ])('%s → %j', (text, expected) => {
    expect(highlightTerms(parseOk(text))).toEqual(expected);
  });
});

describe('toExpression', () => {
  it.each<[string, string]>([
    ['', ''],
    ['ti=a 摘要=(b or c)', 'TI=a and (AB=b or AB=c)'],
    ['not (a b)', 'not (a and b)'],
    ['a not (b or c)', 'a and not (b or c)'],
    ['TI="and" PA=(“A B”)', 'TI="and" and PA="A B"'],
    ['"say ""hi"""', '"say ""hi"""'],
    ['IPC="G06F 17"* or IPC=H04L*', 'IPC="G06F 17"* or IPC=H04L*'],
    ['AD=2021', 'AD=2021'],
    ['AD=2021-02', 'AD=2021-02'],
    ['AD=20210506', 'AD=2021-05-06'],
    ['AD=[2020 to 2021-06]', 'AD=[2020-01-01 to 2021-06-30]'],
    ['AD=[2020-01 to 2020-12]', 'AD=2020'],
    ['AD=[2020-03-01 至 2020-03-31]', 'AD=2020-03'],
    ['AD>2021-05', 'AD>=2021-06-01'],
    ['PD<2021', 'PD<=2020-12-31'],
  ])('%s → %s', (text, expected) => {
    expect(toExpression(parseOk(text))).toBe(expected);
  });

  it.each([
    '深度学习 图像 or 视频 not 广告',
    'not (a or b) c or not d e',
    '名称=(深度学习 or "机器 学习") and 申请人=("甲 公司") not 法律状态=失效',
    'IPC=(G06F* or H04L12/28) AD>=2020 AD<2022-03 PT=(发明 or utility)',
    'a or (b or not (c and (d or e)))',
    'GD=[2019-02 to 2020-02-29] or 上海“星光”科技',
  ])('prints %s so that it parses to the same tree', (text) => {
    const ast = parseOk(text);
    expect(withoutSpans(parseOk(toExpression(ast)))).toEqual(withoutSpans(ast));
  });

  it('prints a hand-made range with both bounds open as "has a date"', () => {
    expect(toExpression({ type: 'dateRange', field: 'AD', from: null, to: null, start: 0, end: 0 })).toBe(
      'AD>=1000-01-01',
    );
  });
});
