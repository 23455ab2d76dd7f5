import { LINK_LIMITS, type Link } from '@cityip/contracts';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBanner, buildLink, call, uploadImage } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { fileRefs } from '../files/files.tables.js';
import { logs } from '../logs/logs.tables.js';
import { links } from './links.tables.js';

let t: TestApp;
let admin: string;
let bus: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  admin = await t.loginAs('admin');
  bus = await t.loginAs('bus');
});
afterAll(async () => {
  await t?.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function createLink(overrides: Parameters<typeof buildLink>[0] = {}): Promise<Link> {
  const res = await call(t, admin, 'POST', '/api/admin/links', { body: buildLink(overrides) });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Link;
}

describe('jump links (/api/admin/links)', () => {
  it('creates, lists with group and keyword filters, and edits a link', async () => {
    const link = await createLink({ name: '电子存证平台', url: 'https://evidence.example.cn', group: 'platform' });
    expect(link).toMatchObject({ name: '电子存证平台', group: 'platform', enabled: true, sortOrder: 0, icon: null });
    await createLink({ name: '国家知识产权局', group: 'government' });

    const platform = await call(t, bus, 'GET', '/api/admin/links?group=platform');
    expect(platform.status).toBe(200);
    expect((platform.body.data as Link[]).map((item) => item.name)).toContain('电子存证平台');
    expect((platform.body.data as Link[]).every((item) => item.group === 'platform')).toBe(true);
    const byKeyword = await call(t, admin, 'GET', `/api/admin/links?keyword=${encodeURIComponent('evidence.example')}`);
    expect((byKeyword.body.data as Link[]).map((item) => item.id)).toEqual([link.id]);

    const edited = await call(t, bus, 'PUT', `/api/admin/links/${link.id}`, {
      body: buildLink({ name: '电子证据保全平台', group: 'platform', menuKey: 'evidencePreservation', enabled: false }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: '电子证据保全平台',
      menuKey: 'evidencePreservation',
      enabled: false,
    });
  });

  it('keeps a menu key only on platform links', async () => {
    const link = await createLink({ group: 'friendly', menuKey: 'patentTransformation' });
    expect(link.menuKey).toBeNull();
  });

  it('refuses javascript: and relative URLs and a missing name, naming the field (400)', async () => {
    const script = await call(t, admin, 'POST', '/api/admin/links', {
      body: buildLink({ url: 'javascript:alert(1)' }),
      lang: 'en-US',
    });
    expect(script.status).toBe(400);
    expect(script.body.data.errors).toEqual([{ field: 'url', message: expect.stringContaining('http://') }]);
    const relative = await call(t, admin, 'POST', '/api/admin/links', { body: buildLink({ url: '/relative' }) });
    expect(relative.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['url']);
    const unnamed = await call(t, admin, 'POST', '/api/admin/links', { body: buildLink({ name: '  ' }) });
    expect(unnamed.body.data.errors).toEqual([{ field: 'name', message: '此项为必填项' }]);
  });

  it('refuses callers without a token (401) and roles outside the links module (403)', async () => {
    expect((await call(t, null, 'GET', '/api/admin/links')).status).toBe(401);
    expect((await call(t, null, 'POST', '/api/admin/links', { body: buildLink() })).status).toBe(401);
    for (const role of ['common', 'user'] as const) {
      const token = await t.loginAs(role);
      expect((await call(t, token, 'GET', '/api/admin/links')).status).toBe(403);
      expect((await call(t, token, 'POST', '/api/admin/links', { body: buildLink() })).status).toBe(403);
    }
  });

  it('answers 404 for an unknown link', async () => {
    const put = await call(t, admin, 'PUT', `/api/admin/links/${UNKNOWN_ID}`, { body: buildLink() });
    expect(put.status).toBe(404);
    expect(put.body).toMatchObject({ code: 404, msg: '链接不存在' });
    expect((await call(t, admin, 'DELETE', `/api/admin/links/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it('refuses to delete a link a banner leads to (409), then deletes it once the banner is gone', async () => {
    const link = await createLink();
    const image = await uploadImage(t, admin, 'link-in-use');
    const banner = await call(t, admin, 'POST', '/api/admin/banners', {
      body: buildBanner(image, { linkType: 'link', linkTarget: link.id }),
    });
    expect(banner.status, banner.text).toBe(200);

    const refused = await call(t, admin, 'DELETE', `/api/admin/links/${link.id}`, { lang: 'en-US' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 409, msg: 'A home banner uses this link. Change the banner first.' });
    const listed = await call(t, admin, 'GET', '/api/admin/links');
    expect((listed.body.data as Link[]).some((item) => item.id === link.id)).toBe(true);

    expect((await call(t, admin, 'DELETE', `/api/admin/banners/${banner.body.data.id}`)).status).toBe(200);
    const deleted = await call(t, admin, 'DELETE', `/api/admin/links/${link.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ code: 200, msg: '删除成功', data: null });
  });

  it('records the icon as a used file and releases it when the link is deleted', async () => {
    const icon = await uploadImage(t, admin, 'link-icon');
    const link = await createLink({ icon });
    expect(link.icon).toEqual(icon);
    const refsOf = () =>
      t.db
        .select()
        .from(fileRefs)
        .where(and(eq(fileRefs.ownerType, 'link'), eq(fileRefs.ownerId, link.id)));
    expect(await refsOf()).toEqual([{ fileId: icon.id, ownerType: 'link', ownerId: link.id }]);
    await call(t, admin, 'DELETE', `/api/admin/links/${link.id}`);
    expect(await refsOf()).toEqual([]);
  });

  it('refuses an icon that was never uploaded (400)', async () => {
    const forged = { id: 'a'.repeat(64), name: 'x.png', mime: 'image/png', size: 1 };
    const res = await call(t, admin, 'POST', '/api/admin/links', { body: buildLink({ icon: forged }) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('文件无效，请重新上传');
  });

  it('writes the operation log for a write', async () => {
    const link = await createLink();
    await call(t, bus, 'DELETE', `/api/admin/links/${link.id}`);
    const rows = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'link.delete'), eq(logs.target, link.id)));
    expect(rows).toEqual([expect.objectContaining({ kind: 'operation', success: true, role: 'bus' })]);
  });

  it('keeps at most LINK_LIMITS.count links: one more is refused in the caller language', async () => {
    const [kept] = await t.db.select({ total: count() }).from(links);
    const room = LINK_LIMITS.count - (kept?.total ?? 0);
    await t.db.insert(links).values(
      Array.from({ length: room }, (_, index) => ({
        name: `填满${index}`,
        url: `https://example.gov.cn/full/${index}`,
        group: 'friendly' as const,
      })),
    );
    for (const [language, text] of [
      ['zh-CN', '数量超过上限'],
      ['en-US', 'There are too many items.'],
    ] as const) {
      const refused = await call(t, admin, 'POST', '/api/admin/links', { body: buildLink(), lang: language });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(text);
    }
    const list = await call(t, bus, 'GET', '/api/admin/links');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(LINK_LIMITS.count);
    await t.db.delete(links).where(like(links.name, '填满%'));
  });
});
