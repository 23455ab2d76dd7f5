import { existsSync } from 'node:fs';
import { type CityProfile, type KeptCorrection, sameFieldValue } from '@cityip/contracts';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../../db/client.js';
import { formatOf, readTable } from '../../../../lib/tables/read-table.js';
import { latestCorrections } from '../../../patent-data/patent-data.public.js';
import { patents } from '../../patents.tables.js';
import { recordFieldValue, withFieldValue } from '../field-values.js';
import { today } from '../generate/dates.js';
import { vacuumAnalyzePatents, writePatentBatch } from '../load/load-patents.js';
import type { PatentRecord } from '../patent-record.js';
import { COLUMNS, type Column, type ColumnMapping, mapHeaders, REQUIRED_COLUMNS } from './columns.js';
import { IMPORT_MESSAGES as M } from './messages.js';
import { type ParseContext, parseRow, type RowError } from './parse-row.js';

export type { RowError } from './parse-row.js';

export interface ImportOptions {
  profile: CityProfile;
  /** Valid rows per transaction (default 500). */
  batchSize?: number;
  /** Each problem as it is found (the CLI prints them). */
  onError?: (error: RowError) => void;
  /**
   * Called with the running counts after every `batchSize` rows read and once all are stored: a
   * background import shows its progress and keeps its claim on the task from here.
   */
  onProgress?: (summary: Readonly<ImportSummary>) => Promise<void>;
  /** Dates after this are refused (default today). */
  today?: string;
}

export interface ImportSummary {
  /** Data rows read. */
  rows: number;
  inserted: number;
  updated: number;
  /** Rows not stored (each has at least one error). */
  failed: number;
  /** Headers that name no column, reported so a misspelt header is not silently dropped. */
  ignoredHeaders: string[];
  /**
   * Fields the file would have changed but staff corrected (issue 26): the corrected value stays,
   * and the report says what the file had instead.
   */
  keptCorrections: KeptCorrection[];
}

/** A file that cannot be imported at all (unknown format, required columns missing). */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
  constructor(
    readonly zh: string,
    readonly en: string,
  ) {
    super(`${zh} / ${en}`);
  }
}

/**
 * Imports a CSV, XLSX or JSONL file of patents: every row is checked (a bad row is reported and
 * skipped, never stored), valid rows are committed in batches, and a patent already stored
 * (same application number) is updated, so importing the same file twice changes nothing. A field
 * staff corrected keeps its corrected value, listed in `keptCorrections` when the file differs.
 */
