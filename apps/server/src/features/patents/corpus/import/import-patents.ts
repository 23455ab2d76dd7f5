import { existsSync } from 'node:fs';
import { type CityProfile, type KeptCorrection, sameFieldValue } from '@cityip/contracts';
import type { Db } from '../../../../db/client.js';
import { formatOf, readTable } from '../../../../lib/tables/read-table.js';
import { latestCorrections } from '../../../patent-data/patent-data.public.js';
import { recordFieldValue, withFieldValue } from '../field-values.js';
import { today } from '../generate/dates.js';
import { loadPatentBatch, vacuumAnalyzePatents } from '../load/load-patents.js';
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
    if (batch.length > 0)
      await storeBatch(db, await keepCorrections(db, batch, summary), applicantIds, summary, report);
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

/**
 * The batch with every field staff corrected set back to the corrected value; each field whose
 * imported value differs is added to the summary's `keptCorrections`.
 */
async function keepCorrections(
  db: Db,
  batch: readonly { row: number; record: PatentRecord }[],
  summary: ImportSummary,
): Promise<{ row: number; record: PatentRecord }[]> {
  const corrections = await latestCorrections(
    db,
    batch.map((b) => b.record.applicationNumber),
  );
  if (corrections.size === 0) return [...batch];
  return batch.map(({ row, record }) => {
    let kept = record;
    for (const [field, corrected] of corrections.get(record.applicationNumber) ?? []) {
      const imported = recordFieldValue(record, field);
      if (sameFieldValue(imported, corrected)) continue;
      kept = withFieldValue(kept, field, corrected);
      summary.keptCorrections.push({ row, applicationNumber: record.applicationNumber, field, imported, corrected });
    }
    return { row, record: kept };
  });
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
  batch: readonly { row: number; record: PatentRecord }[],
  applicantIds: Map<string, number>,
  summary: ImportSummary,
  report: (errors: readonly RowError[]) => void,
): Promise<void> {
  const add = (result: { inserted: number; updated: number }) => {
    summary.inserted += result.inserted;
    summary.updated += result.updated;
  };
  try {
    add(
      await loadPatentBatch(
        db,
        batch.map((b) => b.record),
        applicantIds,
      ),
    );
    return;
  } catch {
    // Fall through: find the rows the database refuses.
  }
  for (const { row, record } of batch) {
    try {
      add(await loadPatentBatch(db, [record], applicantIds));
    } catch (error) {
      const reason =
        (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message;
      report([{ row, column: '-', message: M.database(reason) }]);
    }
  }
}
