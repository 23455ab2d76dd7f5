import { describe, expect, it } from 'vitest';
import { applicationNumberCheckDigit, formatApplicationNumber, parseApplicationNumber } from './application-number.js';

describe('CNIPA application numbers', () => {
  // Real numbers with their published check digits (two of them in the pre-2003 8-digit form).
  it.each([
    ['200410018477', '9'],
    ['201710601862', '3'],
    ['201310699744', '2'],
    ['95115608', 'X'],
    ['97101765', '4'],
  ])('%s has check digit %s', (digits, check) => {
    expect(applicationNumberCheckDigit(digits)).toBe(check);
  });

  it('refuses bodies of the wrong length', () => {
    expect(() => applicationNumberCheckDigit('2004100184')).toThrow();
  });

  it.each([
    ['CN200410018477.9', 'CN200410018477.9', 2004, 'invention'],
    ['ZL201310699744.2', 'CN201310699744.2', 2013, 'invention'],
    ['cn 2013106997442', 'CN201310699744.2', 2013, 'invention'],
    ['201720601862.3', 'CN201720601862.3', 2017, 'utility'],
    ['95115608.x', 'CN95115608.X', 1995, 'invention'],
    ['03323456.7', 'CN03323456.7', 2003, 'design'],
  ])('reads %s', (written, canonical, year, patentType) => {
    expect(parseApplicationNumber(written)).toMatchObject({ canonical, year, patentType });
  });

  it('tells a typo by its check digit and refuses malformed numbers', () => {
    const typo = parseApplicationNumber('CN201310699744.3');
    expect(typo?.checkDigit).toBe('3');
    expect(typo?.expectedCheckDigit).toBe('2');
    for (const bad of ['', 'CN2013106997.2', 'CN201350699744.2', 'US201310699744.2', 'CN201310699744.22']) {
      expect(parseApplicationNumber(bad)).toBeNull();
    }
  });

  it('formats a number with its check digit', () => {
    const number = formatApplicationNumber(2021, 'utility', 123);
    expect(number).toMatch(/^CN202120000123\.[\dX]$/);
    const parsed = parseApplicationNumber(number);
    expect(parsed?.checkDigit).toBe(parsed?.expectedCheckDigit);
    expect(parsed?.patentType).toBe('utility');
  });
});
