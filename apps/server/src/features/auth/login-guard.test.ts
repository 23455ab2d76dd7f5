import { Code } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin, solveCaptcha } from '../../../test/auth-helpers.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { captchas, loginFailures } from './auth.tables.js';

describe('login brute-force guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fail = (email: string, extra = {}) => postLogin(t, email, 'Wrong@12345', extra);

  it('asks for a captcha after three failures and checks it (missing, wrong, reused, expired, case)', async () => {
    const { email, password } = DEMO_LOGINS.bus;
    expect((await fail(email)).json().data.captchaRequired).toBe(false);
    expect((await fail(email)).json().data.captchaRequired).toBe(false);
    const third = (await fail(email)).json();
    expect(third).toMatchObject({ code: Code.LOGIN_FAILED, data: { captchaRequired: true, lockedUntil: null } });

    // Even the right password needs the captcha now.
    const missing = await postLogin(t, email, password);
    expect(missing.json()).toMatchObject({
      code: Code.CAPTCHA_REQUIRED,
      msg: '请输入图形验证码',
      data: { captchaRequired: true },
    });

    const wrong = await solveCaptcha(t);
    const wrongAnswer = await postLogin(t, email, password, { ...wrong, captchaCode: 'zzzz' });
    expect(wrongAnswer.json()).toMatchObject({ code: Code.CAPTCHA_INVALID, msg: '图形验证码错误或已过期，请重新获取' });
    // Single use: the burnt captcha does not work even with the right answer.
    expect((await postLogin(t, email, password, wrong)).json().code).toBe(Code.CAPTCHA_INVALID);

    const expired = await solveCaptcha(t);
    await t.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.id, expired.captchaId));
    expect((await postLogin(t, email, password, expired)).json().code).toBe(Code.CAPTCHA_INVALID);

    expect((await postLogin(t, email, password, { captchaId: 'not-a-uuid', captchaCode: 'abcd' })).json().code).toBe(
      Code.CAPTCHA_INVALID,
    );

    const good = await solveCaptcha(t);
    const success = await postLogin(t, email, password, { ...good, captchaCode: good.captchaCode.toUpperCase() });
    expect(success.json()).toMatchObject({ code: 200, role: 'bus' });
    // Success forgets the failures: no captcha next time.
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.email, email))).toEqual([]);
    expect((await postLogin(t, email, password)).json().code).toBe(200);
  });

  it('serves captchas as SVG with an id, not cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captchaImage' });
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('locks an account for 15 minutes after five failures, saying until when', async () => {
    const { email, password } = DEMO_LOGINS.common;
    for (let i = 1; i <= 4; i++) {
      const extra = i > 3 ? await solveCaptcha(t) : {};
      expect((await fail(email, extra)).json().code).toBe(Code.LOGIN_FAILED);
    }
    const before = Date.now();
    const fifth = (await fail(email, await solveCaptcha(t))).json();
    expect(fifth.code).toBe(Code.LOCKED);
    const until = new Date(fifth.data.lockedUntil);
    expect(until.getTime() - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(until.getTime() - before).toBeLessThanOrEqual(15 * 60_000 + 5000);
    // The unlock time is China Standard Time (UTC+8, no daylight saving), whatever the server's zone.
    const shown = `${new Date(until.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')} (UTC+8)`;
    expect(fifth.msg).toBe(`登录失败次数过多，账号已锁定，请于 ${shown} 后再试`);

    // Locked: the right password with a right captcha is refused too, and the lock is on the user row.
    const locked = await postLogin(t, email, password, await solveCaptcha(t), { 'accept-language': 'en-US' });
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ code: Code.LOCKED, data: { lockedUntil: fifth.data.lockedUntil } });
    expect(locked.json().msg).toBe(`Too many failed logins. The account is locked until ${shown}.`);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.lockedUntil?.toISOString()).toBe(fifth.data.lockedUntil);
  });

  it('lets the account in again once the lock has expired (with a captcha)', async () => {
    const { email, password } = DEMO_LOGINS.common;
    const past = new Date(Date.now() - 1000);
    await t.db.update(users).set({ lockedUntil: past }).where(eq(users.email, email));
    await t.db.update(loginFailures).set({ lockedUntil: past }).where(eq(loginFailures.email, email));
    expect((await postLogin(t, email, password)).json().code).toBe(Code.CAPTCHA_REQUIRED);
    const success = await postLogin(t, email, password, await solveCaptcha(t));
    expect(success.json()).toMatchObject({ code: 200, role: 'common' });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.lockedUntil).toBeNull();
  });

  it('treats an unknown email exactly like a known one, lock included', async () => {
    const email = 'ghost@demo.local';
    const codes: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const response = await fail(email, i > 3 ? await solveCaptcha(t) : {});
      codes.push(response.json().code);
    }
    expect(codes).toEqual([1001, 1001, 1001, 1001, Code.LOCKED, Code.LOCKED]);
  });

  it('counts parallel attempts one by one: a burst of wrong passwords cannot slip the right one in', async () => {
    const { email, password } = DEMO_LOGINS.user;
    // Fired together, the right password last: before the fix every attempt read "0 failures".
    const responses = await Promise.all([
      ...Array.from({ length: 12 }, () => fail(email)),
      postLogin(t, email, password),
    ]);
    const codes = responses.map((response) => response.json().code as number);
    const last = codes.at(-1);
    expect(last).not.toBe(200);
    expect([Code.CAPTCHA_REQUIRED, Code.LOCKED]).toContain(last);
    // Only the three attempts allowed without a captcha were checked against the password.
    expect(codes.filter((code) => code === Code.LOGIN_FAILED)).toHaveLength(3);
    expect(codes.slice(0, 12).filter((code) => code === Code.CAPTCHA_REQUIRED)).toHaveLength(9);
    const [row] = await t.db.select().from(loginFailures).where(eq(loginFailures.email, email));
    expect(row?.failures).toBe(3);
  });

  it('starts a new counting window when the old one is over 15 minutes old', async () => {
    const { email } = DEMO_LOGINS.admin;
    for (let i = 0; i < 4; i++) await fail(email, i >= 3 ? await solveCaptcha(t) : {});
    await t.db
      .update(loginFailures)
      .set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginFailures.email, email));
    // The fifth failure lands in a new window: still captcha, but no lock.
    const response = (await fail(email, await solveCaptcha(t))).json();
    expect(response).toMatchObject({ code: Code.LOGIN_FAILED, data: { captchaRequired: true, lockedUntil: null } });
  });
});
