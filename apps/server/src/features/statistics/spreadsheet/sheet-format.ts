import {
  type CityProfile,
  type Locale,
  STAT_INDICATOR_SPECS,
  STAT_INDICATORS,
  STAT_UNIT_LABELS,
  STAT_UNITS,
  type StatIndicator,
  type StatUnit,
} from '@cityip/contracts';
import type ExcelJS from 'exceljs';

/**
 * The one layout of the statistics workbook: the import template, the export (which imports
 * again as it is) and the import reader share these columns and words.
 */

export const SHEET_COLUMNS = [
  { key: 'year', header: { 'zh-CN': '年份', 'en-US': 'Year' }, width: 10 },
  { key: 'month', header: { 'zh-CN': '月份', 'en-US': 'Month' }, width: 12 },
  { key: 'indicator', header: { 'zh-CN': '指标', 'en-US': 'Indicator' }, width: 40 },
  { key: 'district', header: { 'zh-CN': '区域', 'en-US': 'District' }, width: 18 },
  { key: 'value', header: { 'zh-CN': '数值', 'en-US': 'Value' }, width: 16 },
  { key: 'unit', header: { 'zh-CN': '单位', 'en-US': 'Unit' }, width: 20 },
  { key: 'note', header: { 'zh-CN': '备注', 'en-US': 'Note' }, width: 40 },
] as const;
export type SheetColumnKey = (typeof SHEET_COLUMNS)[number]['key'];

export const DATA_SHEET: Record<Locale, string> = { 'zh-CN': '数据填报', 'en-US': 'Figures' };
/** What the month column says for a whole-year figure (a blank cell means the same). */
export const WHOLE_YEAR: Record<Locale, string> = { 'zh-CN': '全年', 'en-US': 'Whole year' };
/** What the district column says for a city-wide figure (a blank cell means the same). */
export const CITY_WIDE: Record<Locale, string> = { 'zh-CN': '全市', 'en-US': 'City-wide' };

/** A column's header in the file's language. */
export function headerOf(key: SheetColumnKey, locale: Locale): string {
  return SHEET_COLUMNS.find((column) => column.key === key)?.header[locale] ?? key;
}

/** Text compared without case, spaces or a parenthesised hint: `月份（全年留空）` matches `月份`. */
export function normalise(text: string): string {
  return text
    .replace(/[（(].*[)）]\s*$/, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/** An indicator by its code or its name in either language. */
export function findIndicator(text: string): StatIndicator | null {
  const wanted = normalise(text);
  return (
    STAT_INDICATORS.find((code) => {
      const { name } = STAT_INDICATOR_SPECS[code];
      return [code, name['zh-CN'], name['en-US']].some((candidate) => normalise(candidate) === wanted);
    }) ?? null
  );
}

/** A district code by its code or its name in either language; undefined when unknown, null for the whole city. */
export function findDistrict(profile: CityProfile, text: string): string | null | undefined {
  const wanted = normalise(text);
  if (!wanted || Object.values(CITY_WIDE).some((word) => normalise(word) === wanted)) return null;
  return profile.districts.find((d) => [d.code, d.name, d.nameEn].some((c) => normalise(c) === wanted))?.code;
}

/** A unit by its code or its label in either language. */
export function findUnit(text: string): StatUnit | null {
  const wanted = normalise(text);
  return (
    STAT_UNITS.find((unit) =>
      [unit, STAT_UNIT_LABELS[unit]['zh-CN'], STAT_UNIT_LABELS[unit]['en-US']].some((c) => normalise(c) === wanted),
    ) ?? null
  );
}

/** A district's name in the file's language, or the city-wide word. */
export function districtLabel(profile: CityProfile, district: string | null, locale: Locale): string {
  if (district === null) return CITY_WIDE[locale];
  const found = profile.districts.find((d) => d.code === district);
  if (!found) return district;
  return locale === 'en-US' ? found.nameEn : found.name;
}

/** Adds the data sheet with its bold, frozen header row; the reader takes the first sheet, so add it first. */
export function addDataSheet(workbook: ExcelJS.Workbook, locale: Locale): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(DATA_SHEET[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SHEET_COLUMNS.map((column) => ({
    header: column.header[locale],
    key: column.key,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** The row of one figure, as the export writes it and the import reads it. */
export function figureCells(
  profile: CityProfile,
  locale: Locale,
  figure: {
    indicator: StatIndicator;
    district: string | null;
    year: number;
    month: number | null;
    value: number;
    note: string;
  },
): Record<SheetColumnKey, string | number | null> {
  const rules = STAT_INDICATOR_SPECS[figure.indicator];
  return {
    year: figure.year,
    month: figure.month ?? WHOLE_YEAR[locale],
    indicator: rules.name[locale],
    district: districtLabel(profile, figure.district, locale),
    value: figure.value,
    unit: STAT_UNIT_LABELS[rules.unit][locale],
    // Typed text stays text: a note such as "=1+1" is written as a string, never as a formula.
    note: figure.note || null,
  };
}
