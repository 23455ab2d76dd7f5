import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_FILING_DATE, PATENT_LIMITS as L } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CORPUS_AS_OF } from '../../../test/patent-corpus.js';
import { createPatentTestApp, type PatentTestApp } from '../../../test/patent-fixtures.js';
import { formatApplicationNumber } from './corpus/application-number.js';
import { type ImportSummary, importPatentFile, type RowError } from './corpus/import/import-patents.js';

/*
 * The answers state PATENT_LIMITS for every stored patent: a patent with every field at its bound
 * is imported and served by every answer that carries it, one beyond them is refused row by row.
 */

const SENTENCE = '一种基于深度学习的电池管理方法，包括采集电压数据并估计荷电状态；';
const fill = (length: number) => SENTENCE.repeat(Math.ceil(length / SENTENCE.length)).slice(0, length);
/** `count` different texts of `length` characters. */
const texts = (count: number, length: number) =>
  Array.from({ length: count }, (_, i) => `${String(i).padStart(3, '0')}${fill(length - 3)}`);
/** `count` different IPC codes. */
const codes = (count: number) => Array.from({ length: count }, (_, i) => `G06F${i + 1}/00`);
const events = (count: number) => Array.from({ length: count }, () => ({ date: '1988-01-01', code: 'granted' }));

const PATENT = {
  applicationNumber: formatApplicationNumber(2021, 'invention', 990_001),
  publicationNumber: 'CN119900001B',
  kindCode: 'B'.repeat(L.code),
  title: fill(L.title),
  abstract: fill(L.abstract),
  firstClaim: fill(L.firstClaim),
  applicants: texts(L.applicants, L.applicantName),
  inventors: texts(L.inventors, L.inventorName),
  applicantAddress: fill(L.applicantAddress),
  ipcCodes: codes(L.classifications),
  cpcCodes: codes(L.classifications),
  applicationDate: FIRST_FILING_DATE,
  publicationDate: '1986-10-01',
  grantDate: '1988-01-01',
  legalStatus: 'valid',
  legalHistory: events(L.legalEvents),
};
const LICENCE = {
  licenceFeeMode: 'lumpSum',
  licenceAnnualFee: 1000,
  licenceTermYears: 3,
  licenceDeclaredOn: TEST_CORPUS_AS_OF,
  licenceValidUntil: '2099-12-31',
  licenceConditions: fill(L.licenceConditions),
  licenceContactName: fill(L.contactName),
  licenceContactPhone: '0'.repeat(L.contactPhone),
  licenceContactEmail: `${'a'.repeat(L.contactEmail - 12)}@example.com`,
};
const AT_LIMITS = { ...PATENT, ...LICENCE };

const OVER_LIMITS = {
  ...AT_LIMITS,
  applicationNumber: formatApplicationNumber(2021, 'invention', 990_002),
  kindCode: 'B'.repeat(L.code + 1),
  title: fill(L.title + 1),
  abstract: fill(L.abstract + 1),
  firstClaim: fill(L.firstClaim + 1),
  applicants: [...AT_LIMITS.applicants, fill(L.applicantName + 1)],
  inventors: [...AT_LIMITS.inventors, fill(L.inventorName + 1)],
  applicantAddress: fill(L.applicantAddress + 1),
  ipcCodes: codes(L.classifications + 1),
  cpcCodes: codes(L.classifications + 1),
  applicationDate: '1985-03-31',
  legalHistory: events(L.legalEvents + 1),
  licenceDeclaredOn: '2026-07-01',
  licenceConditions: fill(L.licenceConditions + 1),
  licenceContactName: fill(L.contactName + 1),
  licenceContactPhone: '0'.repeat(L.contactPhone + 1),
  licenceContactEmail: `a${AT_LIMITS.licenceContactEmail}`,
};

const directory = mkdtempSync(join(tmpdir(), 'cityip-limits-'));
let p: PatentTestApp;
let imported: { summary: ImportSummary; errors: RowError[] };
let id: number;

