import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { readFirstSheet } from './xlsx/read-first-sheet.js';

/** One data row of an import file: its number as the user sees it (line or sheet row) and its cells by header. */
export interface TableRow {
  row: number;
  cells: Record<string, unknown>;
  /** Set when the row itself could not be read (a JSONL line that is not JSON). */
  unreadable?: string;
}

export type ImportFormat = 'csv' | 'xlsx' | 'jsonl';

/** The format of `path` by its extension, or null. */
export function formatOf(path: string): ImportFormat | null {
  const ext = extname(path).toLowerCase();
  if (ext === '.csv') return 'csv';
  if (ext === '.xlsx') return 'xlsx';
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl';
  return null;
}

/** The rows of an import file, streamed (files may hold hundreds of thousands of patents). */
export function readTable(path: string, format: ImportFormat): AsyncIterable<TableRow> {
  if (format === 'csv') return readCsv(path);
  if (format === 'xlsx') return readXlsx(path);
  return readJsonl(path);
}

/**
 * CSV in UTF-8 (with or without BOM) or GBK: Excel on Chinese Windows saves CSV in GBK, so a file
 * whose start is not valid UTF-8 is read as GBK. Rows are numbered by file line (header = 1).
 */
async function* readCsv(path: string): AsyncGenerator<TableRow> {
  const encoding = (await looksLikeUtf8(path)) ? 'utf-8' : 'gbk';
  const parser = Readable.from(decode(createReadStream(path), encoding)).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  let headers: string[] | null = null;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (!headers) {
      headers = record.map((h) => h.trim());
      continue;
    }
    const cells: Record<string, unknown> = {};
    headers.forEach((header, i) => {
      cells[header] = record[i];
    });
    yield { row: info.lines, cells };
  }
}

async function looksLikeUtf8(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    // stream: true tolerates a character cut at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, bytesRead), { stream: true });
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

async function* decode(chunks: AsyncIterable<Buffer>, encoding: string): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of chunks) yield decoder.decode(chunk, { stream: true });
  yield decoder.decode();
}

/** The first worksheet of an XLSX workbook, header in row 1, read as a stream; unheaded columns are left out. */
async function* readXlsx(path: string): AsyncGenerator<TableRow> {
  let headers: string[] | null = null;
  for await (const { number, values } of readFirstSheet(path)) {
    if (!headers) {
      headers = values.map((v) => (v === null ? '' : String(v).trim()));
      continue;
    }
    if (values.every((v) => v === null || v === '')) continue;
    const cells: Record<string, unknown> = {};
    headers.forEach((header, i) => {
      if (header) cells[header] = values[i] ?? null;
    });
    yield { row: number, cells };
  }
}

/** One JSON object per line; keys are headers as in the other formats, lists may be arrays. */
async function* readJsonl(path: string): AsyncGenerator<TableRow> {
  const lines = createInterface({
    input: createReadStream(path, { encoding: 'utf-8' }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let row = 0;
  for await (const line of lines) {
    row++;
    const text = row === 1 ? line.replace(/^\uFEFF/, '') : line;
    if (!text.trim()) continue;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      yield { row, cells: parsed as Record<string, unknown> };
    } catch (error) {
      yield { row, cells: {}, unreadable: (error as Error).message };
    }
  }
}
