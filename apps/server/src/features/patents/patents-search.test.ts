import { parse, queryErrorMessage } from '@cityip/patent-query';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/auth-helpers.js';
import {
  applicationNumbers,
  createPatentTestApp,
  fixturePatent,
  type PatentTestApp,
} from '../../../test/patent-fixtures.js';
import { breakDownCounted, countAndBreakDown, SAMPLE_ABOVE } from './search/breakdown.js';
import { readExpression } from './search/expression.js';
import { selectRows, selectRowsByIndex } from './search/statements.js';
import { inSample } from './search-tokens.js';

let p: PatentTestApp;
beforeAll(async () => {
  p = await createPatentTestApp();
});
afterAll(() => p.t.close());

const search = async (query: string, headers: Record<string, string> = {}) => {
  const response = await p.get(`/api/data/patents?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const numbersOf = (items: { applicationNumber: string }[]) => items.map((i) => i.applicationNumber);
const inOrder = (...keys: string[]) => keys.map((k) => fixturePatent(k).applicationNumber);
const q = (expression: string) => `q=${encodeURIComponent(expression)}`;

describe('token kinds on the patent routes', () => {
  const paths = ['/api/data/patents', '/api/data/patents/facets', '/api/data/industries', '/api/data/licences'];

  it('refuses visitor and user tokens, and no token, on /api/data', async () => {
    const tokens = [await p.t.visitorToken(), await p.t.loginAs('user'), ''];
    for (const path of paths) {
      for (const token of tokens) {
        const response = await p.t.app.inject({ method: 'GET', url: path, headers: auth(token) });
        expect(response.statusCode, `${path} with ${token || 'no token'}`).toBe(401);
        expect(response.json().code).toBe(401);
      }
    }
  });

  it('refuses the database token outside /api/data', async () => {
    const response = await p.t.app.inject({ method: 'GET', url: '/api/account/me', headers: auth(p.database) });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/data/patents', () => {
  it('pages through every patent newest first without overlap', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await search(`page=${page}&pageSize=10&sort=applicationDate`));
    expect(pages.map((d) => d.total)).toEqual([40, 40, 40, 40]);
    const all = pages.flatMap((d) => numbersOf(d.items));
    expect(new Set(all).size).toBe(40);
    const dates = pages.flatMap((d) => d.items.map((i: { applicationDate: string }) => i.applicationDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.slice(0, 3)).toEqual(inOrder('toy1', 'chg2', 'drug2'));
    expect((await search('page=5&pageSize=10')).items).toEqual([]);
  });

  it('sorts by publication date', async () => {
    const data = await search(`${q('电池')}&sort=publicationDate`);
    // bat2 published 2023-09, bat3 2021-11, bat1 2021-04, graph1 2021-01.
    expect(numbersOf(data.items)).toEqual(inOrder('bat2', 'bat3', 'bat1', 'graph1'));
  });

  it('ranks title matches above abstract matches, then newest first', async () => {
    const data = await search(`${q('深度学习')}&sort=relevance`);
    // dl1 has the phrase in title and abstract, dl2 in its title, robot2 and dl3 in their abstracts.
    expect(numbersOf(data.items)).toEqual(inOrder('dl1', 'dl2', 'robot2', 'dl3'));
  });

  it('falls back to newest first for relevance without words to rank', async () => {
    const data = await search(`${q('IND=(新能源汽车)')}&sort=relevance`);
    expect(numbersOf(data.items)).toEqual(inOrder('chg2', 'bat2', 'bat3', 'chg1', 'bat1', 'motor1'));
  });

  it('marks the positive title and abstract terms, not negated or other-field ones', async () => {
    const data = await search(q('TI=(深度学习) and AB=(卷积神经网络) not 芯片 and PA=(云湖)'));
    expect(data.total).toBe(1);
    const [item] = data.items;
    expect(item.titleHighlight).toEqual([
      { text: '一种基于', hit: false },
      { text: '深度学习', hit: true },
      { text: '的图像识别方法', hit: false },
    ]);
    expect(item.abstractHighlight.filter((r: { hit: boolean }) => r.hit).map((r: { text: string }) => r.text)).toEqual([
      '深度学习',
      '卷积神经网络',
    ]);
  });

  it('returns the summary fields, open licence only while the offer stands', async () => {
    const data = await search(q('TI=(充电桩) or TI=(图像识别)'));
    const byKey = (key: string) =>
      data.items.find(
        (i: { applicationNumber: string }) => i.applicationNumber === fixturePatent(key).applicationNumber,
      );
    expect(byKey('dl1')).toMatchObject({
      title: '一种基于深度学习的图像识别方法',
      patentType: 'invention',
      legalStatus: 'valid',
      applicants: ['云湖智能科技有限公司'],
      inventors: ['张伟', '王芳'],
      ipcMain: 'G06N3/08',
      applicationDate: '2019-03-15',
      publicationDate: '2020-09-15',
      grantDate: '2021-09-15',
      district: 'yunhu',
      industry: 'ngit',
      openLicence: true,
    });
    // chg1's offer ended on 2021-12-31.
    expect(byKey('chg1').openLicence).toBe(false);
    expect(typeof data.tookMs).toBe('number');
  });
});

describe('malformed expressions', () => {
  const expectExpressionError = async (path: string, expression: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') => {
    const response = await p.get(`${path}?${q(expression)}`, { 'accept-language': locale });
    expect(response.statusCode, response.body).toBe(400);
    const parsed = parse(expression, { enumValues: { DI: ['云湖区'] } });
    const body = response.json();
    expect(body.code).toBe(400);
    if (!parsed.ok) {
      expect(body.msg).toBe(queryErrorMessage(locale, parsed.error));
      expect(body.data).toEqual({
        errors: [{ field: 'q', message: body.msg }],
        position: parsed.error.position,
        length: parsed.error.length,
      });
    }
    return body;
  };

  it('answers 400 with the parser message and position, in the caller language', async () => {
    await expectExpressionError('/api/data/patents', 'TI=(深度学习');
    await expectExpressionError('/api/data/patents', 'TI=(深度学习', 'en-US');
    await expectExpressionError('/api/data/patents', '名称=(芯片) and and');
    await expectExpressionError('/api/data/patents/facets', 'AD=2021-13');
    await expectExpressionError('/api/data/patents/analysis', 'XX=(1)');
    await expectExpressionError('/api/data/patents/export', 'TI=(a*)');
  });

  it('names unknown districts, industries and types', async () => {
    const district = await p.get(`/api/data/patents?${q('DI=(火星区)')}`);
    expect(district.statusCode).toBe(400);
    expect(district.json().msg).toContain('火星区');
    expect(district.json().data).toMatchObject({ position: 4, length: 3 });
    const industry = await p.get(`/api/data/patents?${q('IND=(航天)')}`);
    expect(industry.statusCode).toBe(400);
    expect(industry.json().msg).toContain('航天');
    expect((await p.get(`/api/data/patents?${q('PT=(专利)')}`)).statusCode).toBe(400);
  });

  it('refuses deep, huge and overlong expressions with a clear message, never a 500', async () => {
    const deep = await expectExpressionError('/api/data/patents', `${'('.repeat(60)}a${')'.repeat(60)}`);
    expect(deep.msg).toMatch(/32/);
    const many = await expectExpressionError(
      '/api/data/patents',
      Array.from({ length: 201 }, (_, i) => `t${i}`).join(' or '),
    );
    expect(many.msg).toMatch(/200/);
    const notes = await expectExpressionError('/api/data/patents', `${'not '.repeat(100)}a`);
    expect(notes.code).toBe(400);
    const long = await p.get(`/api/data/patents?${q('a '.repeat(2001))}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().data.errors).toEqual([{ field: 'q', message: '检索式过长，请精简后重试（最多 4000 个字符）' }]);
  });
});

