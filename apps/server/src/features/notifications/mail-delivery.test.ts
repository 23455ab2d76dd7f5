import { randomUUID } from 'node:crypto';
import type { MailSettingsInput } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { outbox } from './notifications.tables.js';
import {
  expectOnlyListedJob,
  later,
  outboxJob,
  startSmtp,
  type TestSmtp,
  unusedPort,
} from './notifications-test-kit.js';
import { enqueueMail, type OutgoingMail } from './outbox.js';
import { CLAIM_MS, drainOutbox, MAX_ATTEMPTS, retryDelayMs } from './worker.js';

const CREDENTIALS = { user: 'mailer', password: 'Smtp-Password-2468' };

let t: TestApp;
let admin: string;
let smtp: TestSmtp;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir(), cityName: '测试市' });
  admin = await t.loginAs('admin');
  smtp = await startSmtp(CREDENTIALS);
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

function mailbox(port: number): MailSettingsInput {
  return {
    host: '127.0.0.1',
    port,
    security: 'none',
    user: CREDENTIALS.user,
    password: CREDENTIALS.password,
    fromAddress: 'portal@test.gov.cn',
    fromName: '测试市知识产权公共服务平台',
  };
}

async function saveMailbox(port: number) {
  const res = await call(t, admin, 'PUT', '/api/admin/mailbox', { body: mailbox(port) });
  expect(res.status).toBe(200);
}

function forwardMail(subject: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return { to: ['window@test.gov.cn'], subject, text: '新的申请已提交。', event: 'applicationForward', ...overrides };
}

