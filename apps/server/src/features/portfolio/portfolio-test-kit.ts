import type { LegalStatus, PatentType } from '@cityip/patent-query';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { identities } from '../identity/identity.tables.js';
import { formatApplicationNumber } from '../patents/corpus/application-number.js';
import { loadPatents } from '../patents/corpus/load/load-patents.js';
import type { PatentRecord } from '../patents/corpus/patent-record.js';
import { registerAccount } from '../verification/verification-test-kit.js';

/** Test helpers of the portfolio suites (test-only code: nothing in the server imports it). */

/** The demo company's authenticated name (demo-identities.ts). */
export const DEMO_COMPANY = '示范科技有限公司';

let serial = 1000;

/** What a test says about a patent; the rest is filled with valid values. */
export interface PatentSpec {
  title: string;
  applicants: string[];
  patentType?: PatentType;
  applicationDate: string;
  grantDate?: string | null;
  legalStatus?: LegalStatus;
}

const KIND: Record<PatentType, { series: string; granted: string }> = {
  invention: { series: '1', granted: 'B' },
  utility: { series: '2', granted: 'U' },
  design: { series: '3', granted: 'S' },
};

/** A stored patent record with a valid, unique application number and publication number. */
export function patentRecord(spec: PatentSpec): PatentRecord {
  serial += 1;
  const patentType = spec.patentType ?? 'invention';
  const grantDate = spec.grantDate === undefined ? null : spec.grantDate;
  const kindCode = patentType === 'invention' && !grantDate ? 'A' : KIND[patentType].granted;
  return {
    applicationNumber: formatApplicationNumber(Number(spec.applicationDate.slice(0, 4)), patentType, serial),
    publicationNumber: `CN${KIND[patentType].series}1${String(serial).padStart(7, '0')}${kindCode}`,
    kindCode,
    patentType,
    title: spec.title,
    abstract: `${spec.title}的摘要。`,
    firstClaim: '',
    applicants: spec.applicants.map((name) => ({ name, kind: 'company', district: null })),
    inventors: ['张工'],
    applicantAddress: '',
    district: null,
    ipcMain: 'G06F17/30',
    ipcCodes: ['G06F17/30'],
    cpcCodes: [],
    applicationDate: spec.applicationDate,
    publicationDate: grantDate ?? spec.applicationDate,
    grantDate,
    legalStatus: spec.legalStatus ?? (grantDate ? 'valid' : 'pending'),
    legalHistory: [],
    industry: null,
    citations: 0,
  };
}

/** Stores the patents of `specs` and returns their records. */
export async function storePatents(t: TestApp, specs: readonly PatentSpec[]): Promise<PatentRecord[]> {
  const records = specs.map(patentRecord);
  await loadPatents(t.db, records, { vacuum: false });
  return records;
}

/**
 * A self-registered company account with a company authentication of `status` under `name`
 * (approved: role `user`, as the review makes it).
 */
export async function companyAccount(
  t: TestApp,
  name: string,
  status: 'approved' | 'pending' | 'rejected' = 'approved',
): Promise<{ token: string; userId: string; email: string }> {
  const account = await registerAccount(t, 'company');
  if (status === 'approved') await t.db.update(users).set({ role: 'user' }).where(eq(users.id, account.userId));
  await t.db.insert(identities).values({
    userId: account.userId,
    kind: 'company',
    status,
    name,
    phoneSealed: 'sealed',
    phoneMasked: '139****0000',
    reviewedAt: status === 'pending' ? null : new Date(),
  });
  return account;
}
