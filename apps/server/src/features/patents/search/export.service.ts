import { PassThrough, Readable } from 'node:stream';
import type { CityProfile, ExportColumn, Locale, PatentExportQuery, PatentSort } from '@cityip/contracts';
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

/** How an export's rows become a file: the format, the columns in order, and the language. */
export interface ExportWriting {
  format: keyof typeof EXPORT_CONTENT_TYPES;
  columns: readonly ExportColumn[];
  locale: Locale;
  profile: CityProfile;
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
  const ids = await exportIds(db, profile, query);
  const writing: ExportWriting = { format: query.format, columns: exportColumns(query.columns), locale, profile };
  return {
    rows: ids.length,
    contentType: EXPORT_CONTENT_TYPES[query.format],
    disposition: exportDisposition(locale, query.format, exportStamp()),
    body: writeExport(readExportBatches(db, ids), writing),
  };
}

/**
 * The ids of the first `limit` matches of `q` in `sort` order: the search's own page statement.
 * Throws ExpressionError (a 400 with the parser's message) when `q` does not parse.
 */
export async function exportIds(
  db: Db,
  profile: CityProfile,
  query: { q: string; sort: PatentSort; limit: number },
): Promise<number[]> {
  const expression = readExpression(query.q, profile);
  const { ids } = await findPage(db, expression, { sort: query.sort, offset: 0, limit: query.limit });
  return ids;
}

/** How many patents match `q` (throws ExpressionError when it does not parse), as the search counts them. */
export async function countExportMatches(db: Db, profile: CityProfile, q: string): Promise<number> {
  // Date order and an empty page: the count without ranking or reading any page.
  const { total } = await findPage(db, readExpression(q, profile), { sort: 'applicationDate', offset: 0, limit: 0 });
  return total;
}

/** The export's rows in order, read from the wide table `batchRows` at a time, as a result page is. */
export async function* readExportBatches(
  db: Db,
  ids: readonly number[],
  batchRows = BATCH,
): AsyncGenerator<ExportRow[]> {
  for (let start = 0; start < ids.length; start += batchRows) {
    yield loadSummaries(db, ids.slice(start, start + batchRows));
  }
}

/**
 * The file of an export as a stream of bytes, CSV or XLSX, written as the batches come: the one
 * writer of the direct download and the background export job. An error of the batches (a
 * statement, or a job that must stop) ends the stream with that same error.
 */
export function writeExport(batches: AsyncIterable<ExportRow[]>, writing: ExportWriting): Readable {
  const names = exportNames(writing.profile, writing.locale);
  return writing.format === 'csv'
    ? Readable.from(csvChunks(batches, writing.columns, names, writing.locale))
    : xlsxStream(batches, writing.columns, names, writing.locale);
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
      // The reader went away (a download cut off, a job that stopped): read no further batches.
      if (out.destroyed) return;
      for (const row of batch) sheet.addRow(exportCells(row, columns, names)).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
