import { PassThrough, Readable } from 'node:stream';
import type { CityProfile, ExportColumn, Locale, PatentExportQuery } from '@cityip/contracts';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/client.js';
import { csvLine } from '../../../lib/csv.js';
import { exportStamp } from '../../logs/logs.export.js';
import {
  type ExportNames,
  type ExportRow,
  exportCells,
  exportColumns,
  exportDisposition,
  exportHeaders,
  exportNames,
  SHEET_NAME,
} from './export-format.js';
import { readExpression } from './expression.js';
import { loadSummaries } from './patent-rows.js';
import { findPage } from './search.service.js';

/** Wide rows read per statement while streaming. */
const BATCH = 500;

export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A download ready to send: errors in the expression were thrown before the body started. */
export interface PatentExport {
  rows: number;
  contentType: string;
  disposition: string;
  body: Readable;
}

/**
 * `GET /api/data/patents/export`: up to `limit` (≤ 10,000) matches in the search's order,
 * streamed. The order is fixed first as a list of ids from the narrow table (at most 10,000
 * integers, the search's own page statement); the wide rows then follow in batches of 500 by
 * primary key, so memory stays flat and no statement holds the whole export.
 */
export async function exportPatents(
  db: Db,
  profile: CityProfile,
  query: PatentExportQuery,
  locale: Locale,
): Promise<PatentExport> {
  const expression = readExpression(query.q, profile);
  const { ids } = await findPage(db, expression, { sort: query.sort, offset: 0, limit: query.limit });
  const columns = exportColumns(query.columns);
  const names = exportNames(profile, locale);
  const batches = readBatches(db, ids);
  const stamp = exportStamp();
  return {
    rows: ids.length,
    contentType: EXPORT_CONTENT_TYPES[query.format],
    disposition: exportDisposition(locale, query.format, stamp),
    body:
      query.format === 'csv'
        ? Readable.from(csvChunks(batches, columns, names, locale))
        : xlsxStream(batches, columns, names, locale),
  };
}

/** The export's rows in order, read from the wide table BATCH at a time, as a result page is. */
async function* readBatches(db: Db, ids: readonly number[]): AsyncGenerator<ExportRow[]> {
  for (let start = 0; start < ids.length; start += BATCH) yield loadSummaries(db, ids.slice(start, start + BATCH));
}

/** UTF-8 with a byte-order mark, so Excel opens the Chinese text correctly; CRLF line ends. */
async function* csvChunks(
  batches: AsyncIterable<ExportRow[]>,
  columns: readonly ExportColumn[],
  names: ExportNames,
  locale: Locale,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(exportHeaders(columns, locale).map((h) => h.header))}`;
  for await (const batch of batches) yield batch.map((row) => csvLine(exportCells(row, columns, names))).join('');
}

/**
 * An XLSX written by exceljs's streaming writer: each row is committed to the zip as it comes,
 * so the workbook is never held in memory. Cells are plain strings, never formulas.
 */
function xlsxStream(
  batches: AsyncIterable<ExportRow[]>,
  columns: readonly ExportColumn[],
  names: ExportNames,
  locale: Locale,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'cityip-portal';
  const sheet = workbook.addWorksheet(SHEET_NAME[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportHeaders(columns, locale);
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(exportCells(row, columns, names)).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
