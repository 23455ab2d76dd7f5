import type { CityProfile, Locale, StatFigure } from '@cityip/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { exportStamp } from '../../logs/logs.export.js';
import { addDataSheet, figureCells } from './sheet-format.js';

/** Most figures one export carries; a decade of every indicator by month and district is about 20,000. */
export const EXPORT_FIGURE_LIMIT = 100_000;
/**
 * The largest export file. A row is under 300 bytes of sheet XML plus its note as a shared string:
 * at most STAT_NOTE_MAX (200) characters of at most 6 bytes once escaped (`&quot;`), so under
 * 1,600 bytes a row (measured: 272 + 1,199 for a note of 200 quotes). The fixed parts (styles,
 * theme, at most 1,000 district names) stay under 1 MB, and deflate never grows the parts by more
 * than its few bytes a block, so the zip is smaller than this.
 */
export const EXPORT_MAX_BYTES = EXPORT_FIGURE_LIMIT * 1600 + 1_000_000;

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

/**
 * Sends a workbook as an attachment named `fileName`, never cached. The route documents the file
 * with fileAnswer; the reply is taken untyped because the body is bytes, not the JSON it describes.
 */
export function sendWorkbook(reply: FastifyReply, bytes: Buffer, fileName: string): FastifyReply {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(bytes);
}

/** A dated attachment name such as `city-ip-statistics-20250102-153000.xlsx` (time in UTC+8). */
export function exportFileName(now = new Date()): string {
  return `city-ip-statistics-${exportStamp(now)}.xlsx`;
}

export const TEMPLATE_FILE_NAME = 'city-ip-statistics-template.xlsx';
