import {
  addDays,
  CONSULT_LIMITS,
  type ConsultAskerView,
  type ConsultLookupResult,
  type ConsultReceipt,
  localDateAt,
  SmsSettingsInputSchema,
  weekdayOf,
} from '@cityip/contracts';
import { eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { UNKNOWN_ID } from '../../../test/role-sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { users } from '../accounts/accounts.tables.js';
import { notificationSettings } from '../notifications/notifications.tables.js';
import { saveSmsSettings } from '../notifications/settings.js';
import {
  call as callFrom,
  mailedCode,
  mailsTo,
  registerAccount,
  smsTo,
  solvedCaptcha,
} from '../verification/verification-test-kit.js';
import { workdayEntries } from '../workdays/workdays.tables.js';
import { ask, askCode, buildQuestion, filePart, newVisitor, rowOf, visitorAsks } from './consultation-test-kit.js';
import { verifyConsultLookupToken } from './consultations.public.js';
import { consultationFiles } from './consultations.tables.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
});
afterAll(async () => {
  await t.close();
});

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n%${label}\n`);

describe('a visitor asks', () => {
  it('with the mailed code: query number, due date, sealed contact and a receipt in the language asked in', async () => {
    const { receipt, email } = await visitorAsks(t, {}, { lang: 'en-US' });
    const today = localDateAt(new Date(), t.config.cityProfile.timeZone).replaceAll('-', '');
    expect(receipt.queryNo).toMatch(new RegExp(`^ZX${today}\\d{4}$`));
    expect(receipt.dueDate > localDateAt(new Date(), t.config.cityProfile.timeZone)).toBe(true);

    const second = await visitorAsks(t);
    expect(Number(second.receipt.queryNo.slice(-4))).toBe(Number(receipt.queryNo.slice(-4)) + 1);

    const [mail] = (await mailsTo(t, email)).filter((m) => m.event === 'consultation');
    expect(mail?.subject).toContain(receipt.queryNo);
    expect(mail?.subject).toContain('question received');
    expect(mail?.text).toContain(receipt.dueDate);

    const row = await rowOf(t, receipt.id);
    expect(row.contactSealed).not.toContain(email);
    expect(t.app.secrets.open(row.contactSealed)).toBe(email);
    expect(row).toMatchObject({ askerId: null, askerName: '张小明', status: 'received', locale: 'en-US' });
  });

  it('is refused without the code, with a wrong one, or with a code already used', async () => {
    const { email, ip } = newVisitor();
    const visitor = await t.visitorToken();
    const base = { ...buildQuestion(), name: '李雷', channel: 'email', contact: email };
    const missing = await ask(t, visitor, base, { ip });
    expect(missing.body).toMatchObject({ code: 400, data: { errors: [{ field: 'code' }] } });

    const code = await askCode(t, email, ip);
    const wrong = await ask(t, visitor, { ...base, code: code === '000000' ? '111111' : '000000' }, { ip });
    expect(wrong.status).toBe(400);
    expect((await ask(t, visitor, { ...base, code }, { ip })).body.code).toBe(200);
    const reused = await ask(t, visitor, { ...base, code }, { ip });
    expect(reused.status).toBe(400);
  });

  it('must answer the captcha before a code is sent', async () => {
    const { email, ip } = newVisitor();
    const { captchaId } = await solvedCaptcha(t);
    const refused = await callFrom(t, 'POST', '/api/consultations/code', {
      body: { channel: 'email', contact: email, captchaId, captchaCode: 'wrong' },
      ip,
    });
    expect(refused.body.code).toBe(1003);
    expect(await mailsTo(t, email)).toHaveLength(0);
    const bad = await callFrom(t, 'POST', '/api/consultations/code', {
      body: { channel: 'email', contact: 'not-an-address', ...(await solvedCaptcha(t)) },
      ip,
    });
    expect(bad.body).toMatchObject({ code: 400, data: { errors: [{ field: 'contact' }] } });
  });

  it('refuses a question that is empty, too long, of no category or not JSON, in the caller’s language', async () => {
    const visitor = await t.visitorToken();
    const invalid = await ask(
      t,
      visitor,
      {
        category: 'gossip',
        title: 'x'.repeat(CONSULT_LIMITS.title + 1),
        question: '   ',
        name: '',
        channel: 'email',
        contact: 'a@example.com',
        code: '123456',
      },
      { lang: 'en-US' },
    );
    expect(invalid.status).toBe(400);
    const fields = (invalid.body.data.errors as { field: string; message: string }[]).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['category', 'title', 'question', 'name']));
    expect(invalid.body.data.errors[0].message).toMatch(/[A-Za-z]/);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: { authorization: visitor, 'content-type': 'application/json' },
      payload: buildQuestion(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('attaches up to three files (type checked on the content); a fourth or a disguised one is refused', async () => {
    // ASCII names: the hand-made multipart body writes its headers in Latin-1.
    const names = ['form.pdf', 'notes.pdf', 'annex-3.pdf'];
    const files = names.map((name) => filePart(name, pdf(name)));
    const { receipt } = await visitorAsks(t, {}, { files });
    const stored = await t.db.select().from(consultationFiles).where(eq(consultationFiles.consultationId, receipt.id));
    expect(stored.map((file) => file.name).sort()).toEqual([...names].sort());

    const { email, ip } = newVisitor();
    const code = await askCode(t, email, ip);
    const payload = { ...buildQuestion(), name: '韩梅梅', channel: 'email', contact: email, code };
    const visitor = await t.visitorToken();
    const four = await ask(t, visitor, payload, { ip, files: [...files, filePart('4.pdf', pdf('4'))] });
    expect(four.body).toMatchObject({ code: 400 });
    expect(four.body.msg).toContain('3');
    const disguised = await ask(t, visitor, payload, {
      ip,
      files: [filePart('script.pdf', Buffer.from('<script>alert(1)</script>'))],
    });
    expect(disguised.status).toBe(400);
    // Nothing was taken for this address: no receipt went out.
    expect(await mailsTo(t, email).then((mails) => mails.filter((m) => m.event === 'consultation'))).toHaveLength(0);
  });

  it('stops at the daily limit of an address (429)', async () => {
    const { ip } = newVisitor();
    const visitor = await t.visitorToken();
    for (let i = 0; i <= CONSULT_LIMITS.perVisitorPerDay; i++) {
      const { email } = newVisitor();
      const code = await askCode(t, email, ip);
      const response = await ask(
        t,
        visitor,
        { ...buildQuestion(), name: '王五', channel: 'email', contact: email, code },
        { ip },
      );
      expect(response.body.code).toBe(i < CONSULT_LIMITS.perVisitorPerDay ? 200 : 429);
    }
  });

  it('by phone only when the SMS platform is on; the code and the receipt then go by SMS', async () => {
    const phone = '13912345678';
    const { ip } = newVisitor();
    const off = await callFrom(t, 'POST', '/api/consultations/code', {
      body: { channel: 'sms', contact: phone, ...(await solvedCaptcha(t)) },
      ip,
    });
    expect(off.body.code).toBe(400);
    await saveSmsSettings(
      t.db,
      t.app.secrets,
      SmsSettingsInputSchema.parse({
        enabled: true,
        provider: 'test',
        endpoint: 'http://127.0.0.1:9/sms',
        keyId: 'key',
        secret: 'secret',
        signature: '示范市知识产权局',
        templates: {
          verificationCode: 'T1',
          applicationStatus: 'T2',
          authenticationResult: 'T3',
          consultation: 'T5',
          test: 'T4',
        },
      }),
    );
    try {
      const sent = await callFrom(t, 'POST', '/api/consultations/code', {
        body: { channel: 'sms', contact: phone, ...(await solvedCaptcha(t)) },
        ip,
      });
      expect(sent.body.code).toBe(200);
      const code = (await smsTo(t, phone))[0]?.params.code as string;
      const payload = { ...buildQuestion(), name: '赵六', channel: 'sms', contact: phone, code };
      const response = await ask(t, await t.visitorToken(), payload, { ip });
      expect(response.body.code).toBe(200);
      const receipt = response.body.data as ConsultReceipt;
      const [sms] = (await smsTo(t, phone)).filter((entry) => entry.event === 'consultation');
      expect(sms?.params).toMatchObject({ queryNo: receipt.queryNo });
    } finally {
      await t.db.delete(notificationSettings).where(eq(notificationSettings.kind, 'sms'));
    }
  });

  it('needs a token (401)', async () => {
    expect((await ask(t, null, buildQuestion())).status).toBe(401);
  });
});

describe('an account asks', () => {
  it('as itself: its name and email, the receipt in its language, listed under its consultations', async () => {
    const person = await registerAccount(t, 'person');
    await t.db.update(users).set({ language: 'en-US' }).where(eq(users.id, person.userId));
    const response = await ask(t, person.token, buildQuestion({ title: '商标续展咨询' }), {
      files: [filePart('trademark.pdf', pdf('tm'))],
    });
    expect(response.body.code).toBe(200);
    const receipt = response.body.data as ConsultReceipt;
    const row = await rowOf(t, receipt.id);
    expect(row).toMatchObject({ askerId: person.userId, askerName: '韩梅梅', contactChannel: 'email' });
    const [mail] = (await mailsTo(t, person.email)).filter((m) => m.event === 'consultation');
    expect(mail?.subject).toContain('question received');

    const mine = await call(t, person.token, 'GET', '/api/my/consultations');
    expect(mine.body.data.items).toHaveLength(1);
    const detail = await call(t, person.token, 'GET', `/api/my/consultations/${receipt.id}`);
    expect(detail.body.data as ConsultAskerView).toMatchObject({
      queryNo: receipt.queryNo,
      title: '商标续展咨询',
      status: 'received',
      files: [{ name: 'trademark.pdf' }],
    });
    const filtered = await call(t, person.token, 'GET', '/api/my/consultations?status=replied');
    expect(filtered.body.data.total).toBe(0);

    const other = await registerAccount(t, 'company');
    expect((await call(t, other.token, 'GET', `/api/my/consultations/${receipt.id}`)).status).toBe(404);
    expect((await call(t, other.token, 'GET', `/api/my/consultations/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await call(t, other.token, 'GET', '/api/my/consultations/not-an-id')).status).toBe(400);
    expect((await call(t, other.token, 'GET', '/api/my/consultations?status=lost')).status).toBe(400);
    const visitor = await t.visitorToken();
    expect((await call(t, visitor, 'GET', '/api/my/consultations')).body.code).toBe(1401);
    expect((await call(t, null, 'GET', '/api/my/consultations')).status).toBe(401);
  });

  it('is refused for staff accounts (403)', async () => {
    const bus = await t.loginAs('bus');
    const response = await ask(t, bus, buildQuestion());
    expect(response.status).toBe(403);
  });
});

