import type { CityProfile, Locale, StatFigure } from '@cityip/contracts';
import ExcelJS from 'exceljs';
import { exportStamp } from '../../logs/logs.export.js';
import { addDataSheet, figureCells } from './sheet-format.js';

/** Most figures one export carries; a decade of every indicator by month and district is about 20,000. */
export const EXPORT_FIGURE_LIMIT = 100_000;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The figures as a workbook laid out like the import template, so an export can be edited and
 * imported into another database as it is.
 */
export async function buildExport(profile: CityProfile, locale: Locale, figures: readonly StatFigure[]) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'cityip-portal';
  workbook.created = new Date();
  const sheet = addDataSheet(workbook, locale);
  for (const figure of figures) sheet.addRow(figureCells(profile, locale, figure));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A dated attachment name such as `city-ip-statistics-20250102-153000.xlsx` (time in UTC+8). */
export function exportFileName(now = new Date()): string {
  return `city-ip-statistics-${exportStamp(now)}.xlsx`;
}

export const TEMPLATE_FILE_NAME = 'city-ip-statistics-template.xlsx';
