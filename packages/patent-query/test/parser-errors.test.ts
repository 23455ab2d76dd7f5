import { describe, expect, it } from 'vitest';
import { parse, type QueryErrorParams } from '../src/index.js';
import { parseError } from './helpers.js';

describe('parse: malformed expressions', () => {
  // [expression, code, position, length, params]; positions are 0-based indexes into the text.
  it.each<[string, string, number, number, QueryErrorParams]>([
    ['(a or b', 'unclosedParen', 0, 1, {}],
    ['a and (b or (c d)', 'unclosedParen', 6, 1, {}],
    ['TI=(a or b', 'unclosedParen', 3, 1, {}],
    ['（a', 'unclosedParen', 0, 1, {}],
    ['a)', 'unbalancedParen', 1, 1, {}],
    ['(a) b)', 'unbalancedParen', 5, 1, {}],
    [') a', 'unbalancedParen', 0, 1, {}],
    ['TI=(a or b))', 'unbalancedParen', 11, 1, {}],
    ['a or )', 'unbalancedParen', 5, 1, {}],
    ['(a or )', 'unexpectedToken', 6, 1, { found: ')', expected: 'term' }],
    ['()', 'emptyGroup', 0, 2, {}],
    ['a (  )', 'emptyGroup', 2, 4, {}],
    ['TI=()', 'emptyGroup', 3, 2, {}],
    ['AD=[]', 'emptyGroup', 3, 2, {}],
    ['a and', 'unexpectedEnd', 5, 0, { expected: 'term' }],
    ['a or ', 'unexpectedEnd', 5, 0, { expected: 'term' }],
    ['not', 'unexpectedEnd', 3, 0, { expected: 'term' }],
    ['(a or', 'unexpectedEnd', 5, 0, { expected: 'term' }],
    ['and a', 'unexpectedToken', 0, 3, { found: 'and', expected: 'term' }],
    ['OR a', 'unexpectedToken', 0, 2, { found: 'OR', expected: 'term' }],
    ['a or or b', 'unexpectedToken', 5, 2, { found: 'or', expected: 'term' }],
    ['a and or b', 'unexpectedToken', 6, 2, { found: 'or', expected: 'term' }],
    ['a not and b', 'unexpectedToken', 6, 3, { found: 'and', expected: 'term' }],
    ['=a', 'unexpectedToken', 0, 1, { found: '=', expected: 'term' }],
    ['(a)=b', 'unexpectedToken', 3, 1, { found: '=' }],
    ['a ]', 'unexpectedToken', 2, 1, { found: ']' }],
    ['[2020 to 2021]', 'unexpectedToken', 0, 1, { found: '[', expected: 'term' }],
    ['>= 2021', 'unexpectedToken', 0, 2, { found: '>=', expected: 'term' }],
    ['TI=(a = b)', 'unexpectedToken', 6, 1, { found: '=', expected: ')' }],
    ['TI=', 'expectedValue', 3, 0, { field: 'TI', found: '' }],
    ['TI= and b', 'expectedValue', 4, 3, { field: 'TI', found: 'and' }],
    ['TI=)', 'expectedValue', 3, 1, { field: 'TI', found: ')' }],
    ['TI==a', 'expectedValue', 3, 1, { field: 'TI', found: '=' }],
    ['AD>=', 'expectedValue', 4, 0, { field: 'AD', found: '' }],
    ['AD>=(2021)', 'expectedValue', 4, 1, { field: 'AD', found: '(' }],
    ['"abc', 'unclosedQuote', 0, 1, { quote: '"' }],
    ['TI=“abc', 'unclosedQuote', 3, 1, { quote: '”' }],
    ['a "b ""c', 'unclosedQuote', 2, 1, { quote: '"' }],
    ['AD=[2020 to 2021', 'unclosedRange', 3, 1, {}],
    ['AD=[2020', 'unclosedRange', 3, 1, {}],
    ['AD=[2020 2021]', 'unexpectedToken', 9, 4, { found: '2021', expected: 'to' }],
    ['AD=[2020 to]', 'unexpectedToken', 11, 1, { found: ']', expected: 'date' }],
    ['AD=[2020]', 'unexpectedToken', 8, 1, { found: ']', expected: 'to' }],
    ['AD=[to 2020]', 'unexpectedToken', 4, 2, { found: 'to', expected: 'date' }],
    ['AD=[2020 to 2021 2022]', 'unexpectedToken', 17, 4, { found: '2022', expected: ']' }],
    ['AD=[2020 to 2021)', 'unexpectedToken', 16, 1, { found: ')', expected: ']' }],
    ['AD=[2020 and 2021]', 'unexpectedToken', 9, 3, { found: 'and', expected: 'to' }],
    ['""', 'emptyPhrase', 0, 2, {}],
    ['TI=“ ”', 'emptyPhrase', 3, 3, {}],
    ['XX=abc', 'unknownField', 0, 2, { field: 'XX' }],
    ['a 标题=abc', 'unknownField', 2, 2, { field: '标题' }],
    ['abc>=2021', 'unknownField', 0, 3, { field: 'abc' }],
    ['TI=(AB=x)', 'nestedField', 4, 3, { field: 'AB' }],
    ['AD=(申请日=2021)', 'nestedField', 4, 4, { field: '申请日' }],
    ['TI=abc*', 'wildcardNotAllowed', 6, 1, { field: 'TI' }],
    ['abc*', 'wildcardNotAllowed', 3, 1, {}],
    ['"abc"*', 'wildcardNotAllowed', 5, 1, {}],
    ['PT=发明*', 'wildcardNotAllowed', 5, 1, { field: 'PT' }],
    ['AD=2021*', 'wildcardNotAllowed', 7, 1, { field: 'AD' }],
    ['IPC=G0*6F', 'misplacedWildcard', 6, 1, {}],
    ['IPC=*', 'misplacedWildcard', 4, 1, {}],
    ['IPC=G06F**', 'misplacedWildcard', 8, 1, {}],
    ['IPC=(G06F)*', 'misplacedWildcard', 10, 1, {}],
    ['*', 'misplacedWildcard', 0, 1, {}],
    ['TI>=2021', 'comparisonNotAllowed', 2, 2, { field: 'TI', operator: '>=' }],
    ['IPC<G06F', 'comparisonNotAllowed', 3, 1, { field: 'IPC', operator: '<' }],
    ['专利类型>发明', 'comparisonNotAllowed', 4, 1, { field: 'PT', operator: '>' }],
    ['TI=[a to b]', 'rangeNotAllowed', 3, 1, { field: 'TI' }],
    [
      'PT=(发明 or 新型)',
      'unknownValue',
      10,
      2,
      { field: 'PT', value: '新型', allowed: ['发明', '实用新型', '外观设计'] },
    ],
    [
      'LS=valid LS=expired',
      'unknownValue',
      12,
      7,
      { field: 'LS', value: 'expired', allowed: ['有效', '审中', '失效'] },
    ],
  ])('%s → %s at %i', (text, code, position, length, params) => {
    expect(parseError(text)).toEqual({ code, position, length, params });
  });

  it('checks districts and industries against the configured lists', () => {
    const options = { enumValues: { DI: ['云湖区', '青山区'], IND: ['生物医药'] } };
    expect(parseError('DI=(云湖区 or 白沙区)', options)).toEqual({
      code: 'unknownValue',
      position: 11,
      length: 3,
      params: { field: 'DI', value: '白沙区', allowed: ['云湖区', '青山区'] },
    });
    expect(parseError('产业="新能源"', options)).toMatchObject({ code: 'unknownValue', position: 3, length: 5 });
  });

  it('reports the first error only, left to right', () => {
    expect(parseError('XX=1 and (a')).toMatchObject({ code: 'unknownField', position: 0 });
    expect(parse('TI=a*').ok).toBe(false);
  });
});
