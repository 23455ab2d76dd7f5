import { type CityProfile, FIRST_FILING_DATE } from '@cityip/contracts';
import {
  LEGAL_EVENT_CODES,
  LEGAL_STATUSES,
  PATENT_TYPES,
  type PatentType,
  resolveEnumValue,
} from '@cityip/patent-query';
import type { TableRow } from '../../../../lib/tables/read-table.js';
import type { LegalEvent } from '../../patents.tables.js';
import { parseApplicationNumber } from '../application-number.js';
import { canonicalClassification, industryOfIpc } from '../classification.js';
import type { PatentRecord } from '../patent-record.js';
import { type LimitProblem, limitProblems } from '../record-limits.js';
import { cellDate, cellList, cellNumber, cellText } from './cell-values.js';
import { type Column, type ColumnMapping, LICENCE_COLUMNS } from './columns.js';
import { applicantKind, kindOf, lookupDistrict, lookupIndustry, STATUS_WORDS } from './lookups.js';
import { IMPORT_MESSAGES as M, type Message } from './messages.js';
import { parseLicence } from './parse-licence.js';

/** A problem with one cell (or one row): where it is and what is wrong, in Chinese and English. */
export interface RowError {
  row: number;
  /** The header as written in the file, or the column's English name when the file lacks it. */
  column: string;
  message: Message;
}

export interface ParseContext {
  profile: CityProfile;
  /** No date may be later (`YYYY-MM-DD`). */
  today: string;
}

/**
 * Reads one row into a patent record, or every problem it has. Type, kind code, main IPC,
 * district and industry are derived when their columns are absent: from the application number,
 * the publication number, the IPC list, the address and the main IPC.
 */
export function parseRow(
  row: TableRow,
  mapping: ColumnMapping,
  context: ParseContext,
): { record: PatentRecord; errors?: never } | { errors: RowError[]; record?: never } {
  const errors: RowError[] = [];
  const header = (column: Column) => mapping.headers.get(column) ?? column;
  const fail = (column: Column, message: Message) => errors.push({ row: row.row, column: header(column), message });
  const raw = (column: Column) => {
    const h = mapping.headers.get(column);
    return h === undefined ? undefined : row.cells[h];
  };
  const text = (column: Column) => cellText(raw(column));
  const required = (column: Column) => {
    const value = text(column);
    if (!value) fail(column, mapping.headers.has(column) ? M.required() : M.missingColumn());
    return value;
  };
  const date = (column: Column, needed: boolean) => {
    const value = cellDate(raw(column));
    if (value === undefined) fail(column, M.date(text(column)));
    else if (value === null && needed) fail(column, mapping.headers.has(column) ? M.required() : M.missingColumn());
    else if (value && value > context.today) fail(column, M.future());
    return value ?? null;
  };

  const parsedNumber = parseApplicationNumber(required('applicationNumber'));
  if (text('applicationNumber') && !parsedNumber) fail('applicationNumber', M.applicationNumberFormat());
  if (parsedNumber && parsedNumber.checkDigit !== parsedNumber.expectedCheckDigit) {
    fail('applicationNumber', M.checkDigit(parsedNumber.expectedCheckDigit));
  }
  const publicationNumber = required('publicationNumber').replace(/\s/g, '').toUpperCase();
  if (publicationNumber && !/^CN\d{6,10}([A-Z]\d?)?$/.test(publicationNumber))
    fail('publicationNumber', M.publicationNumberFormat());

  let patentType: PatentType | undefined = parsedNumber?.patentType;
  if (text('patentType')) {
    const written = resolveEnumValue(PATENT_TYPES, text('patentType'));
    if (!written) fail('patentType', M.patentType(text('patentType')));
    else if (parsedNumber && written !== parsedNumber.patentType) fail('patentType', M.typeMismatch());
    else patentType = written;
  }

  const title = required('title');
  const applicantNames = cellList(raw('applicants'));
  if (applicantNames.length === 0)
    fail('applicants', mapping.headers.has('applicants') ? M.required() : M.missingColumn());

  const applicationDate = date('applicationDate', true);
  if (applicationDate && applicationDate < FIRST_FILING_DATE) fail('applicationDate', M.beforeFirstFiling());
  const publicationDate = date('publicationDate', true);
  const grantDate = date('grantDate', false);
  for (const [column, value] of [
    ['publicationDate', publicationDate],
    ['grantDate', grantDate],
  ] as const) {
    if (value && applicationDate && value < applicationDate) fail(column, M.beforeApplication());
  }

  const statusText = required('legalStatus');
  const legalStatus = statusText
    ? (resolveEnumValue(LEGAL_STATUSES, statusText) ?? STATUS_WORDS[statusText])
    : undefined;
  if (statusText && !legalStatus) fail('legalStatus', M.legalStatus(statusText));

  const ipcCodes = classifications('ipcCodes', raw('ipcCodes'), fail);
  const cpcCodes = classifications('cpcCodes', raw('cpcCodes'), fail);
  const ipcMainText = text('ipcMain');
  const ipcMain = ipcMainText ? canonicalClassification(ipcMainText) : (ipcCodes[0] ?? null);
  if (ipcMainText && !ipcMain) fail('ipcMain', M.classification(ipcMainText));
  if (ipcMain && !ipcCodes.includes(ipcMain)) ipcCodes.unshift(ipcMain);

  const address = text('applicantAddress');
  const district = lookupDistrict(text('district'), address, context.profile);
  if (district === undefined) fail('district', M.district(text('district')));
  const industry = text('industry')
    ? lookupIndustry(text('industry'), context.profile)
    : industryOfIpc(ipcMain, context.profile);
  if (industry === undefined) fail('industry', M.industry(text('industry')));

  const citations = cellNumber(raw('citations'));
  if (citations === undefined || (citations !== null && (!Number.isInteger(citations) || citations < 0))) {
    fail('citations', M.integer(text('citations')));
  }
  const history = legalHistory(raw('legalHistory'), (value) => fail('legalHistory', M.legalEvent(value)));
  const hasLicence = LICENCE_COLUMNS.some((c) => mapping.headers.has(c));
  const licence = hasLicence ? parseLicence(raw, text, fail, context.today) : undefined;
  const writtenKindCode = text('kindCode').toUpperCase();
  const inventors = cellList(raw('inventors'));
  const bounded = {
    kindCode: writtenKindCode,
    title,
    abstract: text('abstract'),
    firstClaim: text('firstClaim'),
    applicantAddress: address,
    applicants: applicantNames,
    inventors,
    ipcCodes,
    cpcCodes,
    legalHistory: history ?? [],
    // The cells as written: an offer with other problems has its lengths checked too.
    licence: hasLicence
      ? {
          conditions: text('licenceConditions'),
          contactName: text('licenceContactName'),
          contactPhone: text('licenceContactPhone'),
          contactEmail: text('licenceContactEmail'),
        }
      : null,
  };
  for (const problem of limitProblems(bounded)) fail(problem.field, limitMessage(problem));

  if (errors.length > 0 || !parsedNumber || !patentType || !legalStatus || !applicationDate || !publicationDate) {
    return { errors };
  }
  const kindCode = writtenKindCode || kindOf(patentType, publicationNumber, grantDate);
  return {
    record: {
      applicationNumber: parsedNumber.canonical,
      publicationNumber,
      kindCode,
      patentType,
      title,
      abstract: bounded.abstract,
      firstClaim: bounded.firstClaim,
      applicants: applicantNames.map((name, i) => ({
        name,
        kind: applicantKind(name),
        district: i === 0 ? (district ?? null) : null,
      })),
      inventors,
      applicantAddress: address,
      district: district ?? null,
      ipcMain,
      ipcCodes,
      cpcCodes,
      applicationDate,
      publicationDate,
      grantDate,
      legalStatus,
      legalHistory: history ?? derivedHistory(patentType, applicationDate, publicationDate, grantDate),
      industry: industry ?? null,
      citations: citations ?? 0,
      licence,
    },
  };
}

