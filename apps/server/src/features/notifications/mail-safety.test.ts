import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { submit, validForm } from '../applications/application-test-kit.js';
import { applications } from '../applications/applications.tables.js';
import { headerText } from './mail-headers.js';
import { outboxJob, startSmtp, type TestSmtp } from './notifications-test-kit.js';
import { enqueueMail } from './outbox.js';
import { drainOutbox } from './worker.js';

const CREDENTIALS = { user: 'mailer', password: 'Smtp-Password-2468' };
const INJECTED = 'x\r\nBcc: evil@attacker.test\r\n\r\n<b>forged body</b>';
const MARKUP = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
const SUBMISSIONS_PER_WINDOW = 3;

let t: TestApp;
let person: string;
let smtp: TestSmtp;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir(), rateLimitSubmit: SUBMISSIONS_PER_WINDOW });
  person = await t.loginAs('common');
  smtp = await startSmtp(CREDENTIALS);
  const admin = await t.loginAs('admin');
  const saved = await call(t, admin, 'PUT', '/api/admin/mailbox', {
    body: {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      user: CREDENTIALS.user,
      password: CREDENTIALS.password,
      fromAddress: 'portal@test.gov.cn',
      // Staff type the sender name; a pasted line break must not start a header of its own.
      fromName: `测试市平台${INJECTED}`,
      defaultForward: 'window@test.gov.cn',
    },
  });
  expect(saved.status, saved.text).toBe(200);
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

const rowCount = async () => (await t.db.select({ id: applications.id }).from(applications)).length;

describe('case 18: mail header injection', () => {
  it('turns every control character of a header value into a space', () => {
    expect(headerText('a\r\nBcc: b\u0000c\td\u2028e\u0085f')).toBe('a Bcc: b c d e f');
  });

  it('sends subject, sender name and attachment names on one line each, with no injected header', async () => {
    const storageId = randomUUID();
    await t.app.privateFiles.put(storageId, Buffer.from('%PDF-1.4\n'));
    await enqueueMail(t.db, {
      to: ['window@test.gov.cn'],
      subject: `申请${INJECTED}`,
      text: '正文',
      attachments: [{ filename: `材料${INJECTED}.pdf`, contentType: 'application/pdf', storageId }],
      event: 'applicationForward',
    });
    expect(await drainOutbox(t.app)).toBeGreaterThanOrEqual(1);
    const mail = smtp.received.find((received) => received.parsed.subject?.startsWith('申请'));
    expect(mail?.rcptTo).toEqual(['window@test.gov.cn']);
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    expect(mail?.parsed.subject).toBe('申请x Bcc: evil@attacker.test <b>forged body</b>');
    expect(mail?.parsed.from?.value[0]?.name).toBe('测试市平台x Bcc: evil@attacker.test <b>forged body</b>');
    expect(mail?.parsed.attachments.map((attachment) => attachment.filename)).toEqual([
      '材料x Bcc: evil@attacker.test <b>forged body</b>.pdf',
    ]);
    expect(mail?.parsed.text?.trim()).toBe('正文');
  });

  it('refuses to send to a recipient address holding a line break', async () => {
    const before = smtp.received.length;
    const id = await enqueueMail(t.db, {
      to: ['window@test.gov.cn\r\nBcc: evil@attacker.test'],
      subject: 'to',
      text: 't',
      event: 'test',
    });
    await drainOutbox(t.app, { only: id });
    expect(await outboxJob(t.db, id)).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/control/) });
    expect(smtp.received.length).toBe(before);
  });
});

describe('case 18: forwarded applications are HTML-escaped', () => {
  it('shows markup typed into a form field as text in the staff mail', async () => {
    const form = { ...(await validForm(t, person, 'consultation')), question: `请问${MARKUP}` };
    const res = await submit(t, person, 'consultation', form);
    expect(res.status, res.text).toBe(200);
    await drainOutbox(t.app);
    const forward = smtp.received.find((received) => received.parsed.subject?.includes(res.body.data.receiptNo));
    const html = String(forward?.parsed.html);
    expect(html).toContain('请问&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toMatch(/<script|<img/i);
    // The plain-text part keeps what the person typed.
    expect(forward?.parsed.text).toContain(`请问${MARKUP}`);
  });
});

describe('case 18: submissions are rate-limited', () => {
  it('refuses submissions past the limit with a translated 429 and stores nothing', async () => {
    // The escaping test above used one submission of this window.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SUBMISSIONS_PER_WINDOW; attempt++) {
      statuses.push((await submit(t, person, 'consultation', await validForm(t, person, 'consultation'))).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const before = await rowCount();
    const zh = await submit(t, person, 'consultation', await validForm(t, person, 'consultation'));
    expect([zh.status, zh.body.msg]).toEqual([429, '操作过于频繁，请稍后再试']);
    const en = await submit(t, person, 'consultation', {}, randomUUID(), 'en-US');
    expect([en.status, en.body.msg]).toEqual([429, 'Too many requests. Please try again later.']);
    expect(await rowCount()).toBe(before);
  });
});
