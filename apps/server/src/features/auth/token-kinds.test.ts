import { Code, type LoginResponse } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, postLogin } from '../../../test/auth-helpers.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const me = (authorization?: string, url = '/api/account/me') =>
  t.app.inject({ method: 'GET', url, headers: authorization ? auth(authorization) : {} });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/oauth/refresh', payload: { refresh_token: refreshToken } });
/** A database token minted with `owner`'s token, as 'bearer xxx'. */
const databaseToken = async (owner: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/oauth/database', headers: auth(owner) });
  return `bearer ${response.json().data.access_token}`;
};
const userIdOf = async (email: string) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

describe('case 6: each token kind is refused where another is expected', () => {
  interface Kinds {
    visitor: string;
    user: string;
    admin: string;
    refresh: string;
    database: string;
  }
  let kinds: Kinds;
  beforeAll(async () => {
    const login = (await postLogin(t, DEMO_LOGINS.common.email, DEMO_LOGINS.common.password)).json<LoginResponse>();
    const user = `bearer ${login.token.access_token}`;
    kinds = {
      visitor: await t.visitorToken(),
      user,
      admin: await t.loginAs('admin'),
      refresh: login.token.refresh_token,
      database: await databaseToken(user),
    };
  });

  type Where = 'portal' | 'user route' | 'back office' | 'data search' | 'refresh' | 'mint database token';
  const present = (where: Where, token: string) => {
    const bearer = token.startsWith('bearer ') ? token : `bearer ${token}`;
    switch (where) {
      case 'portal':
        return me(bearer);
      case 'user route':
        return me(bearer, '/api/account/profile');
      case 'back office':
        return me(bearer, '/api/admin/users');
      case 'data search':
        return me(bearer, '/api/data/health');
      case 'refresh':
        return refresh(token.replace(/^bearer /, ''));
      case 'mint database token':
        return t.app.inject({ method: 'POST', url: '/api/oauth/database', headers: auth(bearer) });
    }
  };

  // [token kind, where it is presented, HTTP status, business code]
  const CASES: [keyof Kinds, Where, number, number][] = [
    ['visitor', 'user route', 200, Code.LOGIN_REQUIRED],
    ['visitor', 'back office', 200, Code.LOGIN_REQUIRED],
    ['visitor', 'data search', 401, 401],
    ['visitor', 'refresh', 401, 401],
    ['user', 'data search', 401, 401],
    ['user', 'refresh', 401, 401],
    ['admin', 'data search', 401, 401],
    ['admin', 'refresh', 401, 401],
    ['refresh', 'portal', 401, 401],
    ['refresh', 'user route', 401, 401],
    ['refresh', 'back office', 401, 401],
    ['refresh', 'data search', 401, 401],
    ['refresh', 'mint database token', 401, 401],
    ['database', 'portal', 401, 401],
    ['database', 'user route', 401, 401],
    ['database', 'back office', 401, 401],
    ['database', 'refresh', 401, 401],
    ['database', 'mint database token', 401, 401],
  ];

  it.each(CASES)('%s token presented to %s → HTTP %i, code %i', async (kind, where, status, code) => {
    const response = await present(where, kinds[kind]);
    expect([response.statusCode, response.json().code], response.body).toEqual([status, code]);
  });

  it('accepts each kind where it belongs (so the refusals above are about the kind, not a dead token)', async () => {
    expect((await present('portal', kinds.visitor)).statusCode).toBe(200);
    expect((await present('user route', kinds.user)).json().code).toBe(200);
    expect((await present('back office', kinds.admin)).json().code).toBe(200);
    expect((await present('data search', kinds.database)).json().code).toBe(200);
    // Last: a good refresh rotates the pair and ends `kinds.user`.
    expect((await present('refresh', kinds.refresh)).json().code).toBe(200);
  });

  it('does not count a database token as a back-office login in check/token', async () => {
    const check = await t.app.inject({ method: 'POST', url: '/api/check/token', payload: { token: kinds.database } });
    expect(check.json().data).toBe(false);
  });
});

describe('case 6: tokens are never accepted in query strings', () => {
  it.each(['access_token', 'token', 'authorization', 'Authorization'])('ignores ?%s=', async (name) => {
    const user = await t.loginAs('user');
    const raw = user.slice('bearer '.length);
    const database = (await databaseToken(user)).slice('bearer '.length);
    for (const [url, token] of [
      ['/api/account/me', raw],
      ['/api/account/me', `bearer ${raw}`],
      ['/api/account/profile', raw],
      ['/api/data/health', database],
    ] as const) {
      const response = await me(undefined, `${url}?${name}=${encodeURIComponent(token)}`);
      expect([response.statusCode, response.json().code], `${url}?${name}=`).toEqual([401, 401]);
    }
    // The same tokens work in the Authorization header, so the refusal is about where they were put.
    expect((await me(user)).statusCode).toBe(200);
  });
});

describe('case 6: disabling an account or changing its role takes effect on the very next request', () => {
  const call = (admin: string, method: 'PUT' | 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, headers: auth(admin), payload });

  it('refuses the next request of an account the admin disabled through the API', async () => {
    const admin = await t.loginAs('admin');
    const bus = await t.loginAs('bus');
    expect((await me(bus, '/api/admin/menu')).json().code).toBe(200);
    const busId = await userIdOf(DEMO_LOGINS.bus.email);
    const disabled = await call(admin, 'PUT', `/api/admin/users/${busId}/status`, { status: 'disabled' });
    expect(disabled.json().code).toBe(200);
    const next = await me(bus, '/api/admin/menu');
    expect([next.statusCode, next.json().code]).toEqual([401, 401]);
    // Enabling the account again does not bring the ended session back.
    await call(admin, 'PUT', `/api/admin/users/${busId}/status`, { status: 'enabled' });
    expect((await me(bus)).statusCode).toBe(401);
  });

  it('refuses an admin-only route on the next request of an admin demoted to bus', async () => {
    const admin = await t.loginAs('admin');
    const email = 'second-admin@example.com';
    const password = 'Kx9!second-Admin-2026';
    const created = await call(admin, 'POST', '/api/admin/users', {
      email,
      password,
      name: 'Second admin',
      role: 'admin',
    });
    expect(created.json().code, created.body).toBe(200);
    const second = await t.login(email, password);
    expect((await me(second, '/api/admin/users')).json().code).toBe(200);
    const id = created.json().data.id as string;
    const demoted = await call(admin, 'PUT', `/api/admin/users/${id}`, { name: 'Second admin', role: 'bus' });
    expect(demoted.json().code, demoted.body).toBe(200);
    const next = await me(second, '/api/admin/users');
    expect([next.statusCode, next.json().code]).toEqual([403, 403]);
    // Still signed in, now with the rights of operations staff.
    expect((await me(second)).json().data.role).toBe('bus');
  });
});
