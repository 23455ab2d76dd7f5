import { type LoginResponse, VERIFICATION_CODE } from '@cityip/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { verificationCodes } from '../verification/verification.tables.js';
import { call, cipher, mailedCode, mailsTo, solvedCaptcha } from '../verification/verification-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;
/** A fresh address and IP per test, so limits of one test never touch another. */
function fresh() {
  sequence += 1;
  return { email: `new${sequence}@example.com`, ip: `198.51.100.${sequence}` };
}

async function requestCode(email: string, ip: string, url = '/api/register/code') {
  return call<{ resendAfterSeconds: number }>(t, 'POST', url, { body: { email, ...(await solvedCaptcha(t)) }, ip });
}

function registration(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    code,
    name: '李雷',
    password: cipher(t, 'Amber-Kite#2024'),
    accountType: 'person',
    agreeTerms: true,
    ...overrides,
  };
}

/** Lets the resend cool-down pass by moving the address's sends into the past. */
async function passCoolDown() {
  await t.db.execute(sql`update ${verificationCodes} set created_at = created_at - interval '61 seconds'`);
}

describe('registration', () => {
  it('registers with the mailed code and logs the new common account in', async () => {
    const { email, ip } = fresh();
    const sent = await requestCode(email, ip);
    expect(sent.body).toMatchObject({ code: 200, data: { resendAfterSeconds: VERIFICATION_CODE.resendSeconds } });
    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toContain('验证码');
    const code = await mailedCode(t, email);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration(email, code, { accountType: 'company', name: '示例有限公司' }),
    });
    const body = response.json<LoginResponse>();
    expect(body).toMatchObject({ code: 200, role: 'common', userName: '示例有限公司' });
    expect(body.token.access_token).toBeTruthy();
    const me = await call<{ email: string; role: string }>(t, 'GET', '/api/account/me', {
      token: `bearer ${body.token.access_token}`,
    });
    expect(me.body.data).toMatchObject({ email, role: 'common' });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'common', accountType: 'company', language: 'zh-CN' });
  });

  it('keeps the language the account registered in for its mails', async () => {
    const { email, ip } = fresh();
    await requestCode(email, ip);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en-US' },
      payload: registration(email, await mailedCode(t, email)),
    });
    expect(response.json<LoginResponse>().code, response.body).toBe(200);
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.email, email));
    expect(row?.language).toBe('en-US');
  });

  it('never stores or logs the code itself', async () => {
    const { email, ip } = fresh();
    await requestCode(email, ip);
    const code = await mailedCode(t, email);
    const rows = await t.db.select().from(verificationCodes);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(email);
  });

  it('refuses a wrong captcha before sending anything', async () => {
    const { email, ip } = fresh();
    const response = await call(t, 'POST', '/api/register/code', {
      body: { email, captchaId: (await solvedCaptcha(t)).captchaId, captchaCode: 'nope' },
      ip,
    });
    expect(response.body.code).toBe(1003);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('answers a registered address exactly like a free one, and mails its owner a notice instead', async () => {
    const { ip } = fresh();
    const taken = await requestCode('person@demo.local', ip);
    const free = await requestCode(fresh().email, ip);
    expect(taken.body).toEqual(free.body);
    const [notice] = await mailsTo(t, 'person@demo.local');
    expect(notice).toMatchObject({ event: 'accountNotice' });
    expect(notice?.text).not.toMatch(/\d{6}/);

    const register = await call(t, 'POST', '/api/register', { body: registration('person@demo.local', '123456') });
    expect(register.body).toMatchObject({ code: 409, msg: '该邮箱已被注册' });
  });

  it('refuses a wrong code, then kills it on the fifth wrong try', async () => {
    const { email, ip } = fresh();
    await requestCode(email, ip);
    const code = await mailedCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < VERIFICATION_CODE.maxTries; i++) {
      const response = await call(t, 'POST', '/api/register', { body: registration(email, wrong) });
      expect(response.body).toMatchObject({ code: 400, msg: '验证码错误，请重新输入' });
    }
    const fifth = await call(t, 'POST', '/api/register', { body: registration(email, wrong) });
    expect(fifth.body.msg).toBe('验证码错误次数过多，已失效，请重新获取');
    const right = await call(t, 'POST', '/api/register', { body: registration(email, code) });
    expect(right.body.msg).toBe('验证码错误次数过多，已失效，请重新获取');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const { email, ip } = fresh();
    await requestCode(email, ip);
    const code = await mailedCode(t, email);
    await t.db.execute(sql`update ${verificationCodes} set expires_at = now() - interval '1 second'`);
    const response = await call(t, 'POST', '/api/register', { body: registration(email, code) });
    expect(response.body).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取' });
  });

  it('accepts a code once', async () => {
    const { email, ip } = fresh();
    await requestCode(email, ip);
    const code = await mailedCode(t, email);
    expect((await call(t, 'POST', '/api/register', { body: registration(email, code) })).body.code).toBe(200);
    await t.db.delete(users).where(eq(users.email, email));
    const again = await call(t, 'POST', '/api/register', { body: registration(email, code) });
    expect(again.body).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取' });
  });

  it('only the latest code counts', async () => {
    const { email, ip } = fresh();
    await requestCode(email, ip);
    const first = await mailedCode(t, email);
    await passCoolDown();
    await requestCode(email, ip);
    const second = await mailedCode(t, email);
    if (first !== second) {
      const old = await call(t, 'POST', '/api/register', { body: registration(email, first) });
      expect(old.body.code).toBe(400);
    }
    expect((await call(t, 'POST', '/api/register', { body: registration(email, second) })).body.code).toBe(200);
  });

  it('keeps the resend cool-down and the hourly limits per address and per IP', async () => {
    const { email, ip } = fresh();
    expect((await requestCode(email, ip)).body.code).toBe(200);
    const soon = await requestCode(email, ip);
    expect(soon.status).toBe(429);
    expect(soon.body.msg).toMatch(/请 \d+ 秒后再试/);

    for (let i = 1; i < VERIFICATION_CODE.perTargetPerHour; i++) {
      await passCoolDown();
      expect((await requestCode(email, ip)).body.code).toBe(200);
    }
    await passCoolDown();
    const over = await requestCode(email, ip);
    expect(over.body).toMatchObject({ code: 429, msg: '验证码发送次数过多，请一小时后再试' });
    expect((await mailsTo(t, email)).length).toBe(VERIFICATION_CODE.perTargetPerHour);

    const busyIp = fresh().ip;
    for (let i = 0; i < VERIFICATION_CODE.perIpPerHour; i++) {
      expect((await requestCode(fresh().email, busyIp)).body.code).toBe(200);
    }
    const next = fresh().email;
    expect((await requestCode(next, busyIp)).body.code).toBe(429);
    expect(await mailsTo(t, next)).toEqual([]);
  });

  it('refuses weak passwords, missing consent and malformed codes, creating nothing', async () => {
    const { email, ip } = fresh();
    await requestCode(email, ip);
    const code = await mailedCode(t, email);
    const weak = await call<{ errors: { field: string }[] }>(t, 'POST', '/api/register', {
      body: registration(email, code, { password: cipher(t, 'short1A') }),
    });
    expect(weak.body.data.errors).toEqual([{ field: 'password', message: expect.stringContaining('8–64') }]);
    const long = await call(t, 'POST', '/api/register', {
      body: registration(email, code, { password: cipher(t, `Aa1${'x'.repeat(62)}`) }),
    });
    expect(long.body.code).toBe(400);
    const noConsent = await call(t, 'POST', '/api/register', {
      body: registration(email, code, { agreeTerms: false }),
    });
    expect(noConsent.body.code).toBe(400);
    for (const bad of [{}, [], null, '', '12345', '1234567', 'abcdef']) {
      const response = await call(t, 'POST', '/api/register', { body: registration(email, code, { code: bad }) });
      expect(response.status).toBe(400);
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // None of those refusals spent a try: the right code still works.
    expect((await call(t, 'POST', '/api/register', { body: registration(email, code) })).body.code).toBe(200);
  });
});

