import type { LegalStatus, PatentType } from '@cityip/patent-query';
import type { LegalEvent } from '../patents.tables.js';

export type ApplicantKind = 'company' | 'university' | 'hospital' | 'institute' | 'individual';

/** An applicant as the corpus knows it; loaders upsert applicants by name. */
export interface ApplicantRecord {
  name: string;
  kind: ApplicantKind;
  /** District code of the city profile, null outside the city. */
  district: string | null;
}

/** An open-licence offer (开放许可) as stored in `patent_licences`. Dates are `YYYY-MM-DD`. */
export interface LicenceRecord {
  feeMode: 'lumpSum' | 'royalty' | 'mixed';
  annualFee: number | null;
  royaltyRate: number | null;
  termYears: number;
  declaredOn: string;
  validUntil: string;
  conditions: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

/**
 * One patent as the generator yields it and an import reads it: the fields of the wide
 * `patents` row (applicants with their kind and district) and the licence offer. Dates are
 * `YYYY-MM-DD`; classification codes are in the compact canonical form (`G06F17/30`).
 */
export interface PatentRecord {
  applicationNumber: string;
  /** For a granted invention the grant publication (`…B`), else the first publication. */
  publicationNumber: string;
  kindCode: string;
  patentType: PatentType;
  title: string;
  abstract: string;
  firstClaim: string;
  applicants: ApplicantRecord[];
  inventors: string[];
  applicantAddress: string;
  district: string | null;
  ipcMain: string | null;
  ipcCodes: string[];
  cpcCodes: string[];
  applicationDate: string;
  /** The first publication (utility models and designs: the grant announcement). */
  publicationDate: string;
  grantDate: string | null;
  legalStatus: LegalStatus;
  legalHistory: LegalEvent[];
  industry: string | null;
  citations: number;
  /** The offer; null removes a stored one; undefined leaves it as stored (an import without licence columns). */
  licence?: LicenceRecord | null;
}

/** A record with its `patent_search.tokens` literal already built (by a worker thread). */
export interface IndexedPatentRecord extends PatentRecord {
  tokens: string;
}
