import { describe, expect, it } from 'vitest';
import {
  ApplicantQuerySchema,
  EXPORT_COLUMNS,
  LicenceQuerySchema,
  PATENT_LIMITS,
  PatentDetailSchema,
  PatentExportQuerySchema,
  PatentSearchQuerySchema,
} from '../src/index.js';
import { describeLimitEdges } from './limit-edges.js';

describe('limits of the patent search', () => {
  describeLimitEdges([
    {
      name: 'PatentSearchQuerySchema',
      schema: PatentSearchQuerySchema,
      valid: { q: 'TI=(电池)', page: 1, pageSize: 20, sort: 'relevance' },
    },
    // Every column once is the longest selection, so its edge is the whole list.
    {
      name: 'PatentExportQuerySchema',
      schema: PatentExportQuerySchema,
      valid: { q: 'TI=(电池)', columns: EXPORT_COLUMNS.join(','), format: 'csv' },
    },
    { name: 'ApplicantQuerySchema', schema: ApplicantQuerySchema, valid: { name: '科技' } },
    { name: 'LicenceQuerySchema', schema: LicenceQuerySchema, valid: { q: '电池', industry: 'ngit' } },
  ]);

  it('answers a patent holding every field at its bound, and no more', () => {
    const fill = (length: number) => '专'.repeat(length);
    const day = '2021-03-05';
    const detail = {
      id: 1,
      applicationNumber: 'CN202110123456.7',
      publicationNumber: 'CN112345678B',
      title: fill(PATENT_LIMITS.title),
      patentType: 'invention',
      legalStatus: 'valid',
      applicants: Array.from({ length: PATENT_LIMITS.applicants }, () => fill(PATENT_LIMITS.applicantName)),
      inventors: Array.from({ length: PATENT_LIMITS.inventors }, () => fill(PATENT_LIMITS.inventorName)),
      ipcMain: 'G06F17/30',
      applicationDate: day,
      publicationDate: day,
      grantDate: day,
      district: 'yunhu',
      industry: 'ngit',
      openLicence: true,
      kindCode: 'B',
      abstract: fill(PATENT_LIMITS.abstract),
      firstClaim: fill(PATENT_LIMITS.firstClaim),
      applicantAddress: fill(PATENT_LIMITS.applicantAddress),
      ipcCodes: Array.from({ length: PATENT_LIMITS.classifications }, () => 'G06F17/30'),
      cpcCodes: Array.from({ length: PATENT_LIMITS.classifications }, () => 'G06F17/30'),
      legalHistory: Array.from({ length: PATENT_LIMITS.legalEvents }, () => ({ date: day, code: 'granted' })),
      citations: 0,
      licence: {
        feeMode: 'lumpSum',
        annualFee: 1000,
        royaltyRate: null,
        termYears: 3,
        declaredOn: day,
        validUntil: day,
        conditions: fill(PATENT_LIMITS.licenceConditions),
        contactName: fill(PATENT_LIMITS.contactName),
        contactPhone: '0'.repeat(PATENT_LIMITS.contactPhone),
        contactEmail: `${'a'.repeat(PATENT_LIMITS.contactEmail - 12)}@example.com`,
      },
    };
    expect(PatentDetailSchema.safeParse(detail).error?.issues ?? []).toEqual([]);
    const over = { ...detail, abstract: fill(PATENT_LIMITS.abstract + 1), inventors: [...detail.inventors, '李明'] };
    const issues = PatentDetailSchema.safeParse(over).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([
      ['inventors', 'too_big'],
      ['abstract', 'too_big'],
    ]);
  });
});