describe('password reset', () => {
  async function registered() {
    const { email, ip } = fresh();
    await requestCode(email, ip);
    const response = await call(t, 'POST', '/api/register', {
      body: registration(email, await mailedCode(t, email)),
    });
    expect(response.body.code).toBe(200);
    return { email, ip };
  }

  it('sets a new password with the mailed code and ends every session', async () => {
    const { email, ip } = await registered();
    const first = await t.login(email, 'Amber-Kite#2024');
    await passCoolDown();
    const sent = await requestCode(email, ip, '/api/forgetPwdEmail');
    expect(sent.body.code).toBe(200);
    const code = await mailedCode(t, email);

    const reset = await call(t, 'POST', '/api/forgetPwd', {
      body: { email, code, password: cipher(t, 'Renewed#2025') },
    });
    expect(reset.body).toMatchObject({ code: 200 });
    const old = await call(t, 'GET', '/api/account/me', { token: first });
    expect(old.status).toBe(401);
    await expect(t.login(email, 'Amber-Kite#2024')).rejects.toThrow();
    expect(await t.login(email, 'Renewed#2025')).toMatch(/^bearer /);
    const notices = (await mailsTo(t, email)).filter((mail) => mail.event === 'accountNotice');
    expect(notices[0]?.subject).toContain('密码已重置');

    const reused = await call(t, 'POST', '/api/forgetPwd', {
      body: { email, code, password: cipher(t, 'Cobalt-Fern#2026') },
    });
    expect(reused.body.code).toBe(400);
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const known = await registered();
    await passCoolDown();
    const unknown = fresh();
    const a = await requestCode(known.email, known.ip, '/api/forgetPwdEmail');
    const b = await requestCode(unknown.email, unknown.ip, '/api/forgetPwdEmail');
    expect(a.body).toEqual(b.body);
    expect(await mailsTo(t, unknown.email)).toEqual([]);
    const guess = await call(t, 'POST', '/api/forgetPwd', {
      body: { email: unknown.email, code: '123456', password: cipher(t, 'Renewed#2025') },
    });
    expect(guess.body).toMatchObject({ code: 400, msg: '验证码错误，请重新输入' });
  });

  it('case 5: kills a reset code on the fifth wrong try', async () => {
    const { email, ip } = await registered();
    await passCoolDown();
    await requestCode(email, ip, '/api/forgetPwdEmail');
    const code = await mailedCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (guess: string) =>
      call(t, 'POST', '/api/forgetPwd', { body: { email, code: guess, password: cipher(t, 'Renewed#2025') } });
    for (let i = 1; i < VERIFICATION_CODE.maxTries; i++) expect((await attempt(wrong)).body.code).toBe(400);
    expect((await attempt(wrong)).body.msg).toBe('验证码错误次数过多，已失效，请重新获取');
    expect((await attempt(code)).body.msg).toBe('验证码错误次数过多，已失效，请重新获取');
    expect(await t.login(email, 'Amber-Kite#2024')).toMatch(/^bearer /);
  });

  it('case 5: draws codes from a secure random source, not Math.random', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const codes = new Set<string>();
      for (let i = 0; i < 6; i += 1) {
        const { email, ip } = fresh();
        await requestCode(email, ip);
        codes.add(await mailedCode(t, email));
      }
      expect(codes.size).toBe(6);
    } finally {
      random.mockRestore();
    }
  });

  it('case 5: answers known and unknown addresses no sooner than the floor, so in the same time', async () => {
    const known = [];
    for (let i = 0; i < 5; i += 1) known.push(await registered());
    await passCoolDown();
    const floor = 200;
    const elapsed = async (email: string, ip: string) => {
      const captcha = await solvedCaptcha(t);
      const started = performance.now();
      await call(t, 'POST', '/api/forgetPwdEmail', { body: { email, ...captcha }, ip });
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // The suites run with no floor; this app's routes read the setting on every request.
    t.config.codeAnswerFloorMs = floor;
    try {
      for (const account of known) {
        knownTimes.push(await elapsed(account.email, account.ip));
        const unknown = fresh();
        unknownTimes.push(await elapsed(unknown.email, unknown.ip));
      }
    } finally {
      t.config.codeAnswerFloorMs = 0;
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // Unpadded, both paths answer well under the floor, the unknown one (nothing written to send) faster.
    expect(Math.min(...knownTimes, ...unknownTimes)).toBeGreaterThanOrEqual(floor - 1);
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(floor / 4);
  });

  it('refuses empty-looking codes and weak passwords', async () => {
    const { email } = await registered();
    for (const code of [{}, [], null, '']) {
      const response = await call(t, 'POST', '/api/forgetPwd', {
        body: { email, code, password: cipher(t, 'Renewed#2025') },
      });
      expect(response.status).toBe(400);
    }
    const weak = await call(t, 'POST', '/api/forgetPwd', {
      body: { email, code: '123456', password: cipher(t, 'password') },
    });
    expect(weak.body.code).toBe(400);
    expect(await t.login(email, 'Amber-Kite#2024')).toMatch(/^bearer /);
  });
});
