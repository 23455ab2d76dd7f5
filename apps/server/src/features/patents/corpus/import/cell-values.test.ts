import { describe, expect, it } from 'vitest';
import { cellDate, cellList, cellNumber } from './cell-values.js';
import { applicantKind } from './lookups.js';

describe('import cells', () => {
  it.each([
    ['2021-03-05', '2021-03-05'],
    ['2021/3/5', '2021-03-05'],
    ['2021.03.05', '2021-03-05'],
    ['20210305', '2021-03-05'],
    ['2021年3月5日', '2021-03-05'],
    ['2021-03-05 00:00:00', '2021-03-05'],
    [44197, '2021-01-01'],
    [new Date('2021-03-05T00:00:00Z'), '2021-03-05'],
    ['', null],
    [null, null],
    ['2021-02-30', undefined],
    ['05/03/2021', undefined],
    [1.5, undefined],
  ])('reads the date %s as %s', (cell, date) => {
    expect(cellDate(cell)).toBe(date);
  });

  it('splits lists at half- and full-width semicolons, or takes arrays', () => {
    expect(cellList('示范大学；示范市第一人民医院; 张伟 ;')).toEqual(['示范大学', '示范市第一人民医院', '张伟']);
    expect(cellList(['G06F17/30', ' H04L9/40 '])).toEqual(['G06F17/30', 'H04L9/40']);
    expect(cellList(null)).toEqual([]);
  });

  it('reads numbers with thousands separators and percent signs', () => {
    expect(cellNumber('12,000.50')).toBe(12000.5);
    expect(cellNumber('3.5%')).toBe(3.5);
    expect(cellNumber('')).toBeNull();
    expect(cellNumber('十二')).toBeUndefined();
  });

  it.each([
    ['示范大学', 'university'],
    ['示范信息职业技术学院', 'university'],
    ['示范市第一人民医院', 'hospital'],
    ['示范市产业技术研究院', 'institute'],
    ['示范市云湖智芯半导体有限公司', 'company'],
    ["O'Brien Data Systems Ltd.", 'company'],
    ['欧阳明', 'individual'],
    ['阿依古丽·买买提', 'individual'],
  ])('takes %s for a %s', (name, kind) => {
    expect(applicantKind(name)).toBe(kind);
  });
});
