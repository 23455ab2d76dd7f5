import { posix } from 'node:path';
import type { Archive } from './archive.js';
import { isDateFormat } from './date-formats.js';
import { xmlEvents } from './xml-events.js';

const OFFICE_DOCUMENT = /\/officeDocument$/;
const SHARED_STRINGS = /\/sharedStrings$/;
const STYLES = /\/styles$/;

interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** What a reader of the first sheet needs from the rest of the workbook. */
export interface WorkbookParts {
  sheetPath: string;
  sharedStrings: string[];
  /** By cell style index (the `s` of a cell): whether its number is a date. */
  dateStyles: boolean[];
  date1904: boolean;
}

/** Finds the first sheet (as the tabs show it) and reads what its cells refer to. */
export async function readWorkbookParts(archive: Archive): Promise<WorkbookParts> {
  const root = await readRelationships(archive, '');
  const workbookPath = root.find((rel) => OFFICE_DOCUMENT.test(rel.type))?.target ?? 'xl/workbook.xml';
  const relationships = new Map((await readRelationships(archive, workbookPath)).map((rel) => [rel.id, rel] as const));
  const { firstSheetRelationship, date1904 } = await readWorkbook(archive, workbookPath);
  const sheet = firstSheetRelationship ? relationships.get(firstSheetRelationship) : undefined;
  if (!sheet) throw new Error('the workbook names no sheet');
  const others = [...relationships.values()];
  const sharedStringsPath = others.find((rel) => SHARED_STRINGS.test(rel.type))?.target;
  const stylesPath = others.find((rel) => STYLES.test(rel.type))?.target;
  return {
    sheetPath: sheet.target,
    sharedStrings: sharedStringsPath ? await readSharedStrings(archive, sharedStringsPath) : [],
    dateStyles: stylesPath ? await readDateStyles(archive, stylesPath) : [],
    date1904,
  };
}

/** The relationships of a part (`''` for the package), targets resolved to archive paths. */
async function readRelationships(archive: Archive, part: string): Promise<Relationship[]> {
  const folder = posix.dirname(part);
  const path = posix.join(folder, '_rels', `${posix.basename(part)}.rels`);
  if (!archive.has(path)) return [];
  const relationships: Relationship[] = [];
  for await (const batch of xmlEvents(await archive.open(path))) {
    for (const event of batch) {
      if (event.kind !== 'open' || event.name !== 'Relationship') continue;
      const { Id = '', Type = '', Target = '', TargetMode } = event.attributes;
      if (TargetMode === 'External') continue;
      const target = Target.startsWith('/') ? Target.slice(1) : posix.join(folder, Target);
      relationships.push({ id: Id, type: Type, target });
    }
  }
  return relationships;
}

async function readWorkbook(
  archive: Archive,
  path: string,
): Promise<{ firstSheetRelationship: string | undefined; date1904: boolean }> {
  let firstSheetRelationship: string | undefined;
  let date1904 = false;
  for await (const batch of xmlEvents(await archive.open(path))) {
    for (const event of batch) {
      if (event.kind !== 'open') continue;
      if (event.name === 'workbookPr') {
        const flag = event.attributes.date1904;
        date1904 = flag === '1' || flag === 'true';
      }
      if (event.name === 'sheet' && firstSheetRelationship === undefined) {
        // The relationship id is `r:id` under whatever prefix the writer chose.
        firstSheetRelationship = Object.entries(event.attributes).find(([name]) => /:id$/.test(name))?.[1];
      }
    }
  }
  return { firstSheetRelationship, date1904 };
}

/**
 * Each shared string as plain text: rich-text runs joined, phonetic guides (`rPh`, the furigana
 * of Japanese files) left out.
 */
async function readSharedStrings(archive: Archive, path: string): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  for await (const batch of xmlEvents(await archive.open(path))) {
    for (const event of batch) {
      if (event.kind === 'open') {
        if (event.name === 'si') current = '';
        else if (event.name === 'rPh') phonetic++;
        else if (event.name === 't') inText = phonetic === 0;
      } else if (event.kind === 'close') {
        if (event.name === 'si') {
          strings.push(current ?? '');
          current = null;
        } else if (event.name === 'rPh') phonetic--;
        else if (event.name === 't') inText = false;
      } else if (inText && current !== null) {
        current += event.text;
      }
    }
  }
  return strings;
}

/** Whether each cell style (`cellXfs`, in order) formats numbers as dates. */
async function readDateStyles(archive: Archive, path: string): Promise<boolean[]> {
  const codes = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellStyles = false;
  for await (const batch of xmlEvents(await archive.open(path))) {
    for (const event of batch) {
      if (event.kind === 'open') {
        if (event.name === 'numFmt') codes.set(Number(event.attributes.numFmtId), event.attributes.formatCode ?? '');
        else if (event.name === 'cellXfs') inCellStyles = true;
        else if (event.name === 'xf' && inCellStyles) styleFormats.push(Number(event.attributes.numFmtId ?? 0));
      } else if (event.kind === 'close' && event.name === 'cellXfs') {
        inCellStyles = false;
      }
    }
  }
  return styleFormats.map((id) => isDateFormat(id, codes.get(id)));
}
