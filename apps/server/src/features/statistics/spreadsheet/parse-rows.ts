import {
  type CityProfile,
  isMessageKey,
  type Locale,
  STAT_INDICATOR_SPECS,
  STAT_UNIT_LABELS,
  StatFigureInputSchema,
  type StatImportRowError,
  translate,
} from '@cityip/contracts';
import type { TableRow } from '../../../lib/tables/read-table.js';
import { cellNumber, cellText } from '../../patents/corpus/import/cell-values.js';
import type { ValidFigureInput } from '../figures.service.js';
import { IMPORT_MESSAGES } from './import-messages.js';
import {
  findDistrict,
  findIndicator,
  findUnit,
  headerOf,
  normalise,
  SHEET_COLUMNS,
  type SheetColumnKey,
  WHOLE_YEAR,
} from './sheet-format.js';

/** A valid figure of the file with the sheet row it came from. */
export interface ParsedFigure {
  row: number;
  figure: ValidFigureInput;
}

type Cells = Record<SheetColumnKey, unknown>;

/** Which header of the file holds each column (headers in either language, hints in brackets ignored). */
export function mapColumns(headers: readonly string[]): Partial<Record<SheetColumnKey, string>> {
  const found: Partial<Record<SheetColumnKey, string>> = {};
  for (const column of SHEET_COLUMNS) {
    const names = [column.key, ...Object.values(column.header)].map(normalise);
    const header = headers.find((h) => names.includes(normalise(h)));
    if (header !== undefined) found[column.key] = header;
  }
  return found;
}

/** The month of a cell: 1–12 (`3` or `3月`), null for a whole year (blank or 全年), undefined when neither. */
function monthOf(value: unknown): number | null | undefined {
  const text = cellText(value);
  if (!text || Object.values(WHOLE_YEAR).some((word) => normalise(word) === normalise(text))) return null;
  const month = Number(text.replace(/月$/, ''));
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined;
}

/**
 * Checks one data row: every cell read, then the contract's rules (district required for additive
 * indicators, precision, period ended). Returns the figure, or the row's problems.
 */
function parseRow(
  profile: CityProfile,
  locale: Locale,
  row: number,
  cells: Cells,
): { figure: ValidFigureInput } | { errors: StatImportRowError[] } {
  const errors: StatImportRowError[] = [];
  const fail = (column: SheetColumnKey, texts: Record<Locale, string>) =>
    errors.push({ row, column: headerOf(column, locale), message: texts[locale] });
  const required = (column: SheetColumnKey) => {
    if (cellText(cells[column]) !== '') return true;
    fail(column, IMPORT_MESSAGES.required());
    return false;
  };

  const number = (column: SheetColumnKey, wrong: (text: string) => Record<Locale, string>, whole: boolean) => {
    if (!required(column)) return undefined;
    const parsed = cellNumber(cells[column]);
    if (typeof parsed === 'number' && (!whole || Number.isInteger(parsed))) return parsed;
    fail(column, wrong(cellText(cells[column])));
    return undefined;
  };

  const year = number('year', IMPORT_MESSAGES.year, true);
  const month = monthOf(cells.month);
  if (month === undefined) fail('month', IMPORT_MESSAGES.month(cellText(cells.month)));
  const indicator = required('indicator') ? findIndicator(cellText(cells.indicator)) : undefined;
  if (indicator === null) fail('indicator', IMPORT_MESSAGES.indicator(cellText(cells.indicator)));
  const district = findDistrict(profile, cellText(cells.district));
  if (district === undefined) fail('district', IMPORT_MESSAGES.district(cellText(cells.district)));
  const value = number('value', IMPORT_MESSAGES.value, false);
  if (indicator && required('unit')) {
    const expected = STAT_INDICATOR_SPECS[indicator].unit;
    if (findUnit(cellText(cells.unit)) !== expected) fail('unit', IMPORT_MESSAGES.unit(STAT_UNIT_LABELS[expected]));
  }
  if (errors.length > 0) return { errors };

  const parsed = StatFigureInputSchema.safeParse({
    indicator,
    district,
    year,
    month,
    value,
    note: cellText(cells.note),
  });
  if (parsed.success) return { figure: parsed.data };
  return {
    errors: parsed.error.issues.map((issue) => {
      const column = String(issue.path[0] ?? '') as SheetColumnKey;
      const known = SHEET_COLUMNS.some((c) => c.key === column);
      return {
        row,
        column: known ? headerOf(column, locale) : null,
        message: isMessageKey(issue.message) ? translate(locale, issue.message) : translate(locale, 'error.badRequest'),
      };
    }),
  };
}

/**
 * Reads the data rows of an import: each one checked on its own. Missing columns are reported
 * once, against the header row.
 */
export function parseRows(
  profile: CityProfile,
  locale: Locale,
  rows: readonly TableRow[],
): { figures: ParsedFigure[]; errors: StatImportRowError[] } {
  const first = rows[0];
  if (!first) return { figures: [], errors: [] };
  const columns = mapColumns(Object.keys(first.cells));
  const missing = SHEET_COLUMNS.filter((column) => column.key !== 'note' && columns[column.key] === undefined);
  if (missing.length > 0) {
    return {
      figures: [],
      errors: missing.map((column) => ({
        row: 1,
        column: column.header[locale],
        message: IMPORT_MESSAGES.missingColumn()[locale],
      })),
    };
  }
  const figures: ParsedFigure[] = [];
  const errors: StatImportRowError[] = [];
  for (const { row, cells } of rows) {
    const picked = Object.fromEntries(
      SHEET_COLUMNS.map((column) => {
        const header = columns[column.key];
        return [column.key, header === undefined ? null : cells[header]];
      }),
    ) as Cells;
    const result = parseRow(profile, locale, row, picked);
    if ('figure' in result) figures.push({ row, figure: result.figure });
    else errors.push(...result.errors);
  }
  return { figures, errors };
}