describe('GET /api/data/patents/facets', () => {
  const facets = async (expression: string) => {
    const response = await p.get(`/api/data/patents/facets?${q(expression)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('counts every facet of the whole corpus', async () => {
    const data = await facets('');
    expect(data.total).toBe(40);
    expect(data.approximate).toBe(false);
    expect(data.facets.patentType).toEqual([
      { value: '发明', count: 25 },
      { value: '实用新型', count: 12 },
      { value: '外观设计', count: 3 },
    ]);
    expect(data.facets.legalStatus).toEqual([
      { value: '有效', count: 25 },
      { value: '审中', count: 8 },
      { value: '失效', count: 7 },
    ]);
    expect(data.facets.year).toEqual(
      [
        [2024, 2],
        [2023, 4],
        [2022, 4],
        [2021, 5],
        [2020, 6],
        [2019, 5],
        [2018, 4],
        [2017, 3],
        [2016, 4],
        [2015, 3],
      ].map(([year, count]) => ({ value: String(year), count })),
    );
    expect(data.facets.ipcSection).toEqual([
      { value: 'A*', count: 5 },
      { value: 'B*', count: 9 },
      { value: 'C*', count: 8 },
      { value: 'F*', count: 1 },
      { value: 'G*', count: 8 },
      { value: 'H*', count: 6 },
    ]);
    expect(data.facets.ipcClass.slice(0, 8)).toEqual([
      { value: 'G06*', count: 6 },
      { value: 'H01*', count: 5 },
      { value: 'A61*', count: 3 },
      { value: 'B60*', count: 3 },
      { value: 'B23*', count: 2 },
      { value: 'B25*', count: 2 },
      { value: 'C02*', count: 2 },
      { value: 'C12*', count: 2 },
    ]);
    expect(data.facets.ipcClass).toHaveLength(20);
    expect(data.facets.applicant).toEqual([
      { value: '青禾大学', count: 8 },
      { value: '云湖智能科技有限公司', count: 6 },
      { value: '海滨新能源汽车股份有限公司', count: 6 },
      { value: '凤岭精密机械制造有限公司', count: 5 },
      { value: '金沙新材料研究院', count: 5 },
      { value: '李明', count: 4 },
      { value: '临江生物医药有限公司', count: 3 },
      { value: '南港环保科技有限公司', count: 3 },
      { value: '华南电子技术有限公司', count: 2 },
      { value: '松湾区人民医院', count: 2 },
      { value: "O'Brien Data Systems Ltd.", count: 1 },
    ]);
    expect(data.facets.district).toEqual([
      { value: '云湖区', count: 6 },
      { value: '海滨区', count: 6 },
      { value: '凤岭区', count: 5 },
      { value: '石桥区', count: 4 },
      { value: '金沙区', count: 4 },
      { value: '青禾区', count: 4 },
      { value: '临江区', count: 3 },
      { value: '南港区', count: 3 },
      { value: '松湾区', count: 2 },
    ]);
    expect(data.facets.industry).toEqual([
      { value: '新一代信息技术', count: 9 },
      { value: '新能源汽车', count: 6 },
      { value: '生物医药', count: 5 },
      { value: '高端装备制造', count: 5 },
      { value: '新材料', count: 4 },
      { value: '节能环保', count: 4 },
    ]);
  });

  it('counts the current expression only', async () => {
    const data = await facets('电池');
    expect(data.total).toBe(4);
    expect(data.facets.patentType).toEqual([
      { value: '发明', count: 3 },
      { value: '实用新型', count: 1 },
    ]);
    expect(data.facets.legalStatus).toEqual([
      { value: '有效', count: 3 },
      { value: '审中', count: 1 },
    ]);
    expect(data.facets.applicant).toEqual([
      { value: '海滨新能源汽车股份有限公司', count: 3 },
      { value: '金沙新材料研究院', count: 2 },
    ]);
    const none = await facets('TI=(不存在的词语)');
    expect(none.total).toBe(0);
    expect(none.facets.year).toEqual([]);
  });

  it('gives values that, used as the facet field, find exactly the counted patents', async () => {
    const data = await facets('');
    const fields = {
      patentType: 'PT',
      legalStatus: 'LS',
      year: 'AD',
      applicant: 'PA',
      district: 'DI',
      industry: 'IND',
    };
    for (const [facet, field] of Object.entries(fields)) {
      for (const bucket of data.facets[facet]) {
        const found = await search(`pageSize=10&${q(`${field}=("${bucket.value}")`)}`);
        expect(found.total, `${field}=${bucket.value}`).toBe(bucket.count);
      }
    }
  });
});

describe('sampled breakdowns', () => {
  it('counts every tenth patent by id and scales by ten above the threshold', async () => {
    const request = { sets: { types: ['patent_type'] as const }, applicants: 5, ipcSubclasses: 0 };
    const exact = await breakDownCounted(p.t.db, undefined, SAMPLE_ABOVE, request);
    expect(exact.sampled).toBe(false);
    expect(exact.sets.types.reduce((sum, g) => sum + g.count, 0)).toBe(40);
    const counted = await breakDownCounted(p.t.db, undefined, SAMPLE_ABOVE + 1, request);
    expect(counted).toMatchObject({ sampled: true, total: SAMPLE_ABOVE + 1 });
    const sampled = [...p.ids].filter(([, id]) => id % 10 === 0).map(([key]) => fixturePatent(key));
    expect(sampled.length).toBeGreaterThan(0);
    const types = ['invention', 'utility', 'design'].map((type) => sampled.filter((f) => f.type === type).length);
    expect(counted.sets.types.map((g) => [Number(g.values[0]), g.count]).sort()).toEqual(
      types.flatMap((n, index) => (n ? [[index, n * 10]] : [])),
    );
    expect(counted.applicants.reduce((sum, a) => sum + a.count, 0)).toBe(
      sampled.reduce((sum, f) => sum + f.applicants.length, 0) * 10,
    );
  });
});

describe('sampled breakdowns of token conditions', () => {
  const request = { sets: { types: ['patent_type'] as const }, applicants: 5, ipcSubclasses: 0 };
  // Every patent with an IPC code, through the token index.
  const all = (profile: Parameters<typeof readExpression>[1]) =>
    readExpression('IPC=(A* or B* or C* or D* or E* or F* or G* or H*)', profile);
  const matching = () => [...p.ids.keys()].map(fixturePatent).filter((f) => f.ipc.length > 0);

  it('answers from the patents holding the sample lexeme when they stand for more than the threshold', async () => {
    const expression = all(p.t.config.cityProfile);
    const exact = await countAndBreakDown(p.t.db, expression, request);
    expect(exact).toMatchObject({ sampled: false, total: matching().length });
    const members = matching().filter((f) => inSample(f.applicationNumber));
    expect(members.length).toBeGreaterThan(0);
    const sampled = await countAndBreakDown(p.t.db, expression, request, members.length * 10 - 1);
    expect(sampled).toMatchObject({ sampled: true, total: members.length * 10 });
    const types = ['invention', 'utility', 'design'].map((type) => members.filter((f) => f.type === type).length);
    expect(sampled.sets.types.map((g) => [Number(g.values[0]), g.count]).sort()).toEqual(
      types.flatMap((n, index) => (n ? [[index, n * 10]] : [])),
    );
  });

  it('reads every match when the sample stands for no more than the threshold', async () => {
    const members = matching().filter((f) => inSample(f.applicationNumber));
    const counted = await countAndBreakDown(p.t.db, all(p.t.config.cityProfile), request, members.length * 10);
    expect(counted).toMatchObject({ sampled: false, total: matching().length });
  });
});

describe('GET /api/data/patents/analysis', () => {
  it('breaks the result set down for the charts', async () => {
    const response = await p.get(`/api/data/patents/analysis?${q('IND=(新能源汽车)')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      total: 6,
      approximate: false,
      byYear: [
        { year: 2015, patentType: 'invention', count: 1 },
        { year: 2019, patentType: 'invention', count: 1 },
        { year: 2020, patentType: 'utility', count: 1 },
        { year: 2021, patentType: 'utility', count: 1 },
        { year: 2022, patentType: 'invention', count: 1 },
        { year: 2024, patentType: 'invention', count: 1 },
      ],
      byType: [
        { value: '发明', count: 4 },
        { value: '实用新型', count: 2 },
      ],
      byLegalStatus: [
        { value: '有效', count: 3 },
        { value: '审中', count: 2 },
        { value: '失效', count: 1 },
      ],
      byIpcClass: [
        { value: 'B60', count: 3 },
        { value: 'H01', count: 3 },
      ],
      byIpcSubclass: [
        { value: 'B60L', count: 3 },
        { value: 'H01M', count: 3 },
      ],
      byApplicant: [
        { value: '海滨新能源汽车股份有限公司', count: 5 },
        { value: '李明', count: 1 },
        { value: '金沙新材料研究院', count: 1 },
      ],
      byDistrict: [
        { value: '海滨区', count: 5 },
        { value: '石桥区', count: 1 },
      ],
      byIndustry: [{ value: '新能源汽车', count: 6 }],
    });
  });

  it('answers an empty result set with zero and empty series', async () => {
    const response = await p.get(`/api/data/patents/analysis?${q('TI=(不存在的词语)')}`);
    expect(response.json().data).toMatchObject({ total: 0, byYear: [], byApplicant: [] });
  });
});

describe('application numbers in results', () => {
  it('finds a patent by its number as printed', async () => {
    const data = await search(q(`AN=(${fixturePatent('kit1').applicationNumber})`));
    expect(numbersOf(data.items)).toEqual(applicationNumbers('kit1'));
  });
});

describe('statements through the token index', () => {
  it('run with sequential scans ruled out for that statement only', async () => {
    const setting = sql`select current_setting('enable_seqscan') as value`;
    expect(await selectRowsByIndex(p.t.db, setting)).toEqual([{ value: 'off' }]);
    expect(await selectRows(p.t.db, setting)).toEqual([{ value: 'on' }]);
  });
});
