import { describe, expect, it } from 'vitest';
import {
  buildExpression,
  companyExpression,
  type FilterItem,
  filterItemExpression,
  type QueryNode,
  type SearchExpressionState,
} from '../src/index.js';
import { parseOk, withoutSpans } from './helpers.js';

function buildState(overrides: Partial<SearchExpressionState> = {}): SearchExpressionState {
  return {
    mainExpression: '',
    secondExpression: '',
    companyExpression: '',
    filters: [],
    excludes: [],
    companySelected: [],
    searchedTargets: [],
    ...overrides,
  };
}

function item(name: string, values: string[], customValues: string[] = []): FilterItem {
  return { name, values, customValues, custom: false };
}

function custom(...customValues: string[]): FilterItem {
  return { name: '', values: [], customValues, custom: true };
}

describe('buildExpression (spec section 4)', () => {
  it.each<[string, Partial<SearchExpressionState>, string]>([
    ['everything empty', {}, ''],
    ['blank parts', { mainExpression: '  ', secondExpression: '\t', filters: [item('PT', [' '])] }, ''],
    ['main only', { mainExpression: ' 深度学习 ' }, '深度学习'],
    ['main with or, alone: unchanged', { mainExpression: 'a or b' }, 'a or b'],
    [
      'main and second',
      { mainExpression: '深度学习', secondExpression: '图像 or 视频' },
      '深度学习 and (图像 or 视频)',
    ],
    [
      'main, second and company',
      { mainExpression: '深度学习', secondExpression: '图像', companyExpression: 'PA=("甲公司" or "乙公司")' },
      '深度学习 and 图像 and PA=("甲公司" or "乙公司")',
    ],
    ['second only', { secondExpression: 'TI=图像' }, 'TI=图像'],
    [
      'a filter',
      { mainExpression: '深度学习', filters: [item('PT', ['发明', '实用新型'])] },
      '深度学习 and PT=(发明 or 实用新型)',
    ],
    [
      'filters joined with and',
      { mainExpression: '深度学习', filters: [item('PT', ['发明']), item('LS', ['有效'])] },
      '深度学习 and PT=(发明) and LS=(有效)',
    ],
    ['filters only', { filters: [item('PT', ['发明']), item('AD', ['2021'])] }, 'PT=(发明) and AD=(2021)'],
    [
      'an item without values is removed',
      { mainExpression: 'a', filters: [item('LS', []), item('PT', ['发明'])] },
      'a and PT=(发明)',
    ],
    ['an exclude', { mainExpression: '深度学习', excludes: [item('PA', ['甲公司'])] }, '深度学习 not PA=(甲公司)'],
    [
      'excludes joined with not',
      { mainExpression: '深度学习', excludes: [item('PA', ['甲公司', '乙公司']), item('LS', ['失效'])] },
      '深度学习 not PA=(甲公司 or 乙公司) not LS=(失效)',
    ],
    [
      'filters then excludes',
      { mainExpression: 'a', filters: [item('PT', ['发明'])], excludes: [item('LS', ['失效'])] },
      'a and PT=(发明) not LS=(失效)',
    ],
    ['excludes only: everything except', { excludes: [item('PA', ['甲公司'])] }, 'not PA=(甲公司)'],
    [
      'two excludes only',
      { excludes: [item('PA', ['甲公司']), item('LS', ['失效'])] },
      'not PA=(甲公司) not LS=(失效)',
    ],
    [
      'main with top-level or before an exclude',
      { mainExpression: 'a or b', excludes: [item('PT', ['发明'])] },
      '(a or b) not PT=(发明)',
    ],
    ['main with a not', { mainExpression: 'a not b', filters: [item('PT', ['发明'])] }, 'a not b and PT=(发明)'],
    [
      'main with or only inside parentheses',
      { mainExpression: '(a or b) c', secondExpression: 'd' },
      '(a or b) c and d',
    ],
    [
      'Chinese field names',
      { filters: [item('专利类型', ['发明'])], excludes: [item('申请人', ['甲公司'])] },
      '专利类型=(发明) not 申请人=(甲公司)',
    ],
    [
      'values that need quotes',
      { filters: [item('PA', ['Acme Inc', 'A(B)', 'and', 'say "hi"', '“星光”', 'a*b', '上海“星光”科技'])] },
      'PA=("Acme Inc" or "A(B)" or "and" or "say ""hi""" or "“星光”" or "a*b" or 上海“星光”科技)',
    ],
    [
      'code prefixes stay wildcards',
      { filters: [item('IPC', ['G06F*', 'H04L 12*', 'G06F17/30'])] },
      'IPC=(G06F* or "H04L 12"* or G06F17/30)',
    ],
    [
      'dates and ranges as written',
      { filters: [item('AD', ['2021', '[2018 to 2019]'])] },
      'AD=(2021 or [2018 to 2019])',
    ],
    [
      'custom values of a normal item are more values',
      { filters: [item('PA', ['甲公司'], ['乙公司', '甲公司 '])] },
      'PA=(甲公司 or 乙公司)',
    ],
    ['an item without a name searches its values as bare terms', { filters: [item('', ['a', 'b c'])] }, '(a or "b c")'],
    ['a custom filter is used verbatim', { mainExpression: 'x', filters: [custom('TI=a AB=b')] }, 'x and TI=a AB=b'],
    [
      'several custom values are joined with or',
      { mainExpression: 'x', filters: [custom('TI=a or TI=b', 'AB=c')] },
      'x and (TI=a or TI=b or AB=c)',
    ],
    [
      'a custom exclude of several operands is parenthesised',
      { mainExpression: 'x', excludes: [custom('TI=a AB=b')] },
      'x not (TI=a AB=b)',
    ],
    [
      'a custom exclude of one operand is not',
      { mainExpression: 'x', excludes: [custom('TI=(a or b)')] },
      'x not TI=(a or b)',
    ],
    ['a custom exclude with a not', { mainExpression: 'x', excludes: [custom('not y')] }, 'x not not y'],
    [
      'a custom item without custom values is removed',
      { mainExpression: 'x', filters: [{ name: 'PT', values: ['发明'], customValues: [], custom: true }] },
      'x',
    ],
    ['company selection and history are not read', { companySelected: ['甲公司'], searchedTargets: ['old'] }, ''],
  ])('%s', (_name, overrides, expected) => {
    const built = buildExpression(buildState(overrides));
    expect(built).toBe(expected);
    parseOk(built);
  });
});