beforeAll(async () => {
  p = await createPatentTestApp();
  const path = join(directory, 'limits.jsonl');
  writeFileSync(path, [AT_LIMITS, OVER_LIMITS].map((row) => JSON.stringify(row)).join('\n'));
  const errors: RowError[] = [];
  const summary = await importPatentFile(p.t.db, path, {
    profile: p.t.config.cityProfile,
    today: TEST_CORPUS_AS_OF,
    onError: (error) => errors.push(error),
  });
  imported = { summary, errors };
  const found = await p.get(`/api/data/patents?q=${encodeURIComponent(`AN=(${AT_LIMITS.applicationNumber})`)}`);
  id = found.json().data.items[0]?.id;
});
afterAll(async () => {
  await p.t.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('patents at the bounds the answers state', () => {
  it('imports a patent at every bound and refuses one beyond, naming each field and its limit', () => {
    expect(imported.summary).toMatchObject({ rows: 2, inserted: 1, failed: 1 });
    const chars = (limit: number) => `超过 ${limit} 个字符`;
    const items = (limit: number) => `超过 ${limit} 项`;
    expect(imported.errors.map((e) => [e.row, e.column, e.message.zh])).toEqual([
      [2, 'applicationDate', `不能早于 ${FIRST_FILING_DATE}（专利法施行日）`],
      [2, 'licenceDeclaredOn', '不能晚于今天'],
      [2, 'kindCode', chars(L.code)],
      [2, 'title', chars(L.title)],
      [2, 'abstract', chars(L.abstract)],
      [2, 'firstClaim', chars(L.firstClaim)],
      [2, 'applicantAddress', chars(L.applicantAddress)],
      [2, 'applicants', items(L.applicants)],
      [2, 'applicants', `“${SENTENCE.slice(0, 20)}…”${chars(L.applicantName)}`],
      [2, 'inventors', items(L.inventors)],
      [2, 'inventors', `“${SENTENCE.slice(0, 20)}…”${chars(L.inventorName)}`],
      [2, 'ipcCodes', items(L.classifications)],
      [2, 'cpcCodes', items(L.classifications)],
      [2, 'legalHistory', items(L.legalEvents)],
      [2, 'licenceConditions', chars(L.licenceConditions)],
      [2, 'licenceContactName', chars(L.contactName)],
      [2, 'licenceContactPhone', chars(L.contactPhone)],
      [2, 'licenceContactEmail', chars(L.contactEmail)],
    ]);
    expect(imported.errors[2]?.message.en).toBe(`is longer than ${L.code} characters`);
    expect(imported.errors[7]?.message.en).toBe(`has more than ${L.applicants} entries`);
  });

  it('serves the patent at every bound in full: detail, results, facets, analysis, licences, applicants', async () => {
    const ok = async (url: string) => {
      const response = await p.get(url);
      expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
      return response.json().data;
    };
    const detail = await ok(`/api/data/patents/${id}`);
    expect(detail).toMatchObject({
      ...PATENT,
      licence: {
        conditions: LICENCE.licenceConditions,
        contactName: LICENCE.licenceContactName,
        contactPhone: LICENCE.licenceContactPhone,
        contactEmail: LICENCE.licenceContactEmail,
      },
    });
    const q = encodeURIComponent(`TI=(电池管理) and AN=(${AT_LIMITS.applicationNumber})`);
    const results = await ok(`/api/data/patents?q=${q}`);
    expect(results.items[0].titleHighlight.some((run: { hit: boolean }) => run.hit)).toBe(true);
    const facets = await ok(`/api/data/patents/facets?q=${q}`);
    expect(facets.facets.applicant[0].value).toHaveLength(L.applicantName);
    await ok(`/api/data/patents/analysis?q=${q}`);
    const offers = await ok(`/api/data/licences?q=${AT_LIMITS.applicationNumber}`);
    expect(offers.items[0].patent.inventors).toHaveLength(L.inventors);
    const applicants = await ok(`/api/data/applicants?name=${encodeURIComponent(AT_LIMITS.applicants[0] ?? '')}`);
    expect(applicants.items.map((a: { name: string }) => a.name)).toEqual([AT_LIMITS.applicants[0]]);
  });

  it('exports the patent at every bound', async () => {
    const response = await p.get(`/api/data/patents/export?q=AN%3D(${AT_LIMITS.applicationNumber})&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(AT_LIMITS.abstract);
  });
});
