import {
  type CityProfile,
  type CorrectableField,
  FIRST_FILING_DATE,
  type MessageKey,
  type PatentFieldValue,
} from '@cityip/contracts';
import type { LegalStatus } from '@cityip/patent-query';
import { canonicalClassification } from './classification.js';
import { applicantKind, lookupDistrict, lookupIndustry } from './import/lookups.js';
import type { PatentRecord } from './patent-record.js';

/*
 * The correctable fields of a patent record (issue 26) as one kind of value each, so a staff
 * correction, the record it applies to and an import's row can be compared and combined.
 */

/** A correctable field's value in `record` (applicants by name). */
export function recordFieldValue(record: PatentRecord, field: CorrectableField): PatentFieldValue {
  if (field === 'applicants') return record.applicants.map((a) => a.name);
  const value = record[field];
  return Array.isArray(value) ? [...value] : value;
}

/**
 * `record` with `field` set to `value`, as an import of that value would have read it: a new
 * applicant's kind from its name (the first applicant in the patent's district), a main IPC code
 * also among the IPC codes.
 */
export function withFieldValue(record: PatentRecord, field: CorrectableField, value: PatentFieldValue): PatentRecord {
  switch (field) {
    case 'applicants': {
      const known = new Map(record.applicants.map((a) => [a.name, a]));
      const names = (value as string[]) ?? [];
      return {
        ...record,
        applicants: names.map(
          (name, i) =>
            known.get(name) ?? { name, kind: applicantKind(name), district: i === 0 ? record.district : null },
        ),
      };
    }
    case 'ipcMain': {
      const ipcMain = value as string | null;
      const ipcCodes = ipcMain && !record.ipcCodes.includes(ipcMain) ? [ipcMain, ...record.ipcCodes] : record.ipcCodes;
      return { ...record, ipcMain, ipcCodes };
    }
    case 'legalStatus':
      return { ...record, legalStatus: value as LegalStatus };
    default:
      return { ...record, [field]: value } as PatentRecord;
  }
}

/** What is wrong with a corrected value that the contract's schema cannot tell. */
export interface ValueProblem {
  message: MessageKey;
  params?: Record<string, string>;
}

/**
 * A corrected value (already checked by the field's schema) against the city and the rest of the
 * record: classification codes in their canonical form, a district or industry of the city, dates
 * in order and not after `today`. Answers the value as stored, or the problem.
 */
export function checkFieldValue(
  record: PatentRecord,
  field: CorrectableField,
  value: PatentFieldValue,
  context: { profile: CityProfile; today: string },
): { value: PatentFieldValue } | { problem: ValueProblem } {
  const problem = (message: MessageKey, params?: Record<string, string>) => ({ problem: { message, params } });
  switch (field) {
    case 'ipcMain':
    case 'ipcCodes':
    case 'cpcCodes': {
      if (value === null) return { value };
      const codes: string[] = [];
      for (const written of typeof value === 'string' ? [value] : value) {
        const code = canonicalClassification(written);
        if (!code) return problem('validation.patentClassification', { value: written });
        if (!codes.includes(code)) codes.push(code);
      }
      return { value: typeof value === 'string' ? (codes[0] as string) : codes };
    }
    case 'district': {
      if (value === null) return { value };
      const code = lookupDistrict(value as string, '', context.profile);
      return code ? { value: code } : problem('validation.patentDistrict', { value: value as string });
    }
    case 'industry': {
      if (value === null) return { value };
      const code = lookupIndustry(value as string, context.profile);
      return code ? { value: code } : problem('validation.patentIndustry', { value: value as string });
    }
    case 'applicationDate':
    case 'publicationDate':
    case 'grantDate':
      return checkDate(record, field, value as string | null, context.today) ?? { value };
    default:
      return { value };
  }
}

function checkDate(
  record: PatentRecord,
  field: 'applicationDate' | 'publicationDate' | 'grantDate',
  value: string | null,
  today: string,
): { problem: ValueProblem } | null {
  const problem = (message: MessageKey, params?: Record<string, string>) => ({ problem: { message, params } });
  if (value === null) return null;
  if (value > today) return problem('validation.patentDateFuture');
  if (field !== 'applicationDate') {
    return value < record.applicationDate
      ? problem('validation.patentBeforeApplication', { date: record.applicationDate })
      : null;
  }
  if (value < FIRST_FILING_DATE) return problem('validation.patentBeforeFirstFiling', { date: FIRST_FILING_DATE });
  const earliest = [record.publicationDate, record.grantDate].filter((d): d is string => d !== null).sort()[0];
  return earliest && value > earliest ? problem('validation.patentAfterPublication', { date: earliest }) : null;
}
