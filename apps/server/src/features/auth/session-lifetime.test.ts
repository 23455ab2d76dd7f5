import { ACCOUNT_ROLES, isStaffRole, type LoginResponse, STAFF_ROLES } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, postLogin } from '../../../test/auth-helpers.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { ConfigError, loadConfig } from '../../config.js';
import { sessions } from './auth.tables.js';
import { LAST_SEEN_WRITE_INTERVAL_MS } from './session-lifetime.js';
import { hashToken } from './tokens.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('case 6: session idle timeout and absolute lifetime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Logs in through the API; returns the Authorization value and the refresh token. */
  const login = async (role: (typeof ACCOUNT_ROLES)[number]) => {
    const body = (await postLogin(t, DEMO_LOGINS[role].email, DEMO_LOGINS[role].password)).json<LoginResponse>();
    return { authorization: `bearer ${body.token.access_token}`, refreshToken: body.token.refresh_token };
  };
  const rowOf = (authorization: string) => eq(sessions.accessTokenHash, hashToken(authorization.slice(7)));
  /** Moves the session's clock marks into the past, as if that much time had gone by. */
  const age = (authorization: string, marks: { idleMs?: number; sinceLoginMs?: number }) =>
    t.db
      .update(sessions)
      .set({
        ...(marks.idleMs === undefined ? {} : { lastSeenAt: new Date(Date.now() - marks.idleMs) }),
        ...(marks.sinceLoginMs === undefined ? {} : { authenticatedAt: new Date(Date.now() - marks.sinceLoginMs) }),
      })
      .where(rowOf(authorization));
  const me = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/account/me', headers: auth(authorization) });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/oauth/refresh', payload: { refresh_token: refreshToken } });
  const marksOf = async (authorization: string) => {
    const [row] = await t.db
      .select({ lastSeenAt: sessions.lastSeenAt, authenticatedAt: sessions.authenticatedAt })
      .from(sessions)
      .where(rowOf(authorization));
    if (!row) throw new Error('no session row');
    return { lastSeenAt: row.lastSeenAt.getTime(), authenticatedAt: row.authenticatedAt.getTime() };
  };
  const lastSeenOf = async (authorization: string) => (await marksOf(authorization)).lastSeenAt;

  it('defaults to 30 idle minutes for staff, 12 hours per staff login, 7 days for other users', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({
      staffIdleTimeoutMinutes: 30,
      staffSessionAbsoluteHours: 12,
      sessionAbsoluteHours: 168,
    });
    expect(loadConfig({ NODE_ENV: 'test', STAFF_IDLE_TIMEOUT_MINUTES: '5' }).staffIdleTimeoutMinutes).toBe(5);
    expect(() => loadConfig({ NODE_ENV: 'test', STAFF_IDLE_TIMEOUT_MINUTES: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', SESSION_ABSOLUTE_HOURS: 'soon' })).toThrow(/SESSION_ABSOLUTE_HOURS/);
  });

  it('refuses a staff session idle for the timeout with HTTP 401, and its refresh token too', async () => {
    for (const role of STAFF_ROLES) {
      const { authorization, refreshToken } = await login(role);
      await age(authorization, { idleMs: 29 * MINUTE });
      expect((await me(authorization)).statusCode, `${role} active 29 minutes ago`).toBe(200);
      await age(authorization, { idleMs: 30 * MINUTE + 1000 });
      const response = await me(authorization);
      expect(response.statusCode, role).toBe(401);
      expect(response.json()).toEqual({ code: 401, msg: '登录状态已失效，请重新登录', data: null });
      // The client's next move is a refresh; it must not revive the idle session.
      expect((await refresh(refreshToken)).statusCode, role).toBe(401);
    }
  });

  it('counts every request as activity, writing last_seen_at at most once a minute', async () => {
    const { authorization } = await login('bus');
    await age(authorization, { idleMs: 20 * MINUTE });
    const before = await lastSeenOf(authorization);
    expect((await me(authorization)).statusCode).toBe(200);
    const touched = await lastSeenOf(authorization);
    expect(touched).toBeGreaterThan(before + 19 * MINUTE);
    // Half a minute later: no write, the mark stays where it was.
    await age(authorization, { idleMs: LAST_SEEN_WRITE_INTERVAL_MS / 2 });
    const marked = await lastSeenOf(authorization);
    expect((await me(authorization)).statusCode).toBe(200);
    expect(await lastSeenOf(authorization)).toBe(marked);
    // The session that was 20 minutes idle is good for another full timeout from its last request.
    await age(authorization, { idleMs: 29 * MINUTE });
    expect((await me(authorization)).statusCode).toBe(200);
  });

  it('does not apply the staff idle timeout to other users', async () => {
    for (const role of ACCOUNT_ROLES.filter((role) => !isStaffRole(role))) {
      const { authorization, refreshToken } = await login(role);
      await age(authorization, { idleMs: 3 * HOUR });
      expect((await me(authorization)).statusCode, role).toBe(200);
      expect((await refresh(refreshToken)).statusCode, role).toBe(200);
    }
  });

  it('does not let refreshing count as activity: the rotated pair keeps the idle clock', async () => {
    const { authorization, refreshToken } = await login('admin');
    await age(authorization, { idleMs: 29 * MINUTE });
    const rotated = (await refresh(refreshToken)).json<LoginResponse>();
    const next = `bearer ${rotated.token.access_token}`;
    expect(await lastSeenOf(next)).toBeLessThanOrEqual(Date.now() - 29 * MINUTE);
    await age(next, { idleMs: 30 * MINUTE + 1000 });
    expect((await me(next)).statusCode).toBe(401);
  });

  it('ends a staff login after 12 hours however often it was refreshed', async () => {
    const { authorization, refreshToken } = await login('bus');
    await age(authorization, { sinceLoginMs: 11 * HOUR });
    const rotated = await refresh(refreshToken);
    expect(rotated.statusCode).toBe(200);
    const pair = rotated.json<LoginResponse>().token;
    const next = `bearer ${pair.access_token}`;
    // The rotated pair inherits the login's time: the clock is not reset by refreshing.
    expect((await marksOf(next)).authenticatedAt).toBeLessThanOrEqual(Date.now() - 11 * HOUR);
    await age(next, { sinceLoginMs: 12 * HOUR + 1000 });
    expect((await me(next)).statusCode).toBe(401);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it('ends any other login after 7 days, and leaves it alone before', async () => {
    const { authorization, refreshToken } = await login('common');
    await age(authorization, { sinceLoginMs: 13 * HOUR });
    expect((await me(authorization)).statusCode, 'the staff limit is not theirs').toBe(200);
    await age(authorization, { sinceLoginMs: 168 * HOUR + 1000 });
    expect((await me(authorization)).statusCode).toBe(401);
    const response = await refresh(refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, msg: '刷新令牌无效或已过期，请重新登录' });
  });

  it('leaves visitor tokens to their own expiry', async () => {
    const visitor = await t.visitorToken();
    await age(visitor, { idleMs: 3 * HOUR, sinceLoginMs: 200 * HOUR });
    expect((await me(visitor)).statusCode).toBe(200);
  });
});
