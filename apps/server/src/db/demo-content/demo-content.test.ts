import type { Article, Home, Page } from '@cityip/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { ConfigError } from '../../config.js';
import { articles } from '../../features/articles/articles.tables.js';
import { seedMarks } from '../seed-marks.tables.js';
import { seedDemoContent } from './seed-demo-content.js';

let t: TestApp;
let visitor: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  expect(await seedDemoContent(t.db, t.app.storage, t.config)).toBe(true);
  visitor = await t.visitorToken();
}, 60_000);
afterAll(() => t.close());

const get = async <T>(url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: auth(visitor) })).json<{ data: T }>().data;

describe('demo content', () => {
  it('publishes at least 60 policies across the four levels and 40 news items across the three types', async () => {
    expect((await get<Page<Article>>('/api/policies?pageSize=1')).total).toBeGreaterThanOrEqual(60);
    for (const level of ['national', 'provincial', 'city', 'hkMacaoTaiwan']) {
      expect((await get<Page<Article>>(`/api/policies?level=${level}&pageSize=1`)).total).toBeGreaterThanOrEqual(15);
    }
    expect((await get<Page<Article>>('/api/news?pageSize=1')).total).toBeGreaterThanOrEqual(40);
    for (const type of [1, 2, 3]) {
      expect((await get<Page<Article>>(`/api/news?informationType=${type}&pageSize=1`)).total).toBeGreaterThan(10);
    }
  });

  it('has a guide for every menu key and finds the city funding rules by 专利资助', async () => {
    for (const key of ['adminRuling', 'adminMediation', 'developPermit', 'thinkTank', 'serviceWindow', 'rightsAid']) {
      expect((await get<Article>(`/api/guides/${key}`)).body).toContain('<h3>办理流程</h3>');
    }
    const found = await get<Page<Article>>(`/api/policies?keyword=${encodeURIComponent('专利资助')}`);
    expect(found.items.map((item) => item.title)).toContain(`${t.config.cityName}专利资助办法`);
  });

  it('shows banners with generated PNG images and the service window teaser on the home page', async () => {
    const home = await get<Home>('/api/home');
    expect(home.banners.length).toBeGreaterThanOrEqual(3);
    expect(home.serviceWindow?.title).toBe('知识产权综合服务窗口');
    const image = await t.app.inject({ method: 'GET', url: `/api/files/${home.banners[0]?.image.id}` });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('runs once: a second start inserts nothing, so deletions by operators stay deleted', async () => {
    const before = (await get<Page<Article>>('/api/policies?pageSize=1')).total;
    expect(await seedDemoContent(t.db, t.app.storage, t.config)).toBe(false);
    expect((await get<Page<Article>>('/api/policies?pageSize=1')).total).toBe(before);
  });

  it('refuses a CITY_NAME too long for its texts before writing anything, naming the setting', async () => {
    const long = await createTestApp({ dataDir: tempDataDir(), cityName: '长'.repeat(200) });
    try {
      const seeding = seedDemoContent(long.db, long.app.storage, long.config);
      await expect(seeding).rejects.toBeInstanceOf(ConfigError);
      await expect(seeding).rejects.toThrow(/CITY_NAME .*title: This is too long\./);
      expect((await long.db.select({ total: count() }).from(articles))[0]?.total).toBe(0);
      // Released, so a start with a shorter name seeds the demo. (The accounts' seed marks its
      // demo demands and experts too; only the content's own mark matters here.)
      expect(await long.db.select().from(seedMarks).where(eq(seedMarks.name, 'demo-content-v1'))).toEqual([]);
    } finally {
      await long.close();
    }
  }, 60_000);
});
