import { PATENT_LIMITS } from '@cityip/contracts';
import type { LicenceRecord, PatentRecord } from './patent-record.js';

/*
 * The answers state PATENT_LIMITS for every stored patent, and the serializer refuses a value
 * beyond them, so nothing may store one: the import reports the row, the generator stops. Numbers,
 * dates, classification codes, districts and industries are bounded by their formats already.
 */

/** A field a bound applies to, named as the import's column. */
export type BoundedField =
  | 'kindCode'
  | 'title'
  | 'abstract'
  | 'firstClaim'
  | 'applicantAddress'
  | 'applicants'
  | 'inventors'
  | 'ipcCodes'
  | 'cpcCodes'
  | 'legalHistory'
  | 'licenceConditions'
  | 'licenceContactName'
  | 'licenceContactPhone'
  | 'licenceContactEmail';

/**
 * A value beyond its bound: `text` longer than `limit` characters, a list of more than `limit`
 * `items`, or one `item` of a list (`value`) longer than `limit` characters.
 */
export interface LimitProblem {
  field: BoundedField;
  kind: 'text' | 'items' | 'item';
  limit: number;
  value?: string;
}

/** What of a patent the bounds apply to; the import checks it before a record exists. */
export interface BoundedValues {
  kindCode: string;
  title: string;
  abstract: string;
  firstClaim: string;
  applicantAddress: string;
  applicants: readonly string[];
  inventors: readonly string[];
  ipcCodes: readonly string[];
  cpcCodes: readonly string[];
  legalHistory: readonly unknown[];
  licence?: Pick<LicenceRecord, 'conditions' | 'contactName' | 'contactPhone' | 'contactEmail'> | null;
}

/** Every value of `v` beyond its bound in PATENT_LIMITS, in column order. */
export function limitProblems(v: BoundedValues): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const text = (field: BoundedField, value: string, limit: number) => {
    if (value.length > limit) problems.push({ field, kind: 'text', limit });
  };
  const list = (field: BoundedField, values: readonly string[], limit: number, itemLimit: number) => {
    if (values.length > limit) problems.push({ field, kind: 'items', limit });
    const long = values.find((value) => value.length > itemLimit);
    if (long !== undefined) problems.push({ field, kind: 'item', limit: itemLimit, value: long });
  };
  text('kindCode', v.kindCode, PATENT_LIMITS.code);
  text('title', v.title, PATENT_LIMITS.title);
  text('abstract', v.abstract, PATENT_LIMITS.abstract);
  text('firstClaim', v.firstClaim, PATENT_LIMITS.firstClaim);
  text('applicantAddress', v.applicantAddress, PATENT_LIMITS.applicantAddress);
  list('applicants', v.applicants, PATENT_LIMITS.applicants, PATENT_LIMITS.applicantName);
  list('inventors', v.inventors, PATENT_LIMITS.inventors, PATENT_LIMITS.inventorName);
  list('ipcCodes', v.ipcCodes, PATENT_LIMITS.classifications, PATENT_LIMITS.code);
  list('cpcCodes', v.cpcCodes, PATENT_LIMITS.classifications, PATENT_LIMITS.code);
  if (v.legalHistory.length > PATENT_LIMITS.legalEvents) {
    problems.push({ field: 'legalHistory', kind: 'items', limit: PATENT_LIMITS.legalEvents });
  }
  if (v.licence) {
    text('licenceConditions', v.licence.conditions, PATENT_LIMITS.licenceConditions);
    text('licenceContactName', v.licence.contactName, PATENT_LIMITS.contactName);
    text('licenceContactPhone', v.licence.contactPhone, PATENT_LIMITS.contactPhone);
    text('licenceContactEmail', v.licence.contactEmail, PATENT_LIMITS.contactEmail);
  }
  return problems;
}

/**
 * `record` as it is, or an error naming the first bound it breaks: a generated patent gets its
 * names and addresses from the city name and profile, which configuration could make too long.
 */
export function withinLimits(record: PatentRecord): PatentRecord {
  const [problem] = limitProblems({ ...record, applicants: record.applicants.map((a) => a.name) });
  if (!problem) return record;
  const what =
    problem.kind === 'items'
      ? `has more than ${problem.limit} entries`
      : `${problem.kind === 'item' ? 'has an entry' : 'is'} longer than ${problem.limit} characters`;
  throw new Error(
    `generated patent ${record.applicationNumber}: ${problem.field} ${what} (is CITY_NAME or a name of the city profile too long?)`,
  );
}
