import { PATENT_LIMITS } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPatentTestApp,
  FIXTURE_PATENTS,
  fixturePatent,
  type PatentTestApp,
} from '../../../test/patent-fixtures.js';

let p: PatentTestApp;
beforeAll(async () => {
  p = await createPatentTestApp();
});
afterAll(() => p.t.close());

const data = async (url: string) => {
  const response = await p.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('GET /api/data/patents/:id', () => {
  it('returns the whole patent with its standing licence offer', async () => {
    const dl1 = fixturePatent('dl1');
    const detail = await data(`/api/data/patents/${p.ids.get('dl1')}`);
    expect(detail).toMatchObject({
      id: p.ids.get('dl1'),
      applicationNumber: dl1.applicationNumber,
      publicationNumber: dl1.publicationNumber,
      kindCode: 'B',
      title: dl1.title,
      abstract: dl1.abstract,
      firstClaim: dl1.claim,
      ipcCodes: ['G06N3/08', 'G06T7/00'],
      cpcCodes: ['G06N3/084'],
      legalHistory: [
        { date: '2019-03-15', code: 'filed' },
        { date: '2020-09-15', code: 'published' },
        { date: '2021-09-15', code: 'granted' },
      ],
      openLicence: true,
      licence: {
        feeMode: 'lumpSum',
        annualFee: 50000,
        royaltyRate: null,
        termYears: 3,
        declaredOn: '2024-03-01',
        validUntil: '2099-12-31',
        contactName: '许可联系人',
      },
    });
    expect(detail).not.toHaveProperty('titleHighlight');
  });

  it('shows no licence once the offer has ended', async () => {
    const detail = await data(`/api/data/patents/${p.ids.get('chg1')}`);
    expect(detail).toMatchObject({ openLicence: false, licence: null });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await p.get('/api/data/patents/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, msg: '专利不存在', data: null });
    const english = await p.get('/api/data/patents/99999999', { 'accept-language': 'en-US' });
    expect(english.json().msg).toBe('Patent not found.');
    expect((await p.get('/api/data/patents/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/data/applicants', () => {
  it('finds applicants by a part of the name with their counts, most patents first', async () => {
    const page = await data(`/api/data/applicants?name=${encodeURIComponent('科技')}`);
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        name: '云湖智能科技有限公司',
        kind: 'company',
        district: 'yunhu',
        patentCount: 6,
        inventionCount: 4,
        validCount: 5,
      },
      {
        id: expect.any(Number),
        name: '南港环保科技有限公司',
        kind: 'company',
        district: 'nangang',
        patentCount: 3,
        inventionCount: 2,
        validCount: 2,
      },
    ]);
  });

  it('pages through all applicants; ties keep insertion order', async () => {
    const first = await data('/api/data/applicants?pageSize=3');
    expect(first.total).toBe(11);
    expect(first.items.map((a: { name: string }) => a.name)).toEqual([
      '青禾大学',
      '云湖智能科技有限公司',
      '海滨新能源汽车股份有限公司',
    ]);
    const last = await data('/api/data/applicants?pageSize=3&page=4');
    expect(last.items.map((a: { name: string; patentCount: number }) => [a.name, a.patentCount])).toEqual([
      ['华南电子技术有限公司', 2],
      ["O'Brien Data Systems Ltd.", 1],
    ]);
    const beyond = await data('/api/data/applicants?pageSize=3&page=9');
    expect(beyond).toMatchObject({ items: [], total: 11 });
  });

  it('takes a name as long as a stored one, and refuses a longer one in the caller language', async () => {
    const name = (length: number) => encodeURIComponent('科'.repeat(length));
    expect((await data(`/api/data/applicants?name=${name(PATENT_LIMITS.applicantName)}`)).total).toBe(0);
    for (const [locale, message] of [
      ['zh-CN', '内容过长'],
      ['en-US', 'This is too long.'],
    ] as const) {
      const response = await p.get(`/api/data/applicants?name=${name(PATENT_LIMITS.applicantName + 1)}`, {
        'accept-language': locale,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors).toEqual([{ field: 'name', message }]);
    }
  });

  it('takes pattern characters literally', async () => {
    for (const name of ['%', '_', '\\']) {
      expect((await data(`/api/data/applicants?name=${encodeURIComponent(name)}`)).total).toBe(0);
    }
    expect((await data(`/api/data/applicants?name=${encodeURIComponent("o'brien")}`)).total).toBe(1);
  });
});

describe('key industries', () => {
  const lastYear = new Date().getUTCFullYear() - 1;
  const appliedIn = (industry: string, year: number) =>
    [...FIXTURE_PATENTS.values()].filter((f) => f.industry === industry && f.applied.startsWith(String(year))).length;

  it('lists every industry of the profile with its headline figures', async () => {
    const list = await data('/api/data/industries');
    expect(list.map((i: { code: string }) => i.code)).toEqual([
      'ngit',
      'equipment',
      'biomed',
      'nev',
      'materials',
      'green',
    ]);
    expect(list[0]).toEqual({
      code: 'ngit',
      patentCount: 9,
      inventionCount: 8,
      validCount: 6,
      lastYearCount: appliedIn('ngit', lastYear),
      previousYearCount: appliedIn('ngit', lastYear - 1),
      openLicenceCount: 2,
    });
    const counts = Object.fromEntries(
      list.map((i: { code: string; patentCount: number; openLicenceCount: number }) => [
        i.code,
        [i.patentCount, i.openLicenceCount],
      ]),
    );
    // nev's second offer (chg1) has ended.
    expect(counts).toEqual({
      ngit: [9, 2],
      equipment: [5, 1],
      biomed: [5, 1],
      nev: [6, 1],
      materials: [4, 0],
      green: [4, 1],
    });
  });

  it('details one industry', async () => {
    const ngit = await data('/api/data/industries/ngit');
    expect(ngit).toMatchObject({ code: 'ngit', patentCount: 9, inventionCount: 8, validCount: 6, openLicenceCount: 2 });
    expect(ngit.byYear).toEqual([
      { year: 2015, patentType: 'invention', count: 1 },
      { year: 2017, patentType: 'invention', count: 1 },
      { year: 2018, patentType: 'invention', count: 1 },
      { year: 2019, patentType: 'invention', count: 2 },
      { year: 2020, patentType: 'invention', count: 1 },
      { year: 2021, patentType: 'utility', count: 1 },
      { year: 2022, patentType: 'invention', count: 1 },
      { year: 2023, patentType: 'invention', count: 1 },
    ]);
    expect(ngit.topApplicants).toEqual([
      { value: '云湖智能科技有限公司', count: 5 },
      { value: '青禾大学', count: 3 },
      { value: "O'Brien Data Systems Ltd.", count: 1 },
      { value: '华南电子技术有限公司', count: 1 },
    ]);
    expect(ngit.byDistrict).toEqual([
      { value: '云湖区', count: 5 },
      { value: '青禾区', count: 2 },
    ]);
    expect(ngit.byIpcSubclass).toEqual([
      { value: 'G06F', count: 2 },
      { value: 'G06N', count: 2 },
      { value: 'H01L', count: 2 },
      { value: 'G06Q', count: 1 },
      { value: 'G06T', count: 1 },
      { value: 'H04W', count: 1 },
    ]);
  });

  it('answers 404 for an industry the profile does not have', async () => {
    const response = await p.get('/api/data/industries/space');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: '产业不存在', data: null });
  });
});

describe('GET /api/data/licences', () => {
  const keys = (page: { items: { patent: { applicationNumber: string } }[] }) =>
    page.items.map(
      (i) => [...FIXTURE_PATENTS.values()].find((f) => f.applicationNumber === i.patent.applicationNumber)?.key,
    );

  it('lists standing offers, newest declaration first', async () => {
    const page = await data('/api/data/licences');
    expect(page.total).toBe(6);
    expect(keys(page)).toEqual(['robot1', 'db1', 'water1', 'dl1', 'bat1', 'drug1']);
    expect(page.items[0]).toMatchObject({
      patent: { title: '工业机器人关节减速器', openLicence: true, industry: 'equipment' },
      licence: { feeMode: 'royalty', annualFee: null, royaltyRate: 2.5, termYears: 4, contactPhone: '0755-12345678' },
    });
  });

  it('filters by keyword, applicant, number, industry, type, fee mode and fee ceiling', async () => {
    const query = async (params: string) => keys(await data(`/api/data/licences?${params}`));
    expect(await query(`q=${encodeURIComponent('深度学习')}`)).toEqual(['dl1']);
    expect(await query(`q=${encodeURIComponent('海滨')}`)).toEqual(['bat1']);
    expect(await query(`q=${encodeURIComponent(fixturePatent('water1').applicationNumber)}`)).toEqual(['water1']);
    expect(await query(`q=${encodeURIComponent('。')}`)).toEqual([]);
    expect(await query('industry=ngit')).toEqual(['db1', 'dl1']);
    expect(await query('patentType=utility')).toEqual([]);
    expect(await query('feeMode=royalty')).toEqual(['robot1', 'db1']);
    expect(await query('maxAnnualFee=60000')).toEqual(['robot1', 'db1', 'water1', 'dl1']);
    expect(await query('sort=annualFee')).toEqual(['robot1', 'db1', 'water1', 'dl1', 'bat1', 'drug1']);
    expect(await query('sort=annualFee&pageSize=2&page=2')).toEqual(['water1', 'dl1']);
  });

  it('refuses an unknown fee mode', async () => {
    expect((await p.get('/api/data/licences?feeMode=free')).statusCode).toBe(400);
  });
});
