import { LEGAL_STATUSES, PATENT_TYPES } from '@cityip/patent-query';
import { patentTokens } from '../../search-tokens.js';
import { ipcSectionAndClass } from '../classification.js';
import type { IndexedPatentRecord, PatentRecord } from '../patent-record.js';

/** The `patent_search` columns of a record, all but `patent_id` and `applicant_ids`. */
export interface SearchFields {
  tokens: string;
  applicationYear: number;
  patentType: number;
  legalStatus: number;
  ipcSection: string | null;
  ipcClass: string | null;
}

/** The tokens a worker already built, or builds them now (segmentation: the costly part of a load). */
export function tokensOf(record: PatentRecord | IndexedPatentRecord): string {
  if ('tokens' in record) return record.tokens;
  return patentTokens({ ...record, applicants: record.applicants.map((a) => a.name) });
}

/** Facet codes as `patent_search` keeps them: small integers (index in PATENT_TYPES / LEGAL_STATUSES). */
export function searchFields(record: PatentRecord | IndexedPatentRecord): SearchFields {
  const { section, ipcClass } = ipcSectionAndClass(record.ipcMain);
  return {
    tokens: tokensOf(record),
    applicationYear: Number(record.applicationDate.slice(0, 4)),
    patentType: PATENT_TYPES.findIndex((t) => t.code === record.patentType),
    legalStatus: LEGAL_STATUSES.findIndex((s) => s.code === record.legalStatus),
    ipcSection: section,
    ipcClass,
  };
}
