import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CityProfile,
  Code,
  type Locale,
  STAT_IMPORT_ROW_ERRORS_MAX,
  type StatImportResult,
  type StatImportRowError,
  translate,
} from '@cityip/contracts';
import { and, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { readTable, type TableRow } from '../../../lib/tables/read-table.js';
import { type Actor, historyOf } from '../figures.service.js';
import { CONFLICT_MESSAGES, type FigureKey, keyText, lockYears, periodConflict, yearText } from '../period-rules.js';
import { statFigureHistory, statFigures } from '../statistics.tables.js';
import { invalidateStatistics } from '../statistics-cache.js';
import { IMPORT_MESSAGES } from './import-messages.js';
import { type ParsedFigure, parseRows } from './parse-rows.js';

/** Most data rows one file may carry: a decade of every indicator by month and district is far less. */
export const IMPORT_ROW_LIMIT = 20_000;
const INSERT_BATCH = 500;

/** The rows of the first sheet of an uploaded workbook; a file that is not one is refused. */
async function readWorkbook(bytes: Buffer): Promise<TableRow[]> {
  // The table reader streams from a file (patent imports are large); this upload is small, so park it.
  const dir = await mkdtemp(join(tmpdir(), 'cityip-stat-import-'));
  const path = join(dir, 'upload.xlsx');
  try {
    await writeFile(path, bytes);
    const rows: TableRow[] = [];
    for await (const row of readTable(path, 'xlsx')) {
      rows.push(row);
      if (rows.length > IMPORT_ROW_LIMIT) break;
    }
    return rows;
  } catch {
    throw new AppError(Code.BAD_REQUEST, 'error.statImportFileType');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Rows of the file that repeat an earlier row's period, or mix a whole year with months. */
function conflictsWithinFile(figures: readonly ParsedFigure[], locale: Locale): StatImportRowError[] {
  const errors: StatImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  const byYear = new Map<string, ParsedFigure[]>();
  for (const parsed of figures) {
    const key = keyText(parsed.figure);
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined) {
      errors.push({ row: parsed.row, column: null, message: IMPORT_MESSAGES.repeatedRow(earlier)[locale] });
      continue;
    }
    firstRowOf.set(key, parsed.row);
    const year = yearText(parsed.figure);
    const siblings = byYear.get(year) ?? [];
    const mixed = siblings.find((other) => (other.figure.month === null) !== (parsed.figure.month === null));
    if (mixed) errors.push({ row: parsed.row, column: null, message: IMPORT_MESSAGES.mixedRow(mixed.row)[locale] });
    siblings.push(parsed);
    byYear.set(year, siblings);
  }
  return errors;
}

/** Rows that collide with figures already filed (same period, or whole year beside months). */
async function conflictsWithFiled(
  tx: Tx,
  figures: readonly ParsedFigure[],
  locale: Locale,
): Promise<StatImportRowError[]> {
  if (figures.length === 0) return [];
  const indicators = [...new Set(figures.map((parsed) => parsed.figure.indicator))];
  const years = [...new Set(figures.map((parsed) => parsed.figure.year))];
  const filed = await tx
    .select({
      indicator: statFigures.indicator,
      district: statFigures.district,
      year: statFigures.year,
      month: statFigures.month,
    })
    .from(statFigures)
    .where(and(inArray(statFigures.indicator, indicators), inArray(statFigures.year, years)));
  const filedByYear = new Map<string, FigureKey[]>();
  for (const key of filed) filedByYear.set(yearText(key), [...(filedByYear.get(yearText(key)) ?? []), key]);
  return figures.flatMap((parsed) => {
    const conflict = periodConflict(parsed.figure, filedByYear.get(yearText(parsed.figure)) ?? []);
    return conflict ? [{ row: parsed.row, column: null, message: translate(locale, CONFLICT_MESSAGES[conflict]) }] : [];
  });
}

/**
 * Imports the figures of an uploaded workbook, all or nothing: every row is checked (cells,
 * rules, repeats within the file, figures already filed) and any problem refuses the whole file
 * with a row-by-row report (400, `data.rowErrors`). Otherwise the rows are written in one
 * transaction, each with its history entry.
 */
export async function importFigures(
  db: Db,
  profile: CityProfile,
  locale: Locale,
  bytes: Buffer,
  actor: Actor,
): Promise<StatImportResult> {
  const rows = await readWorkbook(bytes);
  if (rows.length === 0) throw new AppError(Code.BAD_REQUEST, 'error.statImportEmpty');
  if (rows.length > IMPORT_ROW_LIMIT) {
    const rowErrors = [{ row: 1, column: null, message: IMPORT_MESSAGES.tooManyRows(IMPORT_ROW_LIMIT)[locale] }];
    throw new AppError(Code.BAD_REQUEST, 'error.statImportRejected', { count: 1 }, 400, { rowErrors });
  }
  const { figures, errors } = parseRows(profile, locale, rows);
  const withinFile = conflictsWithinFile(figures, locale);

  const imported = await db.transaction(async (tx) => {
    await lockYears(
      tx,
      figures.map((parsed) => parsed.figure),
    );
    // A row already refused for clashing with another row of the file is not reported twice.
    const clashing = new Set(withinFile.map((error) => error.row));
    const unclashed = figures.filter((parsed) => !clashing.has(parsed.row));
    const problems = [...errors, ...withinFile, ...(await conflictsWithFiled(tx, unclashed, locale))].sort(
      (a, b) => a.row - b.row,
    );
    if (problems.length > 0) {
      throw new AppError(Code.BAD_REQUEST, 'error.statImportRejected', { count: problems.length }, 400, {
        rowErrors: problems.slice(0, STAT_IMPORT_ROW_ERRORS_MAX),
      });
    }
    for (let start = 0; start < figures.length; start += INSERT_BATCH) {
      const batch = figures.slice(start, start + INSERT_BATCH).map((parsed) => parsed.figure);
      const inserted = await tx
        .insert(statFigures)
        .values(batch.map((figure) => ({ ...figure, updatedBy: actor.email })))
        .returning();
      await tx
        .insert(statFigureHistory)
        .values(inserted.map((row) => historyOf(row, 'create', 'import', actor, null, row)));
    }
    return figures.length;
  });
  invalidateStatistics(db);
  return { imported };
}
