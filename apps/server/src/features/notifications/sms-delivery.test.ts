import type { SmsSettingsInput } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { outbox } from './notifications.tables.js';
import { expectOnlyListedJob, later, outboxJob, startGateway, type TestGateway } from './notifications-test-kit.js';
import { enqueueSms } from './outbox.js';
import { signSmsRequest } from './sms-sender.js';
import { drainOutbox, retryDelayMs, startNotificationWorker } from './worker.js';

const SECRET = 'Gateway-Secret-1357';

let t: TestApp;
let admin: string;
let gateway: TestGateway;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
  await t?.close();
});

function platform(overrides: Partial<SmsSettingsInput> = {}): SmsSettingsInput {
  return {
    enabled: true,
    provider: '测试短信网关',
    endpoint: gateway.url,
    keyId: 'key-0001',
    secret: SECRET,
    signature: '测试市知识产权局',
    templates: {
      verificationCode: 'TPL_CODE',
      applicationStatus: 'TPL_STATUS',
      authenticationResult: '',
      test: 'TPL_TEST',
    },
    ...overrides,
  };
}

describe('SMS without a platform (demo mode)', () => {
  it('writes the SMS to the log and marks it sent, calling no gateway', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    const id = await enqueueSms(t.db, { phone: '13812345678', event: 'verificationCode', params: { code: '123456' } });
    expect(await drainOutbox(t.app)).toBe(1);
    expect(info).toHaveBeenCalledWith(
      { phone: '138****5678', event: 'verificationCode', params: { code: '123456' } },
      'SMS (no platform enabled)',
    );
    info.mockRestore();
    // The phone is not kept in clear once delivered.
    expect(await outboxJob(t.db, id)).toMatchObject({ status: 'sent', payload: { phone: '138****5678', params: {} } });
    expect(gateway.requests).toEqual([]);
  });
});

describe('the worker', () => {
  it('sends what is due as soon as it starts, and stops after the round in progress', async () => {
    const id = await enqueueSms(t.db, {
      phone: '13812345678',
      event: 'applicationStatus',
      params: { status: '已受理' },
    });
    const stop = startNotificationWorker(t.app);
    await stop();
    expect(await outboxJob(t.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('SMS through the HTTP platform', () => {
  it('posts the signed request with the template of the event', async () => {
    expect((await call(t, admin, 'PUT', '/api/admin/sms', { body: platform() })).status).toBe(200);
    const before = Math.floor(Date.now() / 1000);
    await enqueueSms(t.db, { phone: '13812345678', event: 'verificationCode', params: { code: '654321' } });
    await enqueueSms(t.db, {
      phone: '13900001111',
      event: 'applicationStatus',
      params: { receiptNo: '20250101001', status: '已受理' },
    });
    expect(await drainOutbox(t.app)).toBe(2);

    expect(gateway.requests).toHaveLength(2);
    const [code, status] = gateway.requests;
    expect(code?.headers['content-type']).toBe('application/json');
    expect(code?.body).toMatchObject({
      keyId: 'key-0001',
      signature: '测试市知识产权局',
      templateId: 'TPL_CODE',
      phone: '13812345678',
      params: { code: '654321' },
    });
    expect(status?.body).toMatchObject({
      templateId: 'TPL_STATUS',
      phone: '13900001111',
      params: { receiptNo: '20250101001', status: '已受理' },
    });
    for (const request of [code, status]) {
      const { sign, ...unsigned } = request?.body ?? {};
      expect(unsigned.timestamp).toBeGreaterThanOrEqual(before);
      expect(unsigned.nonce).toMatch(/^[0-9a-f-]{36}$/);
      expect(sign).toBe(signSmsRequest(unsigned as Parameters<typeof signSmsRequest>[0], SECRET));
    }
    expect(code?.body.nonce).not.toBe(status?.body.nonce);
  });

  it('signs the canonical string: sorted keys, key=value joined by &, params as sorted JSON', () => {
    const sign = signSmsRequest(
      {
        keyId: 'k',
        signature: 's',
        templateId: 't',
        phone: '13800000000',
        params: { b: '2', a: '1' },
        timestamp: 1700000000,
        nonce: 'n',
      },
      'secret',
    );
    // echo -n 'keyId=k&nonce=n&params={"a":"1","b":"2"}&phone=13800000000&signature=s&templateId=t&timestamp=1700000000' | openssl dgst -sha256 -hmac secret
    expect(sign).toBe('8cabbdf9c087c47bf2ec562839dd1e6619e21a232f9637d1ff9b22b89dcd6b00');
  });

  it('retries a refused SMS with backoff, and sends it when the gateway accepts', async () => {
    gateway.answer = { status: 200, body: { code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发流控' } };
    const id = await enqueueSms(t.db, {
      phone: '13812345678',
      event: 'applicationStatus',
      params: { status: '已办结' },
    });
    await drainOutbox(t.app);
    const refused = await outboxJob(t.db, id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused.lastError).toContain('触发流控');

    gateway.answer = { status: 503, body: { message: 'maintenance' } };
    await drainOutbox(t.app, { now: later(retryDelayMs(1)) });
    expect(await outboxJob(t.db, id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: expect.stringContaining('HTTP 503'),
    });

    await expectOnlyListedJob(t, admin, '/api/admin/sms/jobs', {
      id,
      kind: 'sms',
      recipient: '138****5678',
      event: 'applicationStatus',
      attempts: 2,
      subject: '',
    });

    gateway.answer = { status: 200, body: { code: 0 } };
    const retried = await call(t, admin, 'POST', `/api/admin/sms/jobs/${id}/retry`);
    expect(retried.body.data).toEqual({ status: 'sent', error: null });
    expect(await outboxJob(t.db, id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('does not send an event that has no template, and says why', async () => {
    gateway.requests.length = 0;
    const id = await enqueueSms(t.db, { phone: '13812345678', event: 'authenticationResult', params: {} });
    await drainOutbox(t.app);
    expect(await outboxJob(t.db, id)).toMatchObject({
      status: 'pending',
      lastError: 'no SMS template is configured for authenticationResult',
    });
    expect(gateway.requests).toEqual([]);
    await t.db.delete(outbox).where(eq(outbox.id, id));
  });

  it('sends a test SMS with the test template at once', async () => {
    gateway.requests.length = 0;
    const bad = await call(t, admin, 'POST', '/api/admin/sms/test', { body: { phone: '12345' } });
    expect(bad.status).toBe(400);
    const res = await call(t, admin, 'POST', '/api/admin/sms/test', { body: { phone: '13700002222' }, lang: 'en-US' });
    expect(res.body).toMatchObject({ msg: 'The test message was sent.', data: { status: 'sent' } });
    expect(gateway.requests.map((request) => [request.body.templateId, request.body.phone])).toEqual([
      ['TPL_TEST', '13700002222'],
    ]);
    expect(gateway.requests[0]?.body.params).toEqual({ code: expect.stringMatching(/^\d{6}$/) });
  });
});
