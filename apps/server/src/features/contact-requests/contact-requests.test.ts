import { Code } from '@cityip/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { logs } from '../logs/logs.tables.js';
import { outbox } from '../notifications/notifications.tables.js';
import { startSmtp, type TestSmtp } from '../notifications/notifications-test-kit.js';
import { drainOutbox } from '../notifications/worker.js';
import { contactRequests } from './contact-requests.tables.js';
import {
  buildRequest,
  EXPERT_EMAIL,
  insertDemand,
  insertTalent,
  sendRequest,
  withCaptcha,
} from './contact-requests-test-kit.js';

const CREDENTIALS = { user: 'mailer', password: 'Smtp-Password-2468' };

let t: TestApp;
let smtp: TestSmtp;
let common: string;
let talentId: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir(), cityName: '测试市', cityNameEn: 'Test City' });
  smtp = await startSmtp(CREDENTIALS);
  const admin = await t.loginAs('admin');
  const mailbox = { host: '127.0.0.1', port: smtp.port, security: 'none', ...CREDENTIALS };
  const saved = await call(t, admin, 'PUT', '/api/admin/mailbox', {
    body: { ...mailbox, fromAddress: 'portal@test.gov.cn', fromName: '测试市知识产权公共服务平台' },
  });
  expect(saved.status).toBe(200);
  common = await t.loginAs('common');
  talentId = await insertTalent(t);
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

const stored = async () => (await t.db.select({ n: count() }).from(contactRequests))[0]?.n ?? 0;
const queued = async () =>
  (await t.db.select({ n: count() }).from(outbox).where(eq(outbox.event, 'contactRequest')))[0]?.n ?? 0;

describe('POST /api/contact-requests: a visitor', () => {
  let visitor: string;
  beforeEach(async () => {
    visitor = await t.visitorToken();
  });

  it('is refused without the captcha, as at login, and nothing is stored or queued', async () => {
    const before = [await stored(), await queued()];
    const res = await sendRequest(t, visitor, buildRequest('talent', talentId), { ip: '203.0.113.1' });
    expect(res.body).toMatchObject({ code: Code.CAPTCHA_REQUIRED, msg: '请输入图形验证码' });
    const wrong = await sendRequest(
      t,
      visitor,
      { ...(await withCaptcha(t, buildRequest('talent', talentId))), captchaCode: 'zzzz' },
      { ip: '203.0.113.1', lang: 'en-US' },
    );
    expect(wrong.body.code).toBe(Code.CAPTCHA_INVALID);
    expect([await stored(), await queued()]).toEqual(before);
  });

  it('with the captcha is delivered by mail, and the answer carries nothing of the recipient', async () => {
    const body = await withCaptcha(t, buildRequest('talent', talentId, { requesterContact: '13912345678' }));
    const res = await sendRequest(t, visitor, body, { ip: '203.0.113.2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: '联系请求已发送，平台将通过邮件转达给对方' });
    expect(Object.keys(res.body.data).sort()).toEqual(['createdAt', 'id']);
    expect(res.text).not.toContain(EXPERT_EMAIL);
    expect(res.text).not.toContain('13800138000');

    const [row] = await t.db.select().from(contactRequests).where(eq(contactRequests.id, res.body.data.id));
    expect(row).toMatchObject({ requesterId: null, requesterIp: '203.0.113.2', requesterContact: '13912345678' });

    expect(await drainOutbox(t.app)).toBeGreaterThanOrEqual(1);
    const mail = smtp.received.at(-1);
    expect(mail?.rcptTo).toEqual([EXPERT_EMAIL]);
    expect(mail?.parsed.subject).toBe('【测试市知识产权公共服务平台】联系请求：关于专利许可合作的咨询');
    const text = mail?.parsed.text ?? '';
    for (const part of [
      '张明远，您好',
      '李娜 通过测试市知识产权公共服务平台',
      '您好，我司希望就相关技术开展许可合作，盼复。',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('对方自愿提供的联系方式：13912345678');
    expect(text).toContain('Dear 张明远');
    expect(text).toContain('through the Test City IP Public Service Portal');
    // Sent once: a second drain finds nothing left.
    const received = smtp.received.length;
    await drainOutbox(t.app);
    expect(smtp.received.length).toBe(received);
  });
});

describe('POST /api/contact-requests: a signed-in user', () => {
  it('needs no captcha; the request is stored with the account, logged, and mailed to the company', async () => {
    const demandId = await insertDemand(t);
    const res = await sendRequest(t, common, buildRequest('demand', demandId));
    expect(res.body.code).toBe(200);
    const [row] = await t.db.select().from(contactRequests).where(eq(contactRequests.id, res.body.data.id));
    expect(row?.requesterId).not.toBeNull();
    expect(row?.requesterIp).toBeNull();
    const [logged] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.target, `demand:${demandId}`));
    expect(logged).toMatchObject({ action: 'contactRequest.create', success: true, email: 'person@demo.local' });

    await drainOutbox(t.app);
    const mail = smtp.received.at(-1);
    expect(mail?.rcptTo).toEqual(['company@demo.local']);
    expect(mail?.parsed.text).toContain('示范新材料科技有限公司，您好');
    expect(mail?.parsed.text).toContain('技术需求“高导热石墨烯复合材料制备技术”');
    expect(mail?.parsed.text).toContain('li.na@company.example.cn');
  });

  it('is refused without a token (401), and a staff account is refused (403)', async () => {
    expect((await sendRequest(t, null, buildRequest('talent', talentId))).status).toBe(401);
    const staff = await sendRequest(t, await t.loginAs('bus'), buildRequest('talent', talentId), { lang: 'en-US' });
    expect(staff.status).toBe(403);
    expect(staff.body.msg).toBe(
      'Staff accounts cannot send contact requests. Please use a personal or company account.',
    );
  });
});
