import { BACK_OFFICE_ROUTES, Code } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe('token kinds and route access levels', () => {
  let t: TestApp;
  let tokens: Record<'admin' | 'bus' | 'user' | 'common' | 'visitor', string>;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = {
      admin: await t.loginAs('admin'),
      bus: await t.loginAs('bus'),
      user: await t.loginAs('user'),
      common: await t.loginAs('common'),
      visitor: await t.visitorToken(),
    };
  });
  afterAll(() => t.close());

  const databaseToken = async (authorization: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/oauth/database', headers: auth(authorization) });
    return response;
  };
  const health = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/data/health', headers: auth(authorization) });
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

  it('issues database tokens for a visitor, a user, or the machine client; only those reach /api/data', async () => {
    for (const owner of [tokens.visitor, tokens.common, basic(t.config.clientId, t.config.clientSecret)]) {
      const response = await databaseToken(owner);
      expect(response.json()).toMatchObject({ code: 200, data: { token_type: 'bearer', expires_in: 7200 } });
      const token = `bearer ${response.json().data.access_token}`;
      expect((await health(token)).json()).toEqual({ code: 200, msg: '操作成功', data: { ok: true } });
      // ...and a database token is good for nothing else.
      const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: auth(token) });
      expect(me.statusCode).toBe(401);
      expect((await databaseToken(token)).statusCode).toBe(401);
    }
  });

  it('refuses user and visitor tokens on /api/data, and bad client credentials', async () => {
    for (const token of [tokens.visitor, tokens.admin]) {
      const response = await health(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(401);
    }
    expect((await health('')).statusCode).toBe(401);
    expect((await databaseToken(basic(t.config.clientId, 'wrong-secret-wrong'))).statusCode).toBe(401);
    expect((await databaseToken(basic('someone-else', t.config.clientSecret))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/oauth/database' })).statusCode).toBe(401);
  });

  it('answers check/token true only for live staff user tokens', async () => {
    const check = async (token: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/check/token', payload: { token } })).json();
    expect(await check(tokens.admin)).toEqual({ code: 200, msg: '操作成功', data: true });
    expect((await check(tokens.bus)).data).toBe(true);
    expect((await check(tokens.bus.replace('bearer ', ''))).data).toBe(true);
    for (const token of [tokens.user, tokens.common, tokens.visitor, 'bearer nonsense', '']) {
      expect((await check(token)).data).toBe(false);
    }
    const database = `bearer ${(await databaseToken(tokens.admin)).json().data.access_token}`;
    expect((await check(database)).data).toBe(false);
  });

  it('answers 1401 (HTTP 200) when a visitor calls something that needs a registered user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/menu', headers: auth(tokens.visitor) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: Code.LOGIN_REQUIRED, msg: '请先登录后再进行此操作', data: null });
  });

  it('lists the back-office paths each role may open', async () => {
    const menu = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/menu', headers: auth(token) })).json().data as string[];
    expect(await menu(tokens.admin)).toEqual(BACK_OFFICE_ROUTES.map((route) => route.path));
    const bus = await menu(tokens.bus);
    expect(bus).toContain('/content/policy');
    expect(bus).not.toContain('/account/infos');
    expect(bus).not.toContain('/system/logManage');
  });

  it('answers the back-office menu to staff only: HTTP 403 to a citizen or a company', async () => {
    for (const token of [tokens.common, tokens.user]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/menu', headers: auth(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 403, msg: '当前角色无权执行此操作', data: null });
    }
  });

  it('answers HTTP 403 code 403 when the role may not use a back-office module', async () => {
    for (const token of [tokens.common, tokens.user, tokens.bus]) {
      for (const url of ['/api/admin/users', '/api/admin/logs']) {
        const response = await t.app.inject({ method: 'GET', url, headers: auth(token) });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ code: 403, msg: '当前角色无权执行此操作', data: null });
      }
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(tokens.visitor) });
    expect(visitor.json().code).toBe(Code.LOGIN_REQUIRED);
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(tokens.admin) });
    expect(admin.json().code).toBe(200);
  });

  it('checks authorization before validating input', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(tokens.common),
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(403);
  });

  it('says whether an email is taken (the visitor account counts as taken)', async () => {
    const taken = async (email: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/email', query: { email }, headers: auth(tokens.visitor) })
      ).json();
    expect((await taken('ADMIN@demo.local')).data).toEqual({ taken: true });
    expect((await taken(t.config.visitorEmail)).data).toEqual({ taken: true });
    expect((await taken('new-person@example.com')).data).toEqual({ taken: false });
    const invalid = await t.app.inject({ method: 'GET', url: '/api/email?email=nope', headers: auth(tokens.visitor) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data.errors).toEqual([{ field: 'email', message: '请输入有效的邮箱地址' }]);
  });
});