describe('mail through a real SMTP server', () => {
  it('refuses a test mail before the mailbox is configured', async () => {
    const res = await call(t, admin, 'POST', '/api/admin/mailbox/test', { body: { to: 'me@test.gov.cn' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('尚未配置发件邮箱，请先保存邮箱设置');
  });

  it('delivers a queued mail with its recipients, subject and attachment read from storage', async () => {
    await saveMailbox(smtp.port);
    const storageId = randomUUID();
    const bytes = Buffer.from('%PDF-1.4\n申请材料\n');
    await t.app.privateFiles.put(storageId, bytes);
    const id = await enqueueMail(
      t.db,
      forwardMail('【维权援助】新申请 20250101001', {
        to: ['aid@test.gov.cn', 'aid2@test.gov.cn'],
        html: '<p>新的申请已提交。</p>',
        attachments: [{ filename: '申请表.pdf', contentType: 'application/pdf', storageId }],
      }),
    );
    expect(await drainOutbox(t.app)).toBe(1);

    const mail = smtp.received.at(-1);
    expect(mail?.rcptTo).toEqual(['aid@test.gov.cn', 'aid2@test.gov.cn']);
    expect(mail?.parsed.subject).toBe('【维权援助】新申请 20250101001');
    expect(mail?.parsed.from?.value).toEqual([{ address: 'portal@test.gov.cn', name: '测试市知识产权公共服务平台' }]);
    expect(mail?.parsed.text?.trim()).toBe('新的申请已提交。');
    expect(mail?.parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['申请表.pdf', 'application/pdf'],
    ]);
    expect(mail?.parsed.attachments[0]?.content.equals(bytes)).toBe(true);

    const row = await outboxJob(t.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    // The body is not kept once delivered (it may carry codes or personal data).
    expect(row.payload).toEqual({
      to: ['aid@test.gov.cn', 'aid2@test.gov.cn'],
      subject: '【维权援助】新申请 20250101001',
      text: '',
      event: 'applicationForward',
    });
  });

  it('sends a test mail through the queue at once and reports it sent', async () => {
    const res = await call(t, admin, 'POST', '/api/admin/mailbox/test', { body: { to: 'Me@Test.gov.cn' } });
    expect(res.body).toMatchObject({ code: 200, msg: '测试消息已发送', data: { status: 'sent', error: null } });
    const mail = smtp.received.at(-1);
    expect(mail?.rcptTo).toEqual(['me@test.gov.cn']);
    expect(mail?.parsed.subject).toBe('测试市知识产权公共服务平台测试邮件');
  });
});

describe('mail server down', () => {
  it('keeps the mail pending with the error, and delivers it once the server is back', async () => {
    const port = await unusedPort();
    await saveMailbox(port);
    const id = await enqueueMail(t.db, forwardMail('Retried mail'));
    expect(await drainOutbox(t.app)).toBe(1);
    const failed = await outboxJob(t.db, id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(retryDelayMs(1) - 5_000);

    // Not due before its backoff is over.
    expect(await drainOutbox(t.app)).toBe(0);
    await expectOnlyListedJob(t, admin, '/api/admin/mailbox/jobs?status=pending', {
      id,
      recipient: 'window@test.gov.cn',
      subject: 'Retried mail',
      attempts: 1,
      status: 'pending',
      event: 'applicationForward',
    });

    const revived = await startSmtp(CREDENTIALS, port);
    try {
      expect(await drainOutbox(t.app, { now: later(retryDelayMs(1)) })).toBe(1);
      expect(revived.received.map((mail) => mail.parsed.subject)).toEqual(['Retried mail']);
    } finally {
      await revived.close();
    }
    expect(await outboxJob(t.db, id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect((await call(t, admin, 'GET', '/api/admin/mailbox/jobs')).body.data.total).toBe(0);
  });

  it('backs off 1, 2, 4 … minutes, gives up after the last attempt, and "retry now" sends it', async () => {
    expect([1, 2, 3, 7, 8].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
    const port = await unusedPort();
    await saveMailbox(port);
    const id = await enqueueMail(t.db, forwardMail('Given up'));
    let clock = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await drainOutbox(t.app, { now: () => new Date(clock) })).toBe(1);
      clock += retryDelayMs(attempt);
    }
    expect(await outboxJob(t.db, id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await drainOutbox(t.app, { now: () => new Date(clock + 86_400_000) })).toBe(0);

    const failedList = await call(t, admin, 'GET', '/api/admin/mailbox/jobs?status=failed');
    expect(failedList.body.data.items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect(failedList.body.data.items[0].lastError).toMatch(/ECONNREFUSED/);

    const revived = await startSmtp(CREDENTIALS, port);
    try {
      const retried = await call(t, admin, 'POST', `/api/admin/mailbox/jobs/${id}/retry`);
      expect(retried.body).toMatchObject({ code: 200, data: { status: 'sent', error: null } });
      expect(revived.received.map((mail) => mail.parsed.subject)).toEqual(['Given up']);
    } finally {
      await revived.close();
    }
    const again = await call(t, admin, 'POST', `/api/admin/mailbox/jobs/${id}/retry`);
    expect(again.status).toBe(404);
  });

  it('reports a test mail that could not go out as queued', async () => {
    await saveMailbox(await unusedPort());
    const res = await call(t, admin, 'POST', '/api/admin/mailbox/test', { body: { to: 'me@test.gov.cn' } });
    expect(res.body).toMatchObject({
      code: 200,
      msg: '发送未成功，已加入待发队列，将自动重试',
      data: { status: 'pending' },
    });
    expect(res.body.data.error).toMatch(/ECONNREFUSED/);
    await t.db.delete(outbox);
  });
});

describe('a worker that died mid-send', () => {
  it('leaves the job claimed until the claim runs out, then it is sent again', async () => {
    await saveMailbox(smtp.port);
    const id = await enqueueMail(t.db, forwardMail('Crash survivor'));
    // As a worker leaves it when it dies after claiming: `sending`, claimed until CLAIM_MS from now.
    await t.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + CLAIM_MS) })
      .where(eq(outbox.id, id));
    expect(await drainOutbox(t.app)).toBe(0);
    expect(await drainOutbox(t.app, { now: later(CLAIM_MS + 1_000) })).toBe(1);
    expect(await outboxJob(t.db, id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.at(-1)?.parsed.subject).toBe('Crash survivor');
  });
});
