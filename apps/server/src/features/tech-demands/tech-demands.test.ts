import type { Page, TechDemand, TechDemandDetail } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { UNKNOWN_ID } from '../../../test/role-sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  anotherCompany,
  buildDemand,
  createDemand,
  dayFromToday,
  logEntries,
  publishedDemand,
} from './tech-demand-test-kit.js';
import { techDemands } from './tech-demands.tables.js';

let t: TestApp;
let company: string;
let bus: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await t.loginAs('user');
  bus = await t.loginAs('bus');
});
afterAll(() => t.close());

const BASE = '/api/my/tech-demands';
const own = async (token = company) =>
  (await call(t, token, 'GET', `${BASE}?pageSize=100`)).body.data as Page<TechDemand>;
const rowCount = async () => (await t.db.select({ id: techDemands.id }).from(techDemands)).length;

describe('a company keeps its demands', () => {
  it('saves a draft that nobody else sees, with IPC hints written as the IPC prints them', async () => {
    const draft = await createDemand(t, company);
    expect(draft).toMatchObject({ status: 'draft', companyName: '示范科技有限公司', events: [], demo: false });
    expect(draft.ipcHints).toEqual(['H01M 10/60', 'G06F']);
    expect((await own()).items.map((item) => item.id)).toContain(draft.id);
    expect((await call(t, bus, 'GET', `/api/admin/tech-demands/${draft.id}`)).status).toBe(404);
    expect((await call(t, company, 'GET', `/api/tech-demands/${draft.id}`)).status).toBe(404);
    expect(await logEntries(t, 'techDemand.create', draft.id)).toHaveLength(1);
  });

  it('submits at once, edits, withdraws and submits again, each step in the history', async () => {
    const demand = await createDemand(t, company, {}, true);
    expect(demand.status).toBe('pending');
    expect(demand.events.map((event) => event.action)).toEqual(['submitted']);
    const again = await call(t, company, 'POST', `${BASE}/${demand.id}/submit`);
    expect(again.status).toBe(409);

    const edited = await call(t, company, 'PUT', `${BASE}/${demand.id}`, {
      body: buildDemand(t, { title: '储能电站液冷热管理', budgetNegotiable: true }),
    });
    expect(edited.body.data).toMatchObject({
      status: 'pending',
      title: '储能电站液冷热管理',
      budgetMin: null,
      budgetMax: null,
    });
    const withdrawn = await call(t, company, 'POST', `${BASE}/${demand.id}/withdraw`);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    const resubmitted = await call(t, company, 'POST', `${BASE}/${demand.id}/submit`);
    expect(resubmitted.body.data.status).toBe('pending');
    const detail = (await call(t, company, 'GET', `${BASE}/${demand.id}`)).body.data as TechDemandDetail;
    expect(detail.events.map((event) => event.action)).toEqual(['submitted', 'withdrawn', 'submitted']);
    expect(await logEntries(t, 'techDemand.withdraw', demand.id)).toHaveLength(1);
  });

  it('sends a published demand back to review when the company edits it, and renews without review', async () => {
    const demand = await publishedDemand(t, company, bus);
    const renewed = await call(t, company, 'POST', `${BASE}/${demand.id}/renew`, {
      body: { validUntil: dayFromToday(t, 200) },
    });
    expect(renewed.body.data).toMatchObject({ status: 'published', validUntil: dayFromToday(t, 200) });
    expect(renewed.body.data.events[0]).toMatchObject({
      action: 'renewed',
      changes: { validUntil: [demand.validUntil, dayFromToday(t, 200)] },
      actorName: null,
    });
    const edited = await call(t, company, 'PUT', `${BASE}/${demand.id}`, { body: buildDemand(t) });
    expect(edited.body.data.status).toBe('pending');
    expect((await call(t, null, 'GET', `/api/tech-demands/${demand.id}`)).status).toBe(401);
    expect((await call(t, company, 'GET', `/api/tech-demands/${demand.id}`)).status).toBe(404);
  });

  it('refuses bad input with translated field errors and writes nothing', async () => {
    const before = await rowCount();
    for (const [lang, budgetText, ipcText] of [
      ['zh-CN', '预算上限不能低于下限', '请输入有效的 IPC 分类号，例如 G06F 或 H04L 9/00'],
      [
        'en-US',
        'The upper end of the budget cannot be below the lower end.',
        'Please enter a valid IPC symbol, such as G06F or H04L 9/00.',
      ],
    ] as const) {
      const response = await call(t, company, 'POST', BASE, {
        lang,
        body: {
          ...buildDemand(t, { title: ' ', budgetMin: 300, budgetMax: 100, ipcHints: ['G6F'], modes: [] }),
          submit: true,
        },
      });
      expect(response.status).toBe(400);
      const errors = response.body.data.errors as { field: string; message: string }[];
      expect(errors).toContainEqual({ field: 'budgetMax', message: budgetText });
      expect(errors).toContainEqual({ field: 'ipcHints.0', message: ipcText });
      expect(errors.map((error) => error.field)).toEqual(expect.arrayContaining(['title', 'modes']));
    }
    const facts = await call(t, company, 'POST', BASE, {
      body: { ...buildDemand(t, { industry: 'moon-mining', validUntil: dayFromToday(t, 0) }), submit: false },
    });
    expect(facts.status).toBe(400);
    expect(facts.body.data.errors).toEqual([
      { field: 'industry', message: '请选择本市的重点产业' },
      { field: 'validUntil', message: '有效期须晚于今天' },
    ]);
    const noBudget = await call(t, company, 'POST', BASE, {
      body: { ...buildDemand(t, { budgetMin: null, budgetMax: null }), submit: false },
    });
    expect(noBudget.body.data.errors).toContainEqual({ field: 'budgetMin', message: '请填写预算范围，或选择“面议”' });
    const demand = await createDemand(t, company);
    const renew = await call(t, company, 'POST', `${BASE}/${demand.id}/renew`, {
      body: { validUntil: dayFromToday(t, -1) },
    });
    expect(renew.status).toBe(400);
    const longText = await call(t, company, 'PUT', `${BASE}/${demand.id}`, {
      body: buildDemand(t, { description: 'x'.repeat(5001) }),
    });
    expect(longText.body.data.errors).toContainEqual({ field: 'description', message: '内容过长' });
    expect(await rowCount()).toBe(before + 1);
    expect((await call(t, company, 'GET', `${BASE}/${demand.id}`)).body.data.validUntil).toBe(demand.validUntil);
  });

  it('lets only an enterprise user with an approved company authentication publish (403 otherwise)', async () => {
    const person = await t.loginAs('common');
    const pending = await anotherCompany(t, 'pending');
    for (const token of [person, bus, pending.token]) {
      for (const [method, url] of [
        ['GET', BASE],
        ['POST', BASE],
        ['POST', `${BASE}/${UNKNOWN_ID}/submit`],
      ] as const) {
        const response = await call(t, token, method, url, { body: method === 'POST' ? {} : undefined });
        expect(response.status, `${method} ${url}`).toBe(403);
        expect(response.body.msg).toBe('仅通过企业认证的企业用户可以发布技术需求');
      }
    }
    const english = await call(t, person, 'GET', BASE, { lang: 'en-US' });
    expect(english.body.msg).toMatch(/^Only enterprise users/);
    const visitor = await t.visitorToken();
    expect((await call(t, visitor, 'GET', BASE)).body.code).toBe(1401);
    expect((await call(t, null, 'POST', BASE, { body: {} })).status).toBe(401);
  });

  it("answers another company's demand exactly as a missing one (404) and changes nothing", async () => {
    const demand = await createDemand(t, company);
    const other = await anotherCompany(t);
    expect((await own(other.token)).items).toEqual([]);
    const attempts = [
      ['GET', `${BASE}/ID`, undefined],
      ['PUT', `${BASE}/ID`, buildDemand(t)],
      ['POST', `${BASE}/ID/submit`, undefined],
      ['POST', `${BASE}/ID/withdraw`, undefined],
      ['POST', `${BASE}/ID/renew`, { validUntil: dayFromToday(t, 30) }],
    ] as const;
    for (const [method, url, body] of attempts) {
      const theirs = await call(t, other.token, method, url.replace('ID', demand.id), { body });
      const missing = await call(t, other.token, method, url.replace('ID', UNKNOWN_ID), { body });
      expect(theirs.status, `${method} ${url}`).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    }
    const [row] = await t.db.select().from(techDemands).where(eq(techDemands.id, demand.id));
    expect(row).toMatchObject({ status: 'draft', title: demand.title, validUntil: demand.validUntil });
  });
});
