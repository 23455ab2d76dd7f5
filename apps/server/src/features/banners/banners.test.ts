import { BANNER_LIMITS, type Banner, type FileRef } from '@cityip/contracts';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBanner, buildLink, call, daysFromNow, uploadImage } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { fileRefs } from '../files/files.tables.js';
import { logs } from '../logs/logs.tables.js';
import { banners } from './banners.tables.js';

let t: TestApp;
let admin: string;
let image: FileRef;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  admin = await t.loginAs('admin');
  image = await uploadImage(t, admin, 'banner-default');
});
afterAll(async () => {
  await t?.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function createBanner(overrides: Parameters<typeof buildBanner>[1] = {}, picture = image): Promise<Banner> {
  const res = await call(t, admin, 'POST', '/api/admin/banners', { body: buildBanner(picture, overrides) });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Banner;
}

const refsOf = (id: string) =>
  t.db
    .select({ fileId: fileRefs.fileId })
    .from(fileRefs)
    .where(and(eq(fileRefs.ownerType, 'banner'), eq(fileRefs.ownerId, id)));

describe('home banners (/api/admin/banners)', () => {
  it('creates, reads, lists in order and edits a banner', async () => {
    const start = daysFromNow(-1);
    const created = await createBanner({ title: '知识产权宣传周', sortOrder: 3, startAt: start, endAt: null });
    expect(created).toMatchObject({
      title: '知识产权宣传周',
      linkType: 'none',
      href: null,
      enabled: true,
      endAt: null,
    });
    expect(new Date(created.startAt ?? '').toISOString()).toBe(start);
    const first = await createBanner({ sortOrder: 1 });

    const one = await call(t, admin, 'GET', `/api/admin/banners/${created.id}`);
    expect(one.body.data).toEqual(created);
    const list = (await call(t, await t.loginAs('bus'), 'GET', '/api/admin/banners')).body.data as Banner[];
    const ids = list.map((banner) => banner.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(created.id));

    const edited = await call(t, admin, 'PUT', `/api/admin/banners/${created.id}`, {
      body: buildBanner(image, { title: '新标题', linkType: 'route', linkTarget: '/policySearch', enabled: false }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ title: '新标题', href: '/policySearch', enabled: false, startAt: null });
  });

  it('resolves a jump-link target to its URL, and to null while the link is disabled', async () => {
    const input = buildLink({ url: 'https://ipr.example.cn/transform' });
    const link = (await call(t, admin, 'POST', '/api/admin/links', { body: input })).body.data;
    const banner = await createBanner({ linkType: 'link', linkTarget: link.id });
    expect(banner.href).toBe('https://ipr.example.cn/transform');
    await call(t, admin, 'PUT', `/api/admin/links/${link.id}`, { body: { ...input, enabled: false } });
    const reread = await call(t, admin, 'GET', `/api/admin/banners/${banner.id}`);
    expect(reread.body.data).toMatchObject({ linkTarget: link.id, href: null });
  });

  it('refuses a jump link that does not exist, on the linkTarget field (400)', async () => {
    const res = await call(t, admin, 'POST', '/api/admin/banners', {
      body: buildBanner(image, { linkType: 'link', linkTarget: UNKNOWN_ID }),
      lang: 'en-US',
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'linkTarget', message: 'The link does not exist.' }]);
  });

  it('refuses a bad date range, an external route and an unknown image (400)', async () => {
    const range = await call(t, admin, 'POST', '/api/admin/banners', {
      body: buildBanner(image, { startAt: daysFromNow(2), endAt: daysFromNow(1) }),
    });
    expect(range.status).toBe(400);
    expect(range.body.data.errors).toEqual([{ field: 'endAt', message: '开始时间不能晚于结束时间' }]);
    const route = await call(t, admin, 'POST', '/api/admin/banners', {
      body: buildBanner(image, { linkType: 'route', linkTarget: '//evil.example/x' }),
    });
    expect(route.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['linkTarget']);
    const forged = { ...image, id: 'b'.repeat(64) };
    const unknownImage = await call(t, admin, 'POST', '/api/admin/banners', { body: buildBanner(forged) });
    expect(unknownImage.status).toBe(400);
    expect(unknownImage.body.msg).toBe('文件无效，请重新上传');
  });

  it('refuses callers without a token (401) and roles outside the home module (403)', async () => {
    expect((await call(t, null, 'GET', '/api/admin/banners')).status).toBe(401);
    expect((await call(t, null, 'POST', '/api/admin/banners', { body: buildBanner(image) })).status).toBe(401);
    for (const role of ['common', 'user'] as const) {
      const token = await t.loginAs(role);
      expect((await call(t, token, 'GET', '/api/admin/banners')).status).toBe(403);
      expect((await call(t, token, 'DELETE', `/api/admin/banners/${UNKNOWN_ID}`)).status).toBe(403);
    }
  });

  it('answers 404 for an unknown banner', async () => {
    const get = await call(t, admin, 'GET', `/api/admin/banners/${UNKNOWN_ID}`);
    expect(get.status).toBe(404);
    expect(get.body).toMatchObject({ code: 404, msg: '横幅不存在' });
    expect((await call(t, admin, 'PUT', `/api/admin/banners/${UNKNOWN_ID}`, { body: buildBanner(image) })).status).toBe(
      404,
    );
    expect((await call(t, admin, 'DELETE', `/api/admin/banners/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it('records its image as used, moves the reference on a new image, and releases it on delete', async () => {
    const banner = await createBanner();
    expect(await refsOf(banner.id)).toEqual([{ fileId: image.id }]);
    const replacement = await uploadImage(t, admin, 'banner-replacement');
    await call(t, admin, 'PUT', `/api/admin/banners/${banner.id}`, { body: buildBanner(replacement) });
    expect(await refsOf(banner.id)).toEqual([{ fileId: replacement.id }]);
    const deleted = await call(t, admin, 'DELETE', `/api/admin/banners/${banner.id}`);
    expect(deleted.status).toBe(200);
    expect(await refsOf(banner.id)).toEqual([]);
  });

  it('writes the operation log for a write', async () => {
    const banner = await createBanner();
    await call(t, admin, 'PUT', `/api/admin/banners/${banner.id}`, { body: buildBanner(image, { title: '改' }) });
    const rows = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'banner.update'), eq(logs.target, banner.id)));
    expect(rows).toEqual([expect.objectContaining({ kind: 'operation', success: true, role: 'admin' })]);
  });

  it('keeps at most BANNER_LIMITS.count banners: one more is refused in the caller language', async () => {
    const [kept] = await t.db.select({ total: count() }).from(banners);
    const room = BANNER_LIMITS.count - (kept?.total ?? 0);
    await t.db
      .insert(banners)
      .values(Array.from({ length: room }, (_, index) => ({ title: `填满${index}`, image, enabled: false })));
    for (const [language, text] of [
      ['zh-CN', '数量超过上限'],
      ['en-US', 'There are too many items.'],
    ] as const) {
      const refused = await call(t, admin, 'POST', '/api/admin/banners', { body: buildBanner(image), lang: language });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(text);
    }
    const list = await call(t, admin, 'GET', '/api/admin/banners');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(BANNER_LIMITS.count);
    await t.db.delete(banners).where(like(banners.title, '填满%'));
  });
});
