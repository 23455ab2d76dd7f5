import { openArchive } from './archive.js';
import { excelDate } from './date-formats.js';
import { readWorkbookParts, type WorkbookParts } from './parts.js';
import { xmlEvents } from './xml-events.js';

export type CellValue = string | number | boolean | Date | null;

/** One row of a sheet as the user numbers it, its cells by column (A = 0); columns without a cell are null. */
export interface SheetRow {
  number: number;
  values: CellValue[];
}

/** Excel's last column is XFD. */
const COLUMN_LIMIT = 16_384;

/**
 * Column index of a cell reference: `A7` -> 0, `AB12` -> 27. A reference past XFD is refused:
 * a forged `ZZZZZZ1` would otherwise make the row an array of billions of cells.
 */
export function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
    if (index > COLUMN_LIMIT) throw new Error(`cell ${reference} is past the last column`);
  }
  return index - 1;
}

interface OpenCell {
  column: number;
  type: string;
  style: number;
  text: string;
  /** Inside `<v>` or the `<t>` of an inline string (not its phonetic guide). */
  collecting: boolean;
}

/** A cell's text as what it holds: shared and inline strings, numbers, dates, booleans; errors as null. */
function cellValue(cell: OpenCell, parts: WorkbookParts): CellValue {
  switch (cell.type) {
    case 's':
      return parts.sharedStrings[Number(cell.text)] ?? null;
    case 'str':
    case 'inlineStr':
      return cell.text;
    case 'b':
      return cell.text === '1' || cell.text === 'true';
    case 'e':
      return null;
    case 'd':
      return new Date(cell.text);
    default: {
      if (cell.text === '') return null;
      const number = Number(cell.text);
      return parts.dateStyles[cell.style] ? excelDate(number, parts.date1904) : number;
    }
  }
}

/**
 * The rows of the workbook's first sheet, streamed. Parts are found through the zip's central
 * directory, so shared strings and styles are known before the first row whatever order the
 * writer stored them in. Throws on anything that is not a readable workbook.
 */
export async function* readFirstSheet(path: string): AsyncGenerator<SheetRow> {
  const archive = await openArchive(path);
  try {
    const parts = await readWorkbookParts(archive);
    let row: SheetRow | null = null;
    let cell: OpenCell | null = null;
    let phonetic = 0;
    let nextColumn = 0;
    for await (const batch of xmlEvents(await archive.open(parts.sheetPath))) {
      const finished: SheetRow[] = [];
      for (const event of batch) {
        if (event.kind === 'open') {
          const { name, attributes } = event;
          if (name === 'row') {
            const number: number = attributes.r ? Number(attributes.r) : (row?.number ?? 0) + 1;
            row = { number, values: [] };
            nextColumn = 0;
          } else if (name === 'c' && row) {
            const column = attributes.r ? columnIndex(attributes.r) : nextColumn;
            const style = Number(attributes.s ?? 0);
            cell = { column, type: attributes.t ?? 'n', style, text: '', collecting: false };
          } else if (name === 'rPh') phonetic++;
          else if (cell && (name === 'v' || (name === 't' && phonetic === 0))) cell.collecting = true;
        } else if (event.kind === 'close') {
          const { name } = event;
          if (name === 'v' || name === 't') {
            if (cell) cell.collecting = false;
          } else if (name === 'rPh') phonetic--;
          else if (name === 'c' && cell && row) {
            row.values[cell.column] = cellValue(cell, parts);
            nextColumn = cell.column + 1;
            cell = null;
          } else if (name === 'row' && row) {
            finished.push({ number: row.number, values: Array.from(row.values, (value) => value ?? null) });
          }
        } else if (cell?.collecting) {
          cell.text += event.text;
        }
      }
      yield* finished;
    }
  } finally {
    archive.close();
  }
}
