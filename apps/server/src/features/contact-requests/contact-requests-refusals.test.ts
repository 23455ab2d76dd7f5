import { CONTACT_REQUEST_LIMITS, Code } from '@cityip/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { outbox } from '../notifications/notifications.tables.js';
import { contactRequests } from './contact-requests.tables.js';
import {
  buildRequest,
  cityDate,
  insertDemand,
  insertTalent,
  sendRequest,
  withCaptcha,
} from './contact-requests-test-kit.js';

let t: TestApp;
let common: string;
let talentId: string;

beforeAll(async () => {
  t = await createTestApp();
  common = await t.loginAs('common');
  talentId = await insertTalent(t);
});
afterAll(async () => {
  await t?.close();
});

/** Rows and queued mails: a refusal must change neither. */
const counts = async () => [
  (await t.db.select({ n: count() }).from(contactRequests))[0]?.n,
  (await t.db.select({ n: count() }).from(outbox))[0]?.n,
];

describe('POST /api/contact-requests: bad input', () => {
  it.each([
    ['zh-CN', ['请填写有效的手机号码、固定电话或邮箱地址', '此项为必填项', '主题不能换行']],
    [
      'en-US',
      [
        'Please enter a valid mobile number, landline number or email address.',
        'This field is required.',
        'The subject must be a single line.',
      ],
    ],
  ] as const)(
    'answers 400 with translated field errors in %s and stores nothing',
    async (lang, [contact, required, line]) => {
      const before = await counts();
      const res = await sendRequest(
        t,
        common,
        buildRequest('talent', talentId, { requesterContact: 'call me maybe', message: '   ' }),
        { lang },
      );
      expect(res.status).toBe(400);
      expect(res.body.data.errors).toEqual(
        expect.arrayContaining([
          { field: 'requesterContact', message: contact },
          { field: 'message', message: required },
        ]),
      );
      const twoLines = await sendRequest(t, common, buildRequest('talent', talentId, { subject: '第一行\n第二行' }), {
        lang,
      });
      expect(twoLines.body.data.errors).toEqual([{ field: 'subject', message: line }]);
      expect(await counts()).toEqual(before);
    },
  );

  it('takes a landline number or an email as the requester contact', async () => {
    for (const contact of ['0755-12345678', 'Li.Na@Example.cn']) {
      const res = await sendRequest(t, common, buildRequest('talent', talentId, { requesterContact: contact }));
      expect(res.body.code).toBe(200);
    }
  });
});

describe('POST /api/contact-requests: targets that take no contacts', () => {
  const notPublic = [
    ['an unknown expert', () => Promise.resolve('00000000-0000-4000-8000-000000000000'), 'talent'],
    ['a pending expert', () => insertTalent(t, { status: 'pending', publishedAt: null }), 'talent'],
    ['a withdrawn expert', () => insertTalent(t, { status: 'withdrawn' }), 'talent'],
    ['a demand under review', () => insertDemand(t, { status: 'pending', publishedAt: null }), 'demand'],
    ['a withdrawn demand', () => insertDemand(t, { status: 'withdrawn' }), 'demand'],
    ['a demand taken down', () => insertDemand(t, { status: 'takenDown' }), 'demand'],
  ] as const;

  it.each(notPublic)('answers 404 for %s and stores nothing', async (_label, make, kind) => {
    const before = await counts();
    const res = await sendRequest(t, common, buildRequest(kind, await make()));
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('联系对象不存在或未公开');
    expect(await counts()).toEqual(before);
  });

  it('refuses an expert who takes no contacts, and a demand not open to contacts (409, translated)', async () => {
    const closedExpert = await insertTalent(t, { acceptsContact: false });
    const res = await sendRequest(t, common, buildRequest('talent', closedExpert), { lang: 'en-US' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('This expert does not take contact requests through the platform at present.');
    const closedDemand = await insertDemand(t, { contactViaPlatform: false });
    expect((await sendRequest(t, common, buildRequest('demand', closedDemand))).body.msg).toBe('该需求未开放平台联系');
  });

  it('refuses an expired demand; one valid until today still takes contacts', async () => {
    const before = await counts();
    const expired = await insertDemand(t, { validUntil: cityDate(t, -1) });
    const res = await sendRequest(t, common, buildRequest('demand', expired));
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('该需求已过期，不再接受联系');
    const en = await sendRequest(t, common, buildRequest('demand', expired), { lang: 'en-US' });
    expect(en.body.msg).toBe('This demand has expired: expired demands take no contacts.');
    expect(await counts()).toEqual(before);
    const lastDay = await insertDemand(t, { validUntil: cityDate(t, 0) });
    expect((await sendRequest(t, common, buildRequest('demand', lastDay))).body.code).toBe(200);
  });
});

describe('POST /api/contact-requests: the daily limit', () => {
  it('lets an account send its allowance in 24 hours, then answers 429 and stores nothing', async () => {
    const company = await t.loginAs('user');
    for (let i = 0; i < CONTACT_REQUEST_LIMITS.perAccount; i += 1) {
      expect((await sendRequest(t, company, buildRequest('talent', talentId))).body.code).toBe(200);
    }
    const before = await counts();
    const res = await sendRequest(t, company, buildRequest('talent', talentId));
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe(
      `联系请求过于频繁：24 小时内最多可发送 ${CONTACT_REQUEST_LIMITS.perAccount} 条，请稍后再试`,
    );
    expect(await counts()).toEqual(before);

    // Requests older than the window no longer count.
    const dayAgo = new Date(Date.now() - 24 * 3_600_000 - 60_000);
    await t.db.update(contactRequests).set({ createdAt: dayAgo }).where(eq(contactRequests.requesterName, '李娜'));
    expect((await sendRequest(t, company, buildRequest('talent', talentId))).body.code).toBe(200);
  });

  it('counts visitors by address: another address still gets through', async () => {
    const visitor = await t.visitorToken();
    const ip = '198.51.100.7';
    await t.db.insert(contactRequests).values(
      Array.from({ length: CONTACT_REQUEST_LIMITS.perVisitorAddress }, () => ({
        ...buildRequest('talent', talentId),
        requesterIp: ip,
      })),
    );
    const refused = await sendRequest(t, visitor, await withCaptcha(t, buildRequest('talent', talentId)), {
      ip,
      lang: 'en-US',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: Code.TOO_MANY_REQUESTS });
    expect(refused.body.msg).toMatch(/^Too many contact requests: at most 10 in 24 hours/);
    const other = await sendRequest(t, visitor, await withCaptcha(t, buildRequest('talent', talentId)), {
      ip: '198.51.100.8',
    });
    expect(other.body.code).toBe(200);
  });
});
