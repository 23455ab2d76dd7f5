/** Cell values of an import as text, lists, dates and numbers, whatever the file format gave. */

import { excelDate } from '../../../../lib/tables/xlsx/date-formats.js';

/** Trimmed text of a cell; numbers and booleans as written, nothing as ''. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(cellText).join('；');
  return String(value).trim();
}

/** A multi-value cell: a JSON array, or text separated by `;` or `；`. */
export function cellList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(cellText) : cellText(value).split(/[;；]/);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * `YYYY-MM-DD` of a date cell: Date values, Excel serial numbers, `2021-03-05`, `2021/3/5`,
 * `2021.03.05`, `20210305`, `2021年3月5日`. Null when empty; undefined when not a real date.
 */
export function cellDate(value: unknown): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 1 || value > 2_958_465) return undefined;
    return excelDate(value, false).toISOString().slice(0, 10);
  }
  const text = cellText(value);
  if (!text) return null;
  const match = /^(\d{4})(?:[-/.年](\d{1,2})[-/.月](\d{1,2})日?|(\d{2})(\d{2}))(?:[ T].*)?$/.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2] ?? match[4]);
  const day = Number(match[3] ?? match[5]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A number cell (`1,200.50` allowed); null when empty, undefined when not a number. */
export function cellNumber(value: unknown): number | null | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = cellText(value).replace(/,/g, '').replace(/%$/, '');
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}
