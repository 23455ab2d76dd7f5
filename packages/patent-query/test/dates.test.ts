import { describe, expect, it } from 'vitest';
import { toExpression } from '../src/index.js';
import { parseError, parseOk } from './helpers.js';

describe('parse: date conditions', () => {
  // [expression, from, to]: every form becomes inclusive calendar bounds.
  it.each([
    ['AD=2021', '2021-01-01', '2021-12-31'],
    ['AD=2021-05', '2021-05-01', '2021-05-31'],
    ['AD=2021-02', '2021-02-01', '2021-02-28'],
    ['AD=2020-02', '2020-02-01', '2020-02-29'],
    ['AD=2021-05-06', '2021-05-06', '2021-05-06'],
    ['AD=2021-5-6', '2021-05-06', '2021-05-06'],
    ['AD=2021.05.06', '2021-05-06', '2021-05-06'],
    ['AD=2021/05/06', '2021-05-06', '2021-05-06'],
    ['AD=20210506', '2021-05-06', '2021-05-06'],
    ['AD=2021年5月6日', '2021-05-06', '2021-05-06'],
    ['AD=2021年5月', '2021-05-01', '2021-05-31'],
    ['AD=2021年', '2021-01-01', '2021-12-31'],
    ['AD="2021-05"', '2021-05-01', '2021-05-31'],
    ['AD>=2021', '2021-01-01', null],
    ['AD>2021', '2022-01-01', null],
    ['AD>2021-12-31', '2022-01-01', null],
    ['AD<=2021-06', null, '2021-06-30'],
    ['AD<2021-06', null, '2021-05-31'],
    ['AD<2021-06-15', null, '2021-06-14'],
    ['AD<2021-03-01', null, '2021-02-28'],
    ['AD<=2021', null, '2021-12-31'],
    ['AD=[2020-01-01 to 2022-12-31]', '2020-01-01', '2022-12-31'],
    ['AD=[2020 TO 2022]', '2020-01-01', '2022-12-31'],
    ['AD=[2020 至 2022-06]', '2020-01-01', '2022-06-30'],
    ['AD=[2020至2022]', '2020-01-01', '2022-12-31'],
    ['AD=[2020-03~2020-03]', '2020-03-01', '2020-03-31'],
    ['AD=[2021-05-06 to 2021-05-06]', '2021-05-06', '2021-05-06'],
    ['申请日=2021', '2021-01-01', '2021-12-31'],
    ['公开日>=2020', '2020-01-01', null],
    ['授权日<2019', null, '2018-12-31'],
  ])('%s', (text, from, to) => {
    expect(parseOk(text)).toMatchObject({ type: 'dateRange', from, to });
  });

  it('names the field and spans the whole condition', () => {
    expect(parseOk('x PD>=2021')).toMatchObject({ children: [{}, { field: 'PD', start: 2, end: 10 }] });
    expect(parseOk('GD=[2020 to 2021]')).toMatchObject({ field: 'GD', start: 0, end: 17 });
  });

  it('takes a group of dates and ranges', () => {
    expect(toExpression(parseOk('AD=(2021 or 2023)'))).toBe('AD=2021 or AD=2023');
    expect(toExpression(parseOk('AD=([2018 to 2019] or 2021-05 not 2021-05-04)'))).toBe(
      'AD=[2018-01-01 to 2019-12-31] or AD=2021-05 and not AD=2021-05-04',
    );
  });

  it.each([
    ['AD=2021-02-30', 3, '2021-02-30'],
    ['AD=2021-02-29', 3, '2021-02-29'],
    ['AD=1900-02-29', 3, '1900-02-29'],
    ['AD=2021-13', 3, '2021-13'],
    ['AD=2021-00-10', 3, '2021-00-10'],
    ['AD=2021-04-31', 3, '2021-04-31'],
    ['AD=0999', 3, '0999'],
    ['AD=21', 3, '21'],
    ['AD=2021-05.06', 3, '2021-05.06'],
    ['AD=202105', 3, '202105'],
    ['AD=yesterday', 3, 'yesterday'],
    ['AD>=2021-1-32', 4, '2021-1-32'],
    ['AD=[2020 to 2021-02-30]', 12, '2021-02-30'],
    ['AD=[abc to 2021]', 4, 'abc'],
    ['AD=(2021 or 2021-99)', 12, '2021-99'],
  ])('refuses the invalid date in %s', (text, position, value) => {
    expect(parseError(text)).toMatchObject({ code: 'invalidDate', position, length: value.length, params: { value } });
  });

  it('accepts 2000-02-29 and 2024-02-29 (leap years)', () => {
    expect(parseOk('AD=2000-02-29')).toMatchObject({ from: '2000-02-29' });
    expect(parseOk('AD=2024-02-29')).toMatchObject({ from: '2024-02-29' });
  });

  it('refuses a range whose start is after its end', () => {
    expect(parseError('AD=[2022 to 2020]')).toEqual({
      code: 'invalidRange',
      position: 3,
      length: 14,
      params: { field: 'AD', from: '2022-01-01', to: '2020-12-31' },
    });
    expect(parseError('AD=[2021-05-02 至 2021-05-01]')).toMatchObject({ code: 'invalidRange', position: 3 });
  });
});
