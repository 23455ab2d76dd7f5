import type { Footer, FooterInput } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uploadImage } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { fileRefs } from '../files/files.tables.js';
import { logs } from '../logs/logs.tables.js';
import { siteFooter } from './footer.tables.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir(), cityName: '测试市' });
  admin = await t.loginAs('admin');
});
afterAll(async () => {
  await t?.close();
});

const footerRefs = () =>
  t.db
    .select({ fileId: fileRefs.fileId })
    .from(fileRefs)
    .where(and(eq(fileRefs.ownerType, 'footer'), eq(fileRefs.ownerId, '1')));

const FOOTER: FooterInput = {
  organiser: '测试市知识产权局',
  undertaker: '测试市知识产权保护中心',
  address: '测试市政务大道 1 号',
  phone: '0000-12345678',
  email: 'ip@test.gov.cn',
  icpNumber: '测ICP备00000001号',
  psbNumber: '测公网安备00000000000001号',
  copyright: '版权所有 © 测试市知识产权局',
  linkGroups: ['government'],
};

// In file order: the default is only seen before the first save.
describe('site footer (/api/admin/footer)', () => {
  it('shows a default built from the configured city until first saved', async () => {
    const res = await call(t, await t.loginAs('bus'), 'GET', '/api/admin/footer');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      organiser: '测试市知识产权局',
      undertaker: '',
      address: '',
      phone: '',
      email: '',
      icpNumber: '',
      psbNumber: '',
      qrCodes: [],
      copyright: '',
      linkGroups: ['friendly', 'government'],
      updatedAt: null,
    });
  });

  it('saves and saves again (one row), with QR code images recorded as used files', async () => {
    const wechat = await uploadImage(t, admin, 'footer-wechat');
    const saved = await call(t, admin, 'PUT', '/api/admin/footer', {
      body: { ...FOOTER, qrCodes: [{ label: '微信公众号', image: wechat }] },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ ...FOOTER, qrCodes: [{ label: '微信公众号', image: wechat }] });
    expect(saved.body.data.updatedAt).toEqual(expect.any(String));
    expect(await footerRefs()).toEqual([{ fileId: wechat.id }]);

    const again = await call(t, admin, 'PUT', '/api/admin/footer', {
      body: { ...FOOTER, organiser: '测试市市场监管局' },
    });
    expect(again.status).toBe(200);
    const read = (await call(t, admin, 'GET', '/api/admin/footer')).body.data as Footer;
    expect(read).toMatchObject({ organiser: '测试市市场监管局', qrCodes: [], linkGroups: ['government'] });
    expect(await footerRefs()).toEqual([]);
    expect(await t.db.select({ id: siteFooter.id }).from(siteFooter)).toEqual([{ id: 1 }]);
  });

  it('refuses a missing organiser, a bad email and an unknown link group, naming the fields (400)', async () => {
    const res = await call(t, admin, 'PUT', '/api/admin/footer', {
      body: { ...FOOTER, organiser: '', email: 'not-an-email', linkGroups: ['unknown'] },
    });
    expect(res.status).toBe(400);
    const fields = res.body.data.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['email', 'linkGroups.0', 'organiser']);
  });

  it('refuses callers without a token (401) and roles outside the home module (403)', async () => {
    expect((await call(t, null, 'GET', '/api/admin/footer')).status).toBe(401);
    expect((await call(t, null, 'PUT', '/api/admin/footer', { body: FOOTER })).status).toBe(401);
    for (const role of ['common', 'user'] as const) {
      const token = await t.loginAs(role);
      expect((await call(t, token, 'GET', '/api/admin/footer')).status).toBe(403);
      expect((await call(t, token, 'PUT', '/api/admin/footer', { body: FOOTER })).status).toBe(403);
    }
  });

  it('writes the operation log for a save', async () => {
    await call(t, admin, 'PUT', '/api/admin/footer', { body: FOOTER });
    const rows = await t.db.select().from(logs).where(eq(logs.action, 'footer.update'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.kind === 'operation')).toBe(true);
    expect(rows.some((row) => row.success && row.role === 'admin')).toBe(true);
  });
});
