import { describe, expect, it } from 'vitest';
import { newRow, rowsExpression } from './builder-rows.js';
import { facetExpression, filterItems, finalExpression, withScope } from './expression-state.js';
import { EMPTY_SEARCH, type PatentSearchState, readSearchState, writeSearchState } from './url-state.js';

const search: PatentSearchState = {
  ...EMPTY_SEARCH,
  main: '锂电池',
  second: 'AD>=2020',
  filters: [
    { label: 'patentType', value: '发明', custom: false },
    { label: 'patentType', value: '实用新型', custom: false },
    { label: 'applicant', value: '某某研究院', custom: true },
  ],
  excludes: [
    { label: 'legalStatus', value: '失效', custom: false },
    { label: 'expression', value: 'IPC=(H01M*) or IPC=(H02J*)', custom: true },
  ],
  companies: ['甲公司', '乙公司'],
  sort: 'publicationDate',
  page: 3,
  pageSize: 50,
  tab: 'analysis',
  view: 'table',
  id: 42,
};

describe('patent search address', () => {
  it('round-trips every part of the search and keeps the embedding page’s own keys', () => {
    const params = writeSearchState(search, new URLSearchParams('industry=biomed&page=9'));
    expect(params.get('industry')).toBe('biomed');
    expect(params.getAll('filter')).toEqual(['patentType:发明', 'patentType:实用新型', 'applicant.custom:某某研究院']);
    expect(params.getAll('exclude')).toEqual(['legalStatus:失效', 'expression:IPC=(H01M*) or IPC=(H02J*)']);
    expect(readSearchState(params)).toEqual(search);
  });

  it('leaves defaults out of the address', () => {
    expect(writeSearchState({ ...EMPTY_SEARCH, main: '芯片' }).toString()).toBe(`q=${encodeURIComponent('芯片')}`);
    expect(writeSearchState(EMPTY_SEARCH).toString()).toBe('');
  });

  it('ignores what a hand-edited address gets wrong', () => {
    const state = readSearchState(
      new URLSearchParams(
        'q=%20a%20&sort=random&page=0&pageSize=7&tab=x&view=grid&id=-3&filter=nolabel&filter=moon:1&filter=year:&filter=year:2021&filter=year:2021&company=%20&company=甲',
      ),
    );
    expect(state).toEqual({
      ...EMPTY_SEARCH,
      main: 'a',
      filters: [{ label: 'year', value: '2021', custom: false }],
      companies: ['甲'],
    });
    expect(readSearchState(new URLSearchParams('page=501')).page).toBe(1);
  });
});

describe('search expression (spec section 4)', () => {
  it('groups the chosen values per label into filter items', () => {
    expect(filterItems(search.filters)).toEqual([
      { name: 'PT', values: ['发明', '实用新型'], customValues: [], custom: false },
      { name: 'PA', values: [], customValues: ['某某研究院'], custom: false },
    ]);
    expect(filterItems(search.excludes)).toEqual([
      { name: 'LS', values: ['失效'], customValues: [], custom: false },
      { name: '', values: [], customValues: ['IPC=(H01M*) or IPC=(H02J*)'], custom: true },
    ]);
  });

  it('joins main, second, company and filters with and, then the excludes with not', () => {
    expect(finalExpression(search)).toBe(
      '锂电池 and AD>=2020 and PA=("甲公司" or "乙公司") and PT=(发明 or 实用新型) and PA=(某某研究院) not LS=(失效) not (IPC=(H01M*) or IPC=(H02J*))',
    );
    expect(facetExpression(search)).toBe('锂电池 and AD>=2020 and PA=("甲公司" or "乙公司")');
    expect(finalExpression(EMPTY_SEARCH)).toBe('');
  });

  it('ANDs a scope, parenthesising what would otherwise bind wrongly', () => {
    expect(withScope('a or b', 'IND=(生物医药)')).toBe('IND=(生物医药) and (a or b)');
    expect(withScope('', 'IND=(生物医药)')).toBe('IND=(生物医药)');
    expect(withScope('a', undefined)).toBe('a');
    expect(
      finalExpression(
        { ...EMPTY_SEARCH, excludes: [{ label: 'district', value: '云湖区', custom: false }] },
        'IND=(生物医药)',
      ),
    ).toBe('IND=(生物医药) and not DI=(云湖区)');
  });
});

describe('field-by-field builder', () => {
  const row = (field: Parameters<typeof newRow>[0], operator: Parameters<typeof newRow>[1], patch: object) => ({
    ...newRow(field, operator),
    ...patch,
  });

  it('reads rows top to bottom, skipping empty ones', () => {
    expect(
      rowsExpression([
        row('TI', 'and', { text: '锂电池' }),
        row('AB', 'or', { text: ' 隔膜 ' }),
        row('PA', 'and', { text: '' }),
        row('PT', 'and', { values: ['发明', '实用新型'] }),
        row('AD', 'not', { from: '2010-01-01', to: '2015-12-31' }),
        row('PD', 'or', { from: '2023-01-01' }),
      ]),
    ).toBe('(TI=(锂电池) or AB=(隔膜)) and PT=(发明 or 实用新型) not AD=[2010-01-01 to 2015-12-31] or PD>=2023-01-01');
    expect(rowsExpression([row('TI', 'and', {}), row('GD', 'not', { to: '2020-12-31' })])).toBe('not GD<=2020-12-31');
    expect(rowsExpression([row('DI', 'and', { values: ['云湖 新区'] })])).toBe('DI=("云湖 新区")');
  });
});