describe('the look-up by query number', () => {
  it('mails the code to the question’s contact and answers the question with a rating token', async () => {
    const { receipt, email, ip } = await visitorAsks(t);
    const sent = await callFrom(t, 'POST', '/api/consultations/lookup/code', {
      body: { queryNo: receipt.queryNo.toLowerCase(), channel: 'email', contact: email, ...(await solvedCaptcha(t)) },
      ip,
    });
    expect(sent.body.code).toBe(200);
    const code = await mailedCode(t, email);
    const found = await callFrom<ConsultLookupResult>(t, 'POST', '/api/consultations/lookup', {
      body: { queryNo: receipt.queryNo, channel: 'email', contact: email.toUpperCase(), code },
      ip,
    });
    expect(found.body.code).toBe(200);
    expect(found.body.data.consultation).toMatchObject({ id: receipt.id, status: 'received', reply: null });
    expect(verifyConsultLookupToken(t.app, found.body.data.lookupToken)).toEqual({ consultationId: receipt.id });
    const forged = `${found.body.data.lookupToken.slice(0, -2)}xx`;
    expect(verifyConsultLookupToken(t.app, forged)).toBeNull();
    expect(verifyConsultLookupToken(t.app, `${UNKNOWN_ID}.9999999999999.abc`)).toBeNull();
  });

  it('sends nothing to a contact that is not the question’s and refuses its look-up', async () => {
    const { receipt, ip } = await visitorAsks(t);
    const stranger = newVisitor().email;
    const sent = await callFrom(t, 'POST', '/api/consultations/lookup/code', {
      body: { queryNo: receipt.queryNo, channel: 'email', contact: stranger, ...(await solvedCaptcha(t)) },
      ip,
    });
    expect(sent.body.code).toBe(200);
    expect(await mailsTo(t, stranger)).toHaveLength(0);
    const refused = await callFrom(t, 'POST', '/api/consultations/lookup', {
      body: { queryNo: receipt.queryNo, channel: 'email', contact: stranger, code: '123456' },
      ip,
    });
    expect(refused.status).toBe(400);

    // A code proven for one's own question opens no other question.
    const own = await visitorAsks(t);
    await callFrom(t, 'POST', '/api/consultations/lookup/code', {
      body: { queryNo: own.receipt.queryNo, channel: 'email', contact: own.email, ...(await solvedCaptcha(t)) },
      ip: own.ip,
    });
    const code = await mailedCode(t, own.email);
    const other = await callFrom(t, 'POST', '/api/consultations/lookup', {
      body: { queryNo: receipt.queryNo, channel: 'email', contact: own.email, code },
      ip: own.ip,
    });
    expect(other.status).toBe(404);
    const malformed = await callFrom(t, 'POST', '/api/consultations/lookup', {
      body: { queryNo: 'AB123', channel: 'email', contact: own.email, code },
    });
    expect(malformed.body).toMatchObject({ code: 400, data: { errors: [{ field: 'queryNo' }] } });
  });
});

describe('the reply deadline', () => {
  it('counts working days from the calendar, across a holiday', async () => {
    const { timeZone } = t.config.cityProfile;
    const today = localDateAt(new Date(), timeZone);
    const holidays = Array.from({ length: 10 }, (_, i) => addDays(today, i + 1));
    await t.db.delete(workdayEntries).where(gte(workdayEntries.date, today));
    await t.db
      .insert(workdayEntries)
      .values(holidays.map((date) => ({ date, kind: 'holiday' as const, name: '测试假期' })));
    try {
      const { receipt } = await visitorAsks(t);
      let day = holidays[holidays.length - 1] as string;
      for (let left = 5; left > 0; ) {
        day = addDays(day, 1);
        if (weekdayOf(day) !== 'sat' && weekdayOf(day) !== 'sun') left -= 1;
      }
      expect(receipt.dueDate).toBe(day);
    } finally {
      await t.db.delete(workdayEntries).where(gte(workdayEntries.date, today));
    }
  });
});
