import type { FileRef, Home, NewsInput, PolicyInput, Site } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBanner, buildLink, call, daysFromNow, uploadImage } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { banners } from '../banners/banners.tables.js';

let t: TestApp;
let admin: string;
let visitor: string;
let image: FileRef;

const today = new Date().toISOString().slice(0, 10);
const news = (overrides: Partial<NewsInput>): NewsInput => ({
  title: '资讯',
  informationType: 1,
  publishDate: today,
  status: 'published',
  ...overrides,
});
const policy = (overrides: Partial<PolicyInput>): PolicyInput => ({
  title: '政策',
  level: 'city',
  authority: '测试市知识产权局',
  publishDate: today,
  status: 'published',
  ...overrides,
});

async function post(url: string, body: object) {
  const res = await call(t, admin, 'POST', url, { body });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

const home = async (token = visitor) => (await call(t, token, 'GET', '/api/home')).body.data as Home;
const bannerTitles = async () => (await home()).banners.map((banner) => banner.title);

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  admin = await t.loginAs('admin');
  visitor = await t.visitorToken();
  image = await uploadImage(t, admin, 'home-banner');
  // Articles first, before anything reads (and caches) the home data.
  for (let i = 1; i <= 7; i += 1) await post('/api/admin/news', news({ title: `首页资讯${i}` }));
  await post('/api/admin/news', news({ title: '首页草稿', status: 'draft' }));
  await post('/api/admin/news', news({ title: '首页定时', informationType: 2, publishAt: daysFromNow(1) }));
  for (let i = 1; i <= 6; i += 1) await post('/api/admin/policies', policy({ title: `首页政策${i}` }));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/home', () => {
  it('has the latest visible news per type and policies per level, and the visible totals', async () => {
    const data = await home();
    expect(data.news[1]).toHaveLength(6);
    expect(data.news[1].every((item) => item.informationType === 1 && item.visible)).toBe(true);
    const titles = [...data.news[1], ...data.news[2], ...data.news[3]].map((item) => item.title);
    expect(titles).not.toContain('首页草稿');
    expect(titles).not.toContain('首页定时');
    expect(data.policies.city).toHaveLength(5);
    expect(data.policies.city.every((item) => item.level === 'city')).toBe(true);
  });

  it('shows the latest headline statistics, each at its own newest period, as soon as they are saved', async () => {
    // No figures yet: the strip has nothing to show.
    expect((await home()).figures).toEqual([]);
    const year = new Date().getFullYear() - 2;
    const file = (body: object) => post('/api/admin/statistics/figures', body);
    await file({ indicator: 'inventionGrants', district: 'yunhu', year: year - 1, value: 100 });
    await file({ indicator: 'inventionGrants', district: 'yunhu', year, value: 120 });
    await file({ indicator: 'inventionGrants', district: 'haibin', year, value: 30 });
    await file({ indicator: 'highValuePer10k', district: null, year: year - 1, value: 12.5 });
    expect((await home()).figures).toEqual([
      { indicator: 'inventionGrants', year, value: 150, throughMonth: 12, previous: null, change: null },
      { indicator: 'highValuePer10k', year: year - 1, value: 12.5, throughMonth: 12, previous: null, change: null },
    ]);
  });

  it('shows only enabled banners inside their display window, in order', async () => {
    const on = (title: string, overrides: Parameters<typeof buildBanner>[1]) =>
      post('/api/admin/banners', buildBanner(image, { title, ...overrides }));
    await on('窗口内', { sortOrder: 2, startAt: daysFromNow(-1), endAt: daysFromNow(1) });
    await on('不限时', { sortOrder: 1 });
    await on('已结束', { endAt: daysFromNow(-1) });
    await on('未开始', { startAt: daysFromNow(1) });
    await on('已停用', { enabled: false });
    const titles = await bannerTitles();
    expect(titles.filter((title) => ['窗口内', '不限时'].includes(title))).toEqual(['不限时', '窗口内']);
    for (const hidden of ['已结束', '未开始', '已停用']) expect(titles).not.toContain(hidden);
  });

  it('serves from a short cache that any back-office write drops at once', async () => {
    await home();
    // Written behind the API's back: the cache does not know, so it keeps serving what it has.
    await t.db.insert(banners).values({ title: '直接写入', image });
    expect(await bannerTitles()).not.toContain('直接写入');
    await call(t, admin, 'PUT', '/api/admin/footer', { body: { organiser: '测试市知识产权局' } });
    expect(await bannerTitles()).toContain('直接写入');
  });

  // Enable once article writes call invalidateHomeCache (articles.service.ts).
  it('shows a newly published news item at once', async () => {
    await home();
    await post('/api/admin/news', news({ title: '刚发布', informationType: 3 }));
    expect((await home()).news[3].map((item) => item.title)).toContain('刚发布');
  });

  it('answers any registered user or visitor with no-cache, and refuses a caller without a token (401)', async () => {
    const res = await call(t, await t.loginAs('common'), 'GET', '/api/home');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await call(t, null, 'GET', '/api/home')).status).toBe(401);
  });
});

describe('GET /api/site', () => {
  it('has the footer and the enabled links by group, order and name; a new link shows at once', async () => {
    const before = (await call(t, visitor, 'GET', '/api/site')).body.data as Site;
    expect(before.footer.organiser).toEqual(expect.any(String));
    await post('/api/admin/links', buildLink({ name: 'B 平台', group: 'government', sortOrder: 1 }));
    await post('/api/admin/links', buildLink({ name: 'A 平台', group: 'government', sortOrder: 1 }));
    await post('/api/admin/links', buildLink({ name: '首位', group: 'government', sortOrder: 0 }));
    await post('/api/admin/links', buildLink({ name: '友链', group: 'friendly' }));
    await post('/api/admin/links', buildLink({ name: '停用', group: 'friendly', enabled: false }));

    const res = await call(t, visitor, 'GET', '/api/site');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const site = res.body.data as Site;
    const names = site.links.map((link) => link.name);
    expect(names).not.toContain('停用');
    const ours = names.filter((name) => ['A 平台', 'B 平台', '首位', '友链'].includes(name));
    expect(ours).toEqual(['友链', '首位', 'A 平台', 'B 平台']);
    expect(site.links.every((link) => link.enabled)).toBe(true);
  });

  it('refuses a caller without a token (401)', async () => {
    const res = await call(t, null, 'GET', '/api/site');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });
});
