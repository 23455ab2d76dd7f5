import type { PatentType } from '@cityip/patent-query';

/**
 * CNIPA application numbers (ZC 0006-2003): `CN` + year (4 digits) + kind digit + 7-digit serial,
 * a dot, and a check digit; before October 2003 the year had 2 digits and the serial 5
 * (`95115608.X`). Check digit: each digit times 2, 3, 4, …, 9, 2, 3, … from the left, summed,
 * modulo 11; a remainder of 10 is written `X`. Worked example: 200410018477 →
 * 2·2+0·3+0·4+4·5+1·6+0·7+0·8+1·9+8·2+4·3+7·4+7·5 = 130, 130 mod 11 = 9 → `200410018477.9`.
 */
export function applicationNumberCheckDigit(digits: string): string {
  if (!/^\d{8}$|^\d{12}$/.test(digits)) throw new Error(`not an application number body: ${digits}`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (2 + (i % 8));
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The kind digit of an application number (5th of 12, 3rd of 8): 1/8 invention (8: PCT), 2/9 utility model, 3 design. */
const KIND_DIGITS: Readonly<Record<string, PatentType>> = {
  '1': 'invention',
  '8': 'invention',
  '2': 'utility',
  '9': 'utility',
  '3': 'design',
};

export const PATENT_TYPE_DIGIT: Readonly<Record<PatentType, string>> = { invention: '1', utility: '2', design: '3' };

export interface ParsedApplicationNumber {
  /** Canonical form: `CN` + digits + `.` + check digit. */
  canonical: string;
  year: number;
  patentType: PatentType;
  checkDigit: string;
  /** The check digit the number should carry; differs from `checkDigit` on a typo. */
  expectedCheckDigit: string;
}

/**
 * Reads `CN202110123456.7`, `202110123456.7`, `ZL202110123456.7`, `CN 2021101234567` or
 * `95115608.X`; null when the shape is wrong. The check digit is returned, not enforced: the
 * caller decides what a mismatch means.
 */
export function parseApplicationNumber(value: string): ParsedApplicationNumber | null {
  const match = /^(?:CN|ZL)?\s*(\d{12}|\d{8})\s*\.?\s*([\dX])$/i.exec(value.trim());
  if (!match) return null;
  const digits = match[1] as string;
  const checkDigit = (match[2] as string).toUpperCase();
  const long = digits.length === 12;
  const year = long
    ? Number(digits.slice(0, 4))
    : 1900 + Number(digits.slice(0, 2)) + (Number(digits[0]) < 8 ? 100 : 0);
  const patentType = KIND_DIGITS[digits[long ? 4 : 2] as string];
  if (!patentType) return null;
  return {
    canonical: `CN${digits}.${checkDigit}`,
    year,
    patentType,
    checkDigit,
    expectedCheckDigit: applicationNumberCheckDigit(digits),
  };
}

/** `CN{year}{kind digit}{serial}.{check}` for a 7-digit serial. */
export function formatApplicationNumber(year: number, patentType: PatentType, serial: number): string {
  const digits = `${year}${PATENT_TYPE_DIGIT[patentType]}${String(serial).padStart(7, '0')}`;
  return `CN${digits}.${applicationNumberCheckDigit(digits)}`;
}
