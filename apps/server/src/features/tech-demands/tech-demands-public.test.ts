import type { Page, TechDemandPublic, TechDemandSummary } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createDemand, dayFromToday, publishedDemand } from './tech-demand-test-kit.js';

let t: TestApp;
let company: string;
let bus: string;
let visitor: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await t.loginAs('user');
  bus = await t.loginAs('bus');
  visitor = await t.visitorToken();
});
afterAll(() => t.close());

const search = async (query: string) => {
  const response = await call(t, visitor, 'GET', `/api/tech-demands?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body.data as Page<TechDemandSummary>;
};
const titles = (page: Page<TechDemandSummary>) => page.items.map((item) => item.title);

describe('public technology demands', () => {
  it('shows the seeded demo demands, marked as demo, most of them published and some expired', async () => {
    const all = await search('pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(26);
    expect(all.items.every((item) => item.demo && item.companyName === '示范科技有限公司')).toBe(true);
    expect(all.items.filter((item) => item.expired).length).toBe(5);
    const open = await search('validity=open&pageSize=100');
    const expired = await search('validity=expired&pageSize=100');
    expect(open.total + expired.total).toBe(all.total);
    expect(expired.items.every((item) => item.validUntil < dayFromToday(t, 0))).toBe(true);
  });

  it('finds demands by segmented keyword in title and description, with the filters', async () => {
    const lidar = await publishedDemand(t, company, bus, {
      title: '激光雷达点云去噪算法',
      description: '自动驾驶测试车队需要激光雷达点云的实时去噪技术，可独占许可。',
      industry: 'nev',
      modes: ['licence'],
      budgetMin: 250,
      budgetMax: 400,
    });
    await createDemand(t, company, { title: '激光雷达标定工装' }, true);
    expect(titles(await search(`keyword=${encodeURIComponent('点云去噪')}`))).toEqual(['激光雷达点云去噪算法']);
    expect(titles(await search(`keyword=${encodeURIComponent('实时 自动驾驶')}`))).toEqual(['激光雷达点云去噪算法']);
    expect((await search(`keyword=${encodeURIComponent('，。')}`)).total).toBe(0);
    const filtered = (query: string) => search(`keyword=${encodeURIComponent('激光雷达')}&${query}`);
    expect(titles(await filtered('industry=nev&mode=licence&budget=from200to1000&validity=open'))).toEqual([
      '激光雷达点云去噪算法',
    ]);
    for (const miss of [
      'industry=biomed',
      'mode=transfer',
      'budget=under50',
      'budget=negotiable',
      'validity=expired',
    ]) {
      expect((await filtered(miss)).total, miss).toBe(0);
    }
    expect(titles(await filtered('budget=from50to200'))).toEqual([]);
    expect(titles(await filtered('budget=over1000'))).toEqual([]);
    const detail = await call(t, visitor, 'GET', `/api/tech-demands/${lidar.id}`);
    expect(detail.body.data).toMatchObject({ title: lidar.title, expired: false, companyName: '示范科技有限公司' });
  });

  it('sorts newest first or ending soonest first (expired last)', async () => {
    const newest = await search('pageSize=100');
    const published = newest.items.map((item) => item.publishedAt ?? '');
    expect(published).toEqual([...published].sort().reverse());
    const ending = (await search('sort=endingSoon&pageSize=100')).items;
    const firstExpired = ending.findIndex((item) => item.expired);
    const open = ending.slice(0, firstExpired).map((item) => item.validUntil);
    expect(open).toEqual([...open].sort());
    expect(ending.slice(firstExpired).every((item) => item.expired)).toBe(true);
  });

  it('gives the detail of a published demand only, with nothing personal in it', async () => {
    const pending = await createDemand(t, company, {}, true);
    expect((await call(t, visitor, 'GET', `/api/tech-demands/${pending.id}`)).status).toBe(404);
    const expired = (await search('validity=expired')).items[0];
    const detail = await call(t, visitor, 'GET', `/api/tech-demands/${expired?.id}`);
    const data = detail.body.data as TechDemandPublic;
    expect(data).toMatchObject({ expired: true, id: expired?.id });
    expect(data.description.length).toBeGreaterThan(10);
    // The demo company's phone whole or masked; a bare "139" also turned up inside random ids.
    expect(detail.text).not.toMatch(/company@demo\.local|13900139000|139\*{4}0000|companyUserId|status|rejectReason/);
    const malformed = await call(t, visitor, 'GET', '/api/tech-demands/not-an-id');
    expect(malformed.body.data.errors).toEqual([{ field: 'id', message: '技术需求不存在或未公开' }]);
  });

  it('lists the newest open demands for the home page', async () => {
    const latest = (await call(t, visitor, 'GET', '/api/tech-demands/latest')).body.data as TechDemandSummary[];
    expect(latest).toHaveLength(6);
    expect(latest.every((item) => !item.expired)).toBe(true);
    const newest = (await search('validity=open&pageSize=6')).items.map((item) => item.id);
    expect(latest.map((item) => item.id)).toEqual(newest);
  });

  it('refuses unknown parameters and values outside the lists (400), and anonymous callers (401)', async () => {
    for (const query of ['sort=oldest', 'budget=huge', 'mode=gift', 'validity=soon', 'colour=red', 'pageSize=1000']) {
      expect((await call(t, visitor, 'GET', `/api/tech-demands?${query}`)).status, query).toBe(400);
    }
    const english = await call(t, visitor, 'GET', '/api/tech-demands?budget=huge', { lang: 'en-US' });
    expect(english.body.data.errors).toEqual([{ field: 'budget', message: 'Please choose from the options given.' }]);
    expect((await call(t, null, 'GET', '/api/tech-demands')).status).toBe(401);
  });
});
