import type { MailSettingsInput, SmsSettingsInput } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { forwardAddresses, smsPlatformEnabled } from './settings.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
});
afterAll(async () => {
  await t?.close();
});

const MAILBOX: MailSettingsInput = {
  host: 'smtp.example.gov.cn',
  port: 465,
  security: 'tls',
  user: 'portal@example.gov.cn',
  password: 'Mailbox-Password-9876',
  fromAddress: 'portal@example.gov.cn',
  fromName: '知识产权公共服务平台',
  defaultForward: 'window@example.gov.cn',
  forwards: { rightsAid: ['aid@example.gov.cn', 'aid2@example.gov.cn'], consultation: [] },
};

const PLATFORM: SmsSettingsInput = {
  enabled: true,
  provider: '某云短信',
  endpoint: 'https://sms.example.com/send',
  keyId: 'LTAI-key-id',
  secret: 'Sms-Secret-4321',
  signature: '某市知识产权局',
  templates: {
    verificationCode: 'SMS_001',
    applicationStatus: 'SMS_002',
    authenticationResult: '',
    consultation: '',
    test: 'SMS_001',
  },
};

/** Every text column of the settings table, as a raw select sees it. */
async function rawSettings(): Promise<string> {
  const result = await t.db.execute(sql`select kind, content::text as content, secret from notification_settings`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}

// In file order: the defaults are only seen before the first save.
describe('mailbox settings (/api/admin/mailbox)', () => {
  it('shows an empty mailbox until first saved, and nothing is forwarded', async () => {
    const res = await call(t, admin, 'GET', '/api/admin/mailbox');
    expect(res.body.data).toMatchObject({ host: '', passwordMasked: null, updatedAt: null, forwards: {} });
    expect(await forwardAddresses(t.db, 'rightsAid')).toEqual([]);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const res = await call(t, admin, 'PUT', '/api/admin/mailbox', {
      body: {
        ...MAILBOX,
        host: 'smtp example',
        port: 70000,
        fromAddress: 'not-an-address',
        forwards: { rightsAid: ['nope'] },
      },
    });
    expect(res.status).toBe(400);
    const fields = (res.body.data.errors as { field: string }[]).map((error) => error.field).sort();
    expect(fields).toEqual(['forwards.rightsAid.0', 'fromAddress', 'host', 'port']);
    expect(await rawSettings()).toBe('[]');
  });

  it('needs a password with a user name when none is stored yet', async () => {
    const res = await call(t, admin, 'PUT', '/api/admin/mailbox', {
      body: { ...MAILBOX, password: '' },
      lang: 'en-US',
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      { field: 'password', message: 'A password is required when a user name is given.' },
    ]);
  });

  it('stores the password sealed and returns it only masked; blank keeps it', async () => {
    const saved = await call(t, admin, 'PUT', '/api/admin/mailbox', { body: MAILBOX });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ host: 'smtp.example.gov.cn', passwordMasked: '****9876' });
    expect(saved.body.data).not.toHaveProperty('password');
    // Kinds saved with no addresses are not kept.
    expect(saved.body.data.forwards).toEqual({ rightsAid: ['aid@example.gov.cn', 'aid2@example.gov.cn'] });
    expect(saved.text).not.toContain('Mailbox-Password');
    expect(await rawSettings()).not.toContain('Mailbox-Password');

    const again = await call(t, admin, 'PUT', '/api/admin/mailbox', { body: { ...MAILBOX, port: 587, password: '' } });
    expect(again.body.data).toMatchObject({ port: 587, passwordMasked: '****9876' });
    const read = await call(t, admin, 'GET', '/api/admin/mailbox');
    expect(read.body.data.passwordMasked).toBe('****9876');
  });

  it('forwards a kind to its own addresses, other kinds to the default mailbox', async () => {
    expect(await forwardAddresses(t.db, 'rightsAid')).toEqual(['aid@example.gov.cn', 'aid2@example.gov.cn']);
    expect(await forwardAddresses(t.db, 'consultation')).toEqual(['window@example.gov.cn']);
    await call(t, admin, 'PUT', '/api/admin/mailbox', { body: { ...MAILBOX, password: '', defaultForward: '' } });
    expect(await forwardAddresses(t.db, 'consultation')).toEqual([]);
    expect(await forwardAddresses(t.db, 'rightsAid')).toHaveLength(2);
  });
});

describe('SMS platform settings (/api/admin/sms)', () => {
  it('is disabled until configured', async () => {
    const res = await call(t, admin, 'GET', '/api/admin/sms');
    expect(res.body.data).toMatchObject({ enabled: false, secretMasked: null, updatedAt: null });
    expect(await smsPlatformEnabled(t.db)).toBe(false);
  });

  it('refuses plain HTTP endpoints other than loopback, bad template ids, and enabling without a secret', async () => {
    const bad = await call(t, admin, 'PUT', '/api/admin/sms', {
      body: {
        ...PLATFORM,
        endpoint: 'http://sms.example.com/send',
        templates: { ...PLATFORM.templates, test: 'SMS 001' },
      },
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.data.errors as { field: string }[]).map((error) => error.field).sort();
    expect(fields).toEqual(['endpoint', 'templates.test']);

    const noSecret = await call(t, admin, 'PUT', '/api/admin/sms', { body: { ...PLATFORM, secret: '' } });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.data.errors[0].field).toBe('secret');
    expect(await smsPlatformEnabled(t.db)).toBe(false);
  });

  it('accepts http only on loopback, stores the secret sealed and returns it masked', async () => {
    const loopback = await call(t, admin, 'PUT', '/api/admin/sms', {
      body: { ...PLATFORM, endpoint: 'http://127.0.0.1:9/send' },
    });
    expect(loopback.status).toBe(200);
    const saved = await call(t, admin, 'PUT', '/api/admin/sms', { body: { ...PLATFORM, secret: '' } });
    expect(saved.body.data).toMatchObject({ enabled: true, secretMasked: '****4321', endpoint: PLATFORM.endpoint });
    expect(saved.text).not.toContain('Sms-Secret');
    expect(await rawSettings()).not.toContain('Sms-Secret');
    expect(await smsPlatformEnabled(t.db)).toBe(true);

    await call(t, admin, 'PUT', '/api/admin/sms', { body: { ...PLATFORM, enabled: false, secret: '' } });
    expect(await smsPlatformEnabled(t.db)).toBe(false);
  });
});

describe('access', () => {
  it('is for administrators only: operations staff get 403, visitors the login prompt', async () => {
    const bus = await t.loginAs('bus');
    for (const url of ['/api/admin/mailbox', '/api/admin/sms', '/api/admin/mailbox/jobs', '/api/admin/sms/jobs']) {
      expect((await call(t, bus, 'GET', url)).status).toBe(403);
    }
    expect((await call(t, bus, 'PUT', '/api/admin/mailbox', { body: MAILBOX })).status).toBe(403);
    expect((await call(t, bus, 'POST', '/api/admin/sms/test', { body: { phone: '13800000000' } })).status).toBe(403);
    expect((await call(t, await t.loginAs('user'), 'GET', '/api/admin/mailbox')).status).toBe(403);
    expect((await call(t, await t.visitorToken(), 'GET', '/api/admin/sms')).body.code).toBe(1401);
  });
});
