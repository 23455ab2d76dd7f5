import type { FileRef } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uploadImage } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_FILES, tempDataDir, uploadOk } from '../../../test/uploads.js';
import { fileRefs } from '../files/files.tables.js';
import { logs } from '../logs/logs.tables.js';

let t: TestApp;
let bus: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  bus = await t.loginAs('bus');
});
afterAll(async () => {
  await t?.close();
});

const refs = () =>
  t.db
    .select({ fileId: fileRefs.fileId })
    .from(fileRefs)
    .where(and(eq(fileRefs.ownerType, 'wechatCode'), eq(fileRefs.ownerId, '1')));

// In file order: nothing is configured until the second test saves it.
describe('WeChat service account QR code', () => {
  it('answers null data while nothing is configured, to anyone', async () => {
    const visitor = await t.visitorToken();
    for (const token of [null, visitor]) {
      const res = await call(t, token, 'GET', '/api/bus/wechat/code');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 200, data: null });
    }
    expect((await call(t, bus, 'GET', '/api/admin/wechat/code')).body.data).toBeNull();
  });

  it('saves the account name and image in the back office; the public call gives an <img> address', async () => {
    const image = await uploadImage(t, bus, 'wechat-qr');
    const saved = await call(t, bus, 'PUT', '/api/admin/wechat/code', {
      body: { accountName: ' 示范市知识产权 ', image },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ accountName: '示范市知识产权', image, updatedAt: expect.any(String) });
    expect(await refs()).toEqual([{ fileId: image.id }]);

    const shown = await call(t, null, 'GET', '/api/bus/wechat/code');
    expect(shown.body.data).toEqual({ imageUrl: `/api/files/${image.id}`, accountName: '示范市知识产权' });
    const bytes = await t.app.inject({ method: 'GET', url: shown.body.data.imageUrl });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toContain('image/png');

    // A new image replaces the old one's reference.
    const next = await uploadImage(t, bus, 'wechat-qr-2');
    await call(t, bus, 'PUT', '/api/admin/wechat/code', { body: { accountName: '示范市知识产权', image: next } });
    expect(await refs()).toEqual([{ fileId: next.id }]);
    const entries = await t.db.select().from(logs).where(eq(logs.action, 'wechatCode.update'));
    expect(entries.some((row) => row.success && row.role === 'bus')).toBe(true);
  });

  it('refuses a missing name, a file that is not an image and an unknown file, changing nothing', async () => {
    const before = (await call(t, bus, 'GET', '/api/admin/wechat/code')).body.data;
    const pdf = await uploadOk(t, bus, 'attachment', 'guide.pdf', SAMPLE_FILES.pdf('wechat'));
    const unknown: FileRef = { ...pdf, id: 'f'.repeat(64) };
    const noName = await call(t, bus, 'PUT', '/api/admin/wechat/code', {
      body: { accountName: ' ', image: before.image },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['accountName']);
    for (const image of [pdf, unknown]) {
      const res = await call(t, bus, 'PUT', '/api/admin/wechat/code', { body: { accountName: '新名称', image } });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('文件无效，请重新上传');
    }
    expect((await call(t, bus, 'GET', '/api/admin/wechat/code')).body.data).toEqual(before);
  });

  it('refuses the back-office calls without a token (401) and outside the home module (403)', async () => {
    expect((await call(t, null, 'GET', '/api/admin/wechat/code')).status).toBe(401);
    const common = await t.loginAs('common');
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(t, common, method, '/api/admin/wechat/code')).status).toBe(403);
    }
  });

  it('removes the QR code: the public call answers null again and the image is released', async () => {
    const removed = await call(t, bus, 'DELETE', '/api/admin/wechat/code');
    expect(removed.body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call(t, null, 'GET', '/api/bus/wechat/code')).body.data).toBeNull();
    expect(await refs()).toEqual([]);
  });
});
