import type { MailSettingsInput, SmsSettingsInput } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { outboxJob, startGateway, startSmtp, type TestGateway, type TestSmtp } from './notifications-test-kit.js';
import { enqueueMail, enqueueSms } from './outbox.js';
import { getMailSettings, getSmsSettings, saveMailSettings, saveSmsSettings } from './settings.js';
import { drainOutbox } from './worker.js';

const CREDENTIALS = { user: 'mailer', password: 'Smtp-Password-2468' };

let t: TestApp;
let admin: string;
let smtp: TestSmtp;
let gateway: TestGateway;

beforeAll(async () => {
  // No allow-list: the deployment has not allowed any internal address.
  t = await createTestApp({ outboundAllowHosts: [] });
  admin = await t.loginAs('admin');
  smtp = await startSmtp(CREDENTIALS);
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
  await smtp?.close();
  await t?.close();
});

const platform = (endpoint: string): SmsSettingsInput => ({
  enabled: true,
  provider: '测试短信网关',
  endpoint,
  keyId: 'key-0001',
  secret: 'Gateway-Secret-1357',
  signature: '测试市知识产权局',
  templates: {
    verificationCode: 'TPL',
    applicationStatus: '',
    authenticationResult: '',
    consultation: '',
    test: 'TPL',
  },
});

const mailbox = (host: string, port = 25): MailSettingsInput => ({
  host,
  port,
  security: 'none',
  user: CREDENTIALS.user,
  password: CREDENTIALS.password,
  fromAddress: 'portal@test.gov.cn',
});

describe('case 17: SSRF guard on the SMS platform and mailbox settings', () => {
  it.each([
    ['http://127.0.0.1:9/send', '它指向本机'],
    ['http://localhost:9/send', '它指向本机'],
    ['http://[::1]:9/send', '它指向本机'],
    ['https://2130706433/send', '它指向本机'],
    ['https://169.254.169.254/latest', '它属于链路本地地址'],
    ['https://10.20.30.40/send', '它属于内部网络地址'],
    ['https://[::ffff:192.168.0.1]/send', '它属于内部网络地址'],
  ])('refuses the SMS endpoint %s with the reason, saving nothing', async (endpoint, reason) => {
    const res = await call(t, admin, 'PUT', '/api/admin/sms', { body: platform(endpoint) });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      {
        field: 'endpoint',
        message: `出于安全考虑不能连接该地址：${reason}（如确需使用，请由运维人员在 OUTBOUND_ALLOW_HOSTS 中放行）`,
      },
    ]);
    expect((await getSmsSettings(t.db, t.app.secrets)).updatedAt).toBeNull();
  });

  it('says why in English too', async () => {
    const res = await call(t, admin, 'PUT', '/api/admin/sms', { body: platform('http://127.0.0.1:9/'), lang: 'en-US' });
    expect(res.body.data.errors[0].message).toBe(
      'For security this address cannot be used: it points to this server (if it really must be, operations staff can allow it in OUTBOUND_ALLOW_HOSTS).',
    );
  });

  it.each([
    ['127.0.0.1', '它指向本机'],
    ['2130706433', '它指向本机'],
    ['0x7f.1', '它指向本机'],
    ['localhost', '它指向本机'],
    ['[::1]', '它指向本机'],
    ['192.168.1.10', '它属于内部网络地址'],
    ['0.0.0.0', '它不是有效的目标地址'],
  ])('refuses the SMTP host %s, saving nothing', async (host, reason) => {
    const res = await call(t, admin, 'PUT', '/api/admin/mailbox', { body: mailbox(host) });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      expect.objectContaining({ field: 'host', message: expect.stringContaining(reason) }),
    ]);
    expect((await getMailSettings(t.db, t.app.secrets)).updatedAt).toBeNull();
  });

  it('accepts a public host name that does not resolve yet (every send checks again)', async () => {
    const res = await call(t, admin, 'PUT', '/api/admin/mailbox', { body: mailbox('smtp.not-yet-in-dns.invalid') });
    expect(res.status, res.text).toBe(200);
  });
});

describe('case 17: SSRF guard at send time (settings stored before the address turned internal)', () => {
  it('does not post an SMS to an internal gateway; the job waits with the reason', async () => {
    // As if the endpoint's DNS changed after it was saved: stored without the save-time check.
    await saveSmsSettings(t.db, t.app.secrets, platform(gateway.url) as Parameters<typeof saveSmsSettings>[2]);
    const id = await enqueueSms(t.db, { phone: '13812345678', event: 'verificationCode', params: { code: '123456' } });
    expect(await drainOutbox(t.app, { only: id })).toBe(1);
    expect(await outboxJob(t.db, id)).toMatchObject({
      status: 'pending',
      lastError: expect.stringMatching(/loopback/),
    });
    expect(gateway.requests).toEqual([]);
  });

  it('does not connect to an internal SMTP server; the job waits with the reason', async () => {
    await saveMailSettings(t.db, t.app.secrets, {
      ...mailbox('127.0.0.1', smtp.port),
      fromName: '',
      defaultForward: '',
      forwards: {},
    } as Parameters<typeof saveMailSettings>[2]);
    const id = await enqueueMail(t.db, { to: ['window@test.gov.cn'], subject: 's', text: 't', event: 'test' });
    expect(await drainOutbox(t.app, { only: id })).toBe(1);
    expect(await outboxJob(t.db, id)).toMatchObject({
      status: 'pending',
      lastError: expect.stringMatching(/loopback/),
    });
    expect(smtp.received).toEqual([]);
  });
});