describe('companyExpression', () => {
  it.each<[string[], string]>([
    [[], ''],
    [[' ', ''], ''],
    [['甲公司'], 'PA=("甲公司")'],
    [['甲公司', ' 乙公司 ', '甲公司'], 'PA=("甲公司" or "乙公司")'],
    [['Acme "One" Ltd'], 'PA=("Acme ""One"" Ltd")'],
  ])('%j → %s', (names, expected) => {
    expect(companyExpression(names)).toBe(expected);
    if (expected) expect(parseOk(expected)).toBeTruthy();
  });

  it('searches each company as a phrase of PA', () => {
    expect(parseOk(companyExpression(['甲 公司', 'and']))).toMatchObject({
      type: 'or',
      children: [
        { type: 'term', field: 'PA', text: '甲 公司', phrase: true },
        { type: 'term', field: 'PA', text: 'and', phrase: true },
      ],
    });
  });
});

const TEXT_VALUES = [
  '发明',
  'Acme Inc',
  'and',
  'NOT',
  'A(B)',
  'say "hi"',
  '“星光”',
  '上海“星光”',
  'x*y',
  '[a]',
  'a=b',
  '  padded ',
  '"',
];

describe('filterItemExpression', () => {
  it.each(TEXT_VALUES)('writes %j so that it reads back as the same value', (value) => {
    const expression = filterItemExpression(item('PA', [value]));
    expect(parseOk(expression ?? '')).toMatchObject({ type: 'term', field: 'PA', text: value.trim() });
  });

  it('returns null for an item with nothing to search', () => {
    expect(filterItemExpression(item('PT', ['', ' ']))).toBeNull();
    expect(filterItemExpression(custom(' '))).toBeNull();
  });
});

/** Deterministic pseudo-random numbers (mulberry32), so a failure is reproducible. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EXPRESSIONS = [
  '',
  '深度学习',
  'a or b',
  'a not b',
  'not a',
  '"机器 学习"',
  'TI=(a or b)',
  'a b',
  '(a or b) c',
  'IPC=G06F* or CPC=Y02*',
];
const ITEM_POOLS: Record<string, string[]> = {
  PA: TEXT_VALUES,
  申请人: TEXT_VALUES,
  IPC: ['G06F*', 'H04L 12*', 'G06F17/30', ''],
  PT: ['发明', '实用新型', 'design'],
  AD: ['2021', '[2018 to 2019]', '2020-05'],
};
const CUSTOM_EXPRESSIONS = ['TI=a or TI=b', 'TI=a AB=b', 'not c', 'PA=(甲 or 乙)', 'x not y', 'AD>=2020'];

/** The meaning a built expression must have: every part and filter and-ed, every exclude negated. */
function meaning(state: SearchExpressionState): unknown {
  const parts = [state.mainExpression, state.secondExpression, state.companyExpression]
    .concat(state.filters.map((f) => filterItemExpression(f) ?? ''))
    .map((p) => parseOk(p))
    .filter((n): n is QueryNode => n !== null);
  const excludes = state.excludes
    .map((e) => parseOk(filterItemExpression(e) ?? ''))
    .filter((n): n is QueryNode => n !== null)
    .map((child): QueryNode => ({ type: 'not', child, start: 0, end: 0 }));
  const operands = [...parts, ...excludes].flatMap((n) => (n.type === 'and' ? n.children : [n]));
  if (operands.length === 0) return null;
  return withoutSpans(
    operands.length === 1 ? (operands[0] as QueryNode) : { type: 'and', children: operands, start: 0, end: 0 },
  );
}

describe('buildExpression round trip', () => {
  it('parses every built expression to the and of its parts and the negation of its excludes', () => {
    const next = random(20240601);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const items = (): FilterItem[] =>
      Array.from({ length: Math.floor(next() * 3) }, () => {
        if (next() < 0.25)
          return custom(...Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(CUSTOM_EXPRESSIONS)));
        const name = pick(Object.keys(ITEM_POOLS));
        const pool = ITEM_POOLS[name] as string[];
        return item(
          name,
          Array.from({ length: Math.floor(next() * 3) }, () => pick(pool)),
          next() < 0.2 ? [pick(pool)] : [],
        );
      });
    for (let i = 0; i < 500; i++) {
      const state = buildState({
        mainExpression: pick(EXPRESSIONS),
        secondExpression: pick(EXPRESSIONS),
        companyExpression: next() < 0.3 ? companyExpression([pick(TEXT_VALUES), pick(TEXT_VALUES)]) : '',
        filters: items(),
        excludes: items(),
      });
      const built = buildExpression(state);
      expect(withoutSpans(parseOk(built)), `${JSON.stringify(state)} → ${built}`).toEqual(meaning(state));
    }
  });
});
