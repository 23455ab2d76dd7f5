import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskPhone } from '../src/masking.js';

describe('masking', () => {
  it('keeps the first four and last four characters of an ID number', () => {
    expect(maskIdNumber('44030519900101123X')).toBe('4403**********123X');
    expect(maskIdNumber('91440300MA5F12345X')).toBe('9144**********345X');
  });

  it('keeps the first three and last four digits of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('hides short values entirely and passes empty ones through as null', () => {
    expect(maskIdNumber('1234567')).toBe('*******');
    expect(maskPhone('12345')).toBe('*****');
    expect(maskIdNumber('')).toBeNull();
    expect(maskPhone(null)).toBeNull();
  });
});
