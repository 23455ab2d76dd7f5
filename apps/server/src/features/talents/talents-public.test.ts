import type { Page, TalentCard, TalentDetail } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { openOptional } from '../../lib/secret-box.js';
import { call, registerAccount } from '../verification/verification-test-kit.js';
import { publishedExpertsInField } from './talents.public.js';
import { talents } from './talents.tables.js';
import { buildApplication, buildStaffEntry, entryIdOf } from './talents-test-kit.js';

let t: TestApp;
let admin: string;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  admin = await t.loginAs('admin');
  visitor = await t.visitorToken();
});
afterAll(() => t.close());

const directory = (query = '') => call<Page<TalentCard>>(t, 'GET', `/api/talents?${query}`, { token: visitor });

describe('the public directory', () => {
  it('shows the 40 published demo experts, marked as demo, over every IPC section', async () => {
    const all = await directory('pageSize=100');
    const demo = all.body.data.items.filter((card) => card.demo);
    expect(demo).toHaveLength(40);
    expect(new Set(demo.flatMap((card) => card.ipcSections)).size).toBe(8);
    expect(new Set(demo.flatMap((card) => card.industries))).toEqual(
      new Set(t.config.cityProfile.industries.map((industry) => industry.code)),
    );
    expect(demo.some((card) => card.qualifications.some((q) => q.kind === 'patentAttorney' && q.verified))).toBe(true);
  });

  it('filters by industry, IPC section, service and verified qualification, and pages', async () => {
    const added = await call<{ id: string }>(t, 'POST', '/api/admin/talents', {
      token: admin,
      body: buildStaffEntry({
        name: '筛选测试专家',
        industries: ['green'],
        ipcSections: ['E'],
        services: ['valuation'],
        qualifications: [{ kind: 'patentAttorney', number: 'PA-9', verified: true }],
      }),
    });
    const id = added.body.data.id;
    const ids = async (query: string) => (await directory(`pageSize=100&${query}`)).body.data.items.map((c) => c.id);
    expect(await ids('industry=green&ipcSection=E&service=valuation&verified=true')).toContain(id);
    expect(await ids('industry=ngit')).not.toContain(id);
    expect(await ids('ipcSection=A')).not.toContain(id);
    expect(await ids('service=drafting')).not.toContain(id);
    const verifiedOnly = (await directory('pageSize=100&verified=true')).body.data.items;
    expect(verifiedOnly.every((card) => card.qualifications.some((q) => q.verified))).toBe(true);

    const page2 = await directory('page=2&pageSize=10');
    expect(page2.body.data).toMatchObject({ page: 2, pageSize: 10 });
    expect(page2.body.data.items).toHaveLength(10);
    expect(page2.body.data.total).toBeGreaterThan(40);

    const bad = await directory('ipcSection=Z');
    expect(bad.body).toMatchObject({ code: 400, data: { errors: [{ field: 'ipcSection' }] } });
  });

  it('searches name, organisation and profile with the site’s Chinese segmentation', async () => {
    await call(t, 'POST', '/api/admin/talents', {
      token: admin,
      body: buildStaffEntry({
        name: '关键词测试',
        organisation: '翠微山知识产权研究所',
        profile: '擅长集成电路布图设计保护与半导体专利分析。',
      }),
    });
    const names = async (keyword: string) =>
      (await directory(`keyword=${encodeURIComponent(keyword)}`)).body.data.items.map((card) => card.name);
    expect(await names('关键词测试')).toEqual(['关键词测试']);
    expect(await names('翠微山')).toContain('关键词测试');
    expect(await names('半导体 专利')).toContain('关键词测试');
    expect(await names('……')).toEqual([]);
    expect(await names('没有这个词的专家')).toEqual([]);
  });

  it('answers 404 for an unknown, malformed or unpublished entry', async () => {
    expect(
      (await call(t, 'GET', '/api/talents/00000000-0000-4000-8000-000000000000', { token: visitor })).body.code,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/talents/not-an-id', { token: visitor })).body.code).toBe(400);
    const person = await registerAccount(t, 'person');
    await call(t, 'PUT', '/api/my/talent', { token: person.token, body: buildApplication() });
    const id = await entryIdOf(t, person.userId);
    expect((await call(t, 'GET', `/api/talents/${id}`, { token: visitor })).body.code).toBe(404);
    expect((await call(t, 'GET', `/api/talents/${id}`, { token: null })).status).toBe(401);
  });

  it('never answers the phone, email, sealed columns or user id of any entry', async () => {
    const person = await registerAccount(t, 'person');
    await call(t, 'PUT', '/api/my/talent', {
      token: person.token,
      body: buildApplication({ email: 'private-expert@example.com' }),
    });
    await call(t, 'POST', `/api/admin/talents/${await entryIdOf(t, person.userId)}/approve`, { token: admin });

    const rows = await t.db.select().from(talents);
    const secrets = rows.flatMap((row) => [
      openOptional(t.app.secrets, row.phoneSealed),
      openOptional(t.app.secrets, row.emailSealed),
      row.phoneSealed,
      row.emailSealed,
      row.userId,
    ]);
    const forbidden = secrets.filter((value): value is string => Boolean(value));
    expect(forbidden).toContain('private-expert@example.com');
    expect(forbidden).toContain('expert01@example.invalid');

    const answers: string[] = [];
    const total = (await directory('pageSize=1')).body.data.total;
    for (let page = 1; (page - 1) * 100 < total; page++) {
      const list = await call<Page<TalentCard>>(t, 'GET', `/api/talents?pageSize=100&page=${page}`, { token: visitor });
      answers.push(JSON.stringify(list.body));
      for (const card of list.body.data.items) {
        const detail = await call<TalentDetail>(t, 'GET', `/api/talents/${card.id}`, { token: visitor });
        answers.push(JSON.stringify(detail.body));
      }
    }
    const industries = t.config.cityProfile.industries.map((industry) => industry.code);
    answers.push(
      JSON.stringify(await publishedExpertsInField(t.db, { industries, ipcSections: ['A', 'B', 'C'] }, 1000)),
    );
    const everything = answers.join('\n');
    expect(answers.length).toBeGreaterThan(40);
    for (const value of forbidden) expect(everything).not.toContain(value);
    expect(everything).not.toMatch(/sealed|userId|"phone"|"email"/i);
  });
});

describe('publishedExpertsInField', () => {
  it('returns published experts whose fields overlap, the largest overlap first', async () => {
    const both = await call<{ id: string }>(t, 'POST', '/api/admin/talents', {
      token: admin,
      body: buildStaffEntry({ name: '双重匹配', industries: ['materials', 'green'], ipcSections: ['D', 'E'] }),
    });
    const one = await call<{ id: string }>(t, 'POST', '/api/admin/talents', {
      token: admin,
      body: buildStaffEntry({ name: '单项匹配', industries: ['materials'], ipcSections: [] }),
    });
    const down = await call<{ id: string }>(t, 'POST', '/api/admin/talents', {
      token: admin,
      body: buildStaffEntry({ name: '已下线', industries: ['materials', 'green'], ipcSections: ['D', 'E'] }),
    });
    await call(t, 'POST', `/api/admin/talents/${down.body.data.id}/take-down`, { token: admin });

    const found = await publishedExpertsInField(
      t.db,
      { industries: ['materials', 'green'], ipcSections: ['D', 'E'] },
      100,
    );
    const ids = found.map((card) => card.id);
    expect(ids[0]).toBe(both.body.data.id);
    expect(ids).toContain(one.body.data.id);
    expect(ids).not.toContain(down.body.data.id);
    expect(ids.indexOf(both.body.data.id)).toBeLessThan(ids.indexOf(one.body.data.id));
    expect(
      found.every(
        (card) =>
          card.industries.some((code) => ['materials', 'green'].includes(code)) ||
          card.ipcSections.some((s) => ['D', 'E'].includes(s)),
      ),
    ).toBe(true);
    expect(await publishedExpertsInField(t.db, { industries: [], ipcSections: [] }, 10)).toEqual([]);
    expect(await publishedExpertsInField(t.db, { industries: ['materials'], ipcSections: [] }, 3)).toHaveLength(3);
  });
});
