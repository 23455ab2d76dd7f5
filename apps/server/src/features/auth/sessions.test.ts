import type { LoginResponse } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, postLogin } from '../../../test/auth-helpers.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { logs } from '../logs/logs.tables.js';
import { sessions } from './auth.tables.js';
import { REFRESH_REUSE_GRACE_MS } from './refresh-tokens.js';
import { hashToken } from './tokens.js';

describe('sessions and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (authorization?: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { ...(authorization ? { authorization } : {}), ...(language ? { 'accept-language': language } : {}) },
    });
  const loginBody = async (role: keyof typeof DEMO_LOGINS) =>
    (await postLogin(t, DEMO_LOGINS[role].email, DEMO_LOGINS[role].password)).json<LoginResponse>();
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/oauth/refresh', payload: { refresh_token: refreshToken } });

  it('answers a missing, unknown or malformed token with HTTP 401 and code 401', async () => {
    for (const authorization of [undefined, 'bearer unknown-token', 'Basic Zm9vOmJhcg==', 'bearer']) {
      const response = await me(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, msg: '登录状态已失效，请重新登录', data: null });
    }
  });

  it('accepts "Bearer", "bearer" and a bare token alike', async () => {
    const token = (await t.visitorToken()).replace('bearer ', '');
    for (const authorization of [`Bearer ${token}`, `bearer ${token}`, token]) {
      expect((await me(authorization)).statusCode).toBe(200);
    }
  });

  it('keeps one live session per user: the older token gets HTTP 200 with code 401', async () => {
    const first = await t.loginAs('bus');
    const second = await t.loginAs('bus');
    const old = await me(first, 'en-US');
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({
      code: 401,
      msg: 'Your login is no longer valid or your account signed in on another device. Please log in again.',
      data: null,
    });
    expect((await me(second)).json().data.role).toBe('bus');
    expect((await me(first)).json().msg).toBe('当前账号登录已失效或已在其他设备登录，请重新登录');
  });

  it('answers an expired token with HTTP 401 and code 401', async () => {
    const token = await t.loginAs('common');
    await t.db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accessTokenHash, hashToken(token.replace('bearer ', ''))));
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(401);
  });

  it('refuses the token of an account disabled after login', async () => {
    const token = await t.loginAs('user');
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.email, DEMO_LOGINS.user.email));
    expect((await me(token)).statusCode).toBe(401);
    await t.db.update(users).set({ status: 'enabled' }).where(eq(users.email, DEMO_LOGINS.user.email));
    expect((await me(token)).statusCode).toBe(200);
  });

  it('gives visitors a token through POST /api/oauth/visitor, with no refresh token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/visitor',
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.json()).toMatchObject({
      code: 200,
      role: 'visitor',
      userName: 'Guest',
      token: { token_type: 'bearer', refresh_token: '', expires_in: 7200 },
      data: { role: 'visitor', loginType: 'visitor' },
    });
    const token = `bearer ${response.json().token.access_token}`;
    expect((await me(token)).json().data).toMatchObject({ role: 'visitor', userId: '' });
    // Visitor tokens are not replaced by other visitors.
    await t.visitorToken();
    expect((await me(token)).statusCode).toBe(200);
  });

  it('rotates refresh tokens: a new pair, the old refresh token dead', async () => {
    const login = await loginBody('admin');
    const rotated = await refresh(login.token.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const body = rotated.json<LoginResponse>();
    expect(body).toMatchObject({
      code: 200,
      role: 'admin',
      userName: '超级管理员',
      token: { token_type: 'bearer', expires_in: 7200 },
    });
    expect(body.token.access_token).not.toBe(login.token.access_token);
    expect(body.token.refresh_token).not.toBe(login.token.refresh_token);
    expect((await me(`bearer ${body.token.access_token}`)).json().data.role).toBe('admin');

    const again = await refresh(body.token.refresh_token);
    expect(again.json().code).toBe(200);
  });

  it('ends the old access token when its refresh token is rotated (HTTP 401)', async () => {
    const login = await loginBody('bus');
    const old = `bearer ${login.token.access_token}`;
    expect((await me(old)).statusCode).toBe(200);
    const rotated = (await refresh(login.token.refresh_token)).json<LoginResponse>();
    const response = await me(old);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(401);
    expect((await me(`bearer ${rotated.token.access_token}`)).statusCode).toBe(200);
  });

  it('lets two tabs refresh with the same token at once: both get a working pair, nobody is logged out', async () => {
    const login = await loginBody('admin');
    const [a, b] = await Promise.all([refresh(login.token.refresh_token), refresh(login.token.refresh_token)]);
    const pairs = [a, b].map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LoginResponse>().token;
    });
    expect(pairs[0]?.access_token).not.toBe(pairs[1]?.access_token);
    for (const pair of pairs) {
      expect((await me(`bearer ${pair?.access_token}`)).json().data.role).toBe('admin');
    }
    // Each tab goes on rotating its own pair.
    for (const pair of pairs) expect((await refresh(pair?.refresh_token ?? '')).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back after the grace window', async () => {
    const login = await loginBody('admin');
    const first = (await refresh(login.token.refresh_token)).json<LoginResponse>();
    const second = (await refresh(first.token.refresh_token)).json<LoginResponse>();
    await t.db
      .update(sessions)
      .set({ refreshUsedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(sessions.refreshTokenHash, hashToken(login.token.refresh_token)));
    const reuse = await refresh(login.token.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 401, msg: '刷新令牌无效或已过期，请重新登录' });
    // The thief's and the owner's latest tokens are both dead now.
    expect((await me(`bearer ${second.token.access_token}`)).statusCode).toBe(401);
    expect((await refresh(second.token.refresh_token)).statusCode).toBe(401);
  });

  it('refuses unknown and expired refresh tokens, and access tokens used as refresh tokens', async () => {
    const login = await loginBody('common');
    expect((await refresh('no-such-token')).statusCode).toBe(401);
    expect((await refresh(login.token.access_token)).statusCode).toBe(401);
    await t.db
      .update(sessions)
      .set({ refreshExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.refreshTokenHash, hashToken(login.token.refresh_token)));
    expect((await refresh(login.token.refresh_token)).statusCode).toBe(401);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/oauth/refresh', payload: {} });
    expect(invalid.statusCode).toBe(400);
  });

  it('tells the holder of a replaced session that it logged in elsewhere when refreshing', async () => {
    const older = await loginBody('user');
    await loginBody('user');
    const response = await refresh(older.token.refresh_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 401, msg: '当前账号登录已失效或已在其他设备登录，请重新登录' });
  });

  it('refuses a just-rotated refresh token once the session has ended, even within the grace window', async () => {
    const login = await loginBody('common');
    const rotated = (await refresh(login.token.refresh_token)).json<LoginResponse>();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth(`bearer ${rotated.token.access_token}`) });
    expect((await refresh(login.token.refresh_token)).statusCode).toBe(401);
  });

  it('answers a database token whose owner logged in again with HTTP 401, not "logged in elsewhere"', async () => {
    const userToken = await t.loginAs('user');
    const issued = await t.app.inject({ method: 'POST', url: '/api/oauth/database', headers: auth(userToken) });
    const database = `bearer ${issued.json().data.access_token}`;
    const search = () => t.app.inject({ method: 'GET', url: '/api/data/health', headers: auth(database) });
    expect((await search()).statusCode).toBe(200);
    await t.loginAs('user');
    const response = await search();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, msg: '登录状态已失效，请重新登录' });
  });

  it('never accepts a refresh token as a bearer token', async () => {
    const login = await loginBody('bus');
    expect((await me(`bearer ${login.token.refresh_token}`)).statusCode).toBe(401);
  });

  it('logs out: the session and its refresh token stop working, and the logout is logged', async () => {
    const login = await loginBody('common');
    const token = `bearer ${login.token.access_token}`;
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth(token) });
    expect(response.json()).toEqual({ code: 200, msg: '已退出登录', data: null });
    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(login.token.refresh_token)).statusCode).toBe(401);
    const entries = await t.db.select().from(logs).where(eq(logs.action, 'logout'));
    expect(entries.at(-1)).toMatchObject({ kind: 'login', email: 'person@demo.local', success: true });

    const visitor = await t.visitorToken();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth(visitor) });
    expect((await me(visitor)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('reports the remaining lifetime in /api/account/me', async () => {
    const token = await t.loginAs('admin');
    const info = (await me(token)).json().data;
    expect(info).toMatchObject({ email: 'admin@demo.local', role: 'admin', loginType: 'password' });
    expect(info.expiresIn).toBeGreaterThan(7190);
    expect(info.expiresIn).toBeLessThanOrEqual(7200);
  });

  it('reads a changed role on the next request (no stale role in the session)', async () => {
    const token = await t.loginAs('common');
    await t.db.update(users).set({ role: 'bus' }).where(eq(users.email, DEMO_LOGINS.common.email));
    expect((await me(token)).json().data.role).toBe('bus');
    await t.db.update(users).set({ role: 'common' }).where(eq(users.email, DEMO_LOGINS.common.email));
  });
});
