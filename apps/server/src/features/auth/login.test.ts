import { Code, encryptPassword } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, postLogin } from '../../../test/auth-helpers.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { logs } from '../logs/logs.tables.js';
import { loginFailures, sessions } from './auth.tables.js';

describe('POST /api/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs a demo admin in with the spec response shape and a working token', async () => {
    const response = await postLogin(t, 'Admin@Demo.local ', DEMO_LOGINS.admin.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 200,
      msg: '登录成功',
      role: 'admin',
      userName: '超级管理员',
      token: { token_type: 'bearer', expires_in: 7200 },
      data: {
        email: 'admin@demo.local',
        role: 'admin',
        nickName: '超级管理员',
        expiresIn: 7200,
        loginType: 'password',
      },
    });
    expect(body.token.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.token.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(body.token.refresh_token).not.toBe(body.token.access_token);

    // Stored hashed: the plain token appears nowhere in the sessions table.
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, body.data.userId));
    expect(JSON.stringify(rows)).not.toContain(body.token.access_token);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: auth(`bearer ${body.token.access_token}`),
    });
    expect(me.json().data).toMatchObject({ userId: body.data.userId, role: 'admin' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    expect(user?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong password and an unknown email with the same code and message, and logs both', async () => {
    const wrong = await postLogin(t, DEMO_LOGINS.bus.email, 'Wrong@12345');
    const unknown = await postLogin(t, 'nobody@demo.local', 'Wrong@12345');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: Code.LOGIN_FAILED,
        msg: '邮箱或密码错误',
        data: { captchaRequired: false, lockedUntil: null },
      });
    }
    const english = await postLogin(t, 'nobody@demo.local', 'x', {}, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.json().msg).toBe('Wrong email or password.');

    const entries = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.kind, 'login'), eq(logs.success, false)));
    expect(entries.map((e) => e.email)).toEqual(expect.arrayContaining(['bus@demo.local', 'nobody@demo.local']));
    expect(entries.find((e) => e.email === 'bus@demo.local')).toMatchObject({
      action: 'login',
      role: 'bus',
      ip: '127.0.0.1',
    });
  });

  it('writes a successful attempt to the login log', async () => {
    await postLogin(t, DEMO_LOGINS.common.email, DEMO_LOGINS.common.password, {}, { 'user-agent': 'vitest-agent' });
    const [entry] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.kind, 'login'), eq(logs.email, 'person@demo.local'), eq(logs.success, true)));
    expect(entry).toMatchObject({ action: 'login', role: 'common', userAgent: 'vitest-agent' });
    expect(entry?.userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects a password that is not a ciphertext of the configured key, without counting a failure', async () => {
    for (const password of ['plain-text-password', encryptPassword('Admin@12345', 'another-16b-key!')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': 'en-US' },
        payload: { email: 'company@demo.local', password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        msg: 'The password could not be read. Please reload the page and try again.',
        data: { errors: [{ field: 'password' }] },
      });
    }
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.email, 'company@demo.local'))).toEqual([]);
  });

  it('refuses a disabled account only after the right password', async () => {
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'company@demo.local'));
    const right = await postLogin(t, DEMO_LOGINS.user.email, DEMO_LOGINS.user.password);
    expect(right.json()).toMatchObject({ code: Code.ACCOUNT_DISABLED, msg: '账号已被停用，请联系管理员' });
    const wrong = await postLogin(t, DEMO_LOGINS.user.email, 'Wrong@12345');
    expect(wrong.json().code).toBe(Code.LOGIN_FAILED);
    await t.db.update(users).set({ status: 'enabled' }).where(eq(users.email, 'company@demo.local'));
  });

  it('logs the configured visitor account in as a visitor without a refresh token', async () => {
    const response = await postLogin(t, t.config.visitorEmail, t.config.visitorPassword);
    expect(response.json()).toMatchObject({
      code: 200,
      role: 'visitor',
      userName: '游客',
      token: { token_type: 'bearer', refresh_token: '', expires_in: 7200 },
      data: { role: 'visitor', loginType: 'visitor', userId: '' },
    });
    const wrong = await postLogin(t, t.config.visitorEmail, 'Wrong@12345');
    expect(wrong.json().code).toBe(Code.LOGIN_FAILED);
  });

  it.each([
    ['zh-CN', '请输入有效的邮箱地址', '此项为必填项'],
    ['en-US', 'Please enter a valid email address.', 'This field is required.'],
  ])(
    'answers invalid input with field errors in %s and writes nothing',
    async (language, emailMessage, requiredMessage) => {
      const before = await t.db.select().from(logs);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': language },
        payload: { email: 'not-an-email' },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe(400);
      expect(body.msg).toBe(
        language === 'en-US'
          ? 'Some of the information is not valid. Please check it and try again.'
          : '提交的信息有误，请检查后重试',
      );
      expect(body.data.errors).toEqual([
        { field: 'email', message: emailMessage },
        { field: 'password', message: requiredMessage },
      ]);
      expect(await t.db.select().from(logs)).toHaveLength(before.length);
    },
  );

  it("localizes zod's own messages too (type errors)", async () => {
    const payload = { email: 'admin@demo.local', password: 12345 };
    const zh = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    const en = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'accept-language': 'en' }, payload });
    expect(zh.json().data.errors[0].field).toBe('password');
    expect(zh.json().data.errors[0].message).toMatch(/[\u4e00-\u9fff]/);
    expect(en.json().data.errors[0].message).toMatch(/expected string, received number/);
  });

  it('accepts an empty JSON body on the body-less visitor and logout calls', async () => {
    const empty = { 'content-type': 'application/json' };
    const visitor = await t.app.inject({ method: 'POST', url: '/api/oauth/visitor', headers: empty, payload: '' });
    expect(visitor.statusCode, visitor.body).toBe(200);
    const token = `bearer ${visitor.json().token.access_token}`;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...empty, authorization: token },
      payload: '',
    });
    expect(logout.json()).toMatchObject({ code: 200, data: null });
    // A call that needs a body still says which fields are missing.
    const login = await t.app.inject({ method: 'POST', url: '/api/login', headers: empty, payload: '' });
    expect(login.statusCode).toBe(400);
    expect(login.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['email', 'password']);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null });
  });
});