export async function importPatentFile(db: Db, path: string, options: ImportOptions): Promise<ImportSummary> {
  if (!existsSync(path)) throw new ImportFileError(`文件不存在：${path}`, `no such file: ${path}`);
  const format = formatOf(path);
  if (!format) {
    throw new ImportFileError('仅支持 .csv、.xlsx 和 .jsonl 文件', 'only .csv, .xlsx and .jsonl files can be imported');
  }
  const context: ParseContext = { profile: options.profile, today: options.today ?? today() };
  const batchSize = options.batchSize ?? 500;
  const summary: ImportSummary = {
    rows: 0,
    inserted: 0,
    updated: 0,
    failed: 0,
    ignoredHeaders: [],
    keptCorrections: [],
  };
  const report = (errors: readonly RowError[]) => {
    summary.failed++;
    for (const error of errors) options.onError?.(error);
  };
  const seen = new Map<string, number>();
  const applicantIds = new Map<string, number>();
  let batch: { row: number; record: PatentRecord }[] = [];
  const flush = async () => {
    if (batch.length > 0) await storeBatch(db, batch, applicantIds, summary, report);
    batch = [];
  };
  // Mappings by header list: CSV and XLSX have one, each JSONL line may have its own keys.
  const mappings = new Map<string, ColumnMapping>();

  for await (const row of readTable(path, format)) {
    summary.rows++;
    if (summary.rows % batchSize === 0) await options.onProgress?.(summary);
    if (row.unreadable) {
      report([{ row: row.row, column: '-', message: M.invalidJson(row.unreadable) }]);
      continue;
    }
    const headers = Object.keys(row.cells);
    const key = headers.join('\u0000');
    let mapping = mappings.get(key);
    if (!mapping) {
      mapping = mapHeaders(headers);
      mappings.set(key, mapping);
      for (const h of mapping.ignored) if (!summary.ignoredHeaders.includes(h)) summary.ignoredHeaders.push(h);
      if (format !== 'jsonl') assertRequiredColumns(mapping);
    }
    const parsed = parseRow(row, mapping, context);
    if (parsed.errors) {
      report(parsed.errors);
      continue;
    }
    const first = seen.get(parsed.record.applicationNumber);
    if (first !== undefined) {
      report([
        {
          row: row.row,
          column: mapping.headers.get('applicationNumber') ?? 'applicationNumber',
          message: M.duplicate(first),
        },
      ]);
      continue;
    }
    seen.set(parsed.record.applicationNumber, row.row);
    batch.push({ row: row.row, record: parsed.record });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  // Before the vacuum, which may take a while on a large corpus: a background import keeps its claim.
  await options.onProgress?.(summary);
  if (summary.inserted + summary.updated > 0) await vacuumAnalyzePatents(db);
  return summary;
}

type Batch = readonly { row: number; record: PatentRecord }[];

/**
 * The batch with every field staff corrected set back to the corrected value, and each field whose
 * imported value differs. Read inside the batch's transaction after its stored patents are locked:
 * a correction saved meanwhile either committed before (and is kept) or waits for the import (and
 * is then written over the imported value), so an import never overwrites one.
 */
async function keepCorrections(tx: Tx, batch: Batch): Promise<{ records: PatentRecord[]; kept: KeptCorrection[] }> {
  const numbers = batch.map((b) => b.record.applicationNumber);
  await tx.select({ id: patents.id }).from(patents).where(inArray(patents.applicationNumber, numbers)).for('update');
  const corrections = await latestCorrections(tx, numbers);
  const kept: KeptCorrection[] = [];
  const records = batch.map(({ row, record }) => {
    let stored = record;
    for (const [field, corrected] of corrections.get(record.applicationNumber) ?? []) {
      const imported = recordFieldValue(record, field);
      if (sameFieldValue(imported, corrected)) continue;
      stored = withFieldValue(stored, field, corrected);
      kept.push({ row, applicationNumber: record.applicationNumber, field, imported, corrected });
    }
    return stored;
  });
  return { records, kept };
}

/** Stores `batch` in one transaction, staff corrections kept; the summary learns of it once committed. */
async function storeInOne(db: Db, batch: Batch, applicantIds: Map<string, number>, summary: ImportSummary) {
  const known = new Map(applicantIds);
  const { result, kept } = await db.transaction(async (tx) => {
    const { records, kept } = await keepCorrections(tx, batch);
    return { result: await writePatentBatch(tx, records, known), kept };
  });
  for (const [name, id] of known) applicantIds.set(name, id);
  summary.inserted += result.inserted;
  summary.updated += result.updated;
  summary.keptCorrections.push(...kept);
}

function assertRequiredColumns(mapping: ColumnMapping): void {
  const missing = REQUIRED_COLUMNS.filter((c) => !mapping.headers.has(c));
  if (missing.length === 0) return;
  const names = (column: Column) => `${COLUMNS[column][0]}/${column}`;
  throw new ImportFileError(
    `文件缺少必需的列：${missing.map(names).join('、')}`,
    `the file lacks required columns: ${missing.map(names).join(', ')}`,
  );
}

/**
 * Stores a batch in one transaction; if the database refuses it, stores its rows one by one so
 * only the offending rows fail, each with the database's reason.
 */
async function storeBatch(
  db: Db,
  batch: Batch,
  applicantIds: Map<string, number>,
  summary: ImportSummary,
  report: (errors: readonly RowError[]) => void,
): Promise<void> {
  try {
    await storeInOne(db, batch, applicantIds, summary);
    return;
  } catch {
    // Fall through: find the rows the database refuses.
  }
  for (const entry of batch) {
    const { row } = entry;
    try {
      await storeInOne(db, [entry], applicantIds, summary);
    } catch (error) {
      const reason =
        (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message;
      report([{ row, column: '-', message: M.database(reason) }]);
    }
  }
}