/** What a row error says of a value beyond the bound the answers state (PATENT_LIMITS). */
function limitMessage(problem: LimitProblem): Message {
  if (problem.kind === 'items') return M.tooMany(problem.limit);
  return problem.kind === 'item' ? M.itemTooLong(problem.value ?? '', problem.limit) : M.tooLong(problem.limit);
}

function classifications(column: Column, value: unknown, fail: (column: Column, message: Message) => void): string[] {
  const codes: string[] = [];
  for (const written of cellList(value)) {
    const code = canonicalClassification(written);
    if (code) {
      if (!codes.includes(code)) codes.push(code);
    } else fail(column, M.classification(written));
  }
  return codes;
}

/** `2020-01-02 filed; 2021-07-02 published` or a JSON array of `{date, code}`; undefined when absent. */
function legalHistory(value: unknown, fail: (value: string) => void): LegalEvent[] | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parts: unknown[] = Array.isArray(value) ? value : cellList(value);
  const events: LegalEvent[] = [];
  for (const part of parts) {
    const [dateText, code] =
      typeof part === 'object' && part !== null
        ? [cellText((part as { date?: unknown }).date), cellText((part as { code?: unknown }).code)]
        : cellText(part).split(/\s+/);
    const date = cellDate(dateText);
    if (!date || !code || !(LEGAL_EVENT_CODES as readonly string[]).includes(code))
      fail(cellText(typeof part === 'object' ? JSON.stringify(part) : part));
    else events.push({ date, code });
  }
  return events.sort((a, b) => a.date.localeCompare(b.date));
}

/** The events the dates tell when a file has no legal history. */
function derivedHistory(type: PatentType, filed: string, published: string, granted: string | null): LegalEvent[] {
  const events: LegalEvent[] = [{ date: filed, code: 'filed' }];
  if (type === 'invention' || !granted) events.push({ date: published, code: 'published' });
  if (granted) events.push({ date: granted, code: 'granted' });
  return events;
}
