import { describe, expect, it } from 'vitest';
import { oneOf, wholeNumber } from '../src/address-values.js';

describe('address values', () => {
  it('takes a listed value and nothing else', () => {
    const views = ['list', 'table'] as const;
    expect(oneOf(views, 'table')).toBe('table');
    for (const value of ['TABLE', ' table', '', null]) expect(oneOf(views, value), String(value)).toBeUndefined();
  });

  it('reads whole numbers in range as the schemas coerce them', () => {
    expect(wholeNumber('7', 1, 10)).toBe(7);
    expect(wholeNumber('1e1', 1, 10)).toBe(10);
    expect(wholeNumber(' 3 ', 1, 10)).toBe(3);
    expect(wholeNumber('', 0, 10)).toBe(0);
    for (const value of ['', '0', '11', '2.5', 'x', '1e400', null]) {
      expect(wholeNumber(value, 1, 10), String(value)).toBeUndefined();
    }
  });
});
