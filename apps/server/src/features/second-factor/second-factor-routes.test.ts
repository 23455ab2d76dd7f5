import { Code } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concreteUrl } from '../../../test/route-table.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createStaff, passwordLogin, post } from './second-factor-kit.js';

/** The only routes a login owing its second factor may call (besides public ones). */
const PENDING_ALLOWED = [
  'GET /api/account/me',
  'POST /api/logout',
  'POST /api/second-factor/enrol',
  'POST /api/second-factor/enrol/confirm',
  'POST /api/second-factor/verify',
];

const RATE_LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staffTotpRoles: ['admin'], rateLimitLogin: RATE_LIMIT });
});
afterAll(() => t.close());

describe('case 3: a session with the second factor pending', () => {
  it('is refused by every route but the second step, me and logout (enumerated from the app)', async () => {
    const staff = await createStaff(t);
    const { bearer } = await passwordLogin(t, staff.email);
    const routes = t.apiRoutes().filter((route) => route.auth !== 'public' || route.url === '/api/oauth/database');
    expect(routes.filter((route) => route.url.startsWith('/api/admin/')).length).toBeGreaterThan(20);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (PENDING_ALLOWED.includes(key)) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { authorization: bearer },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const code = String(res.headers['content-type']).includes('json') ? res.json().code : undefined;
      const label = `${key} → ${res.statusCode} ${res.body.slice(0, 120)}`;
      // Data-search routes take only database tokens, so a user token is refused before this check.
      if (route.url.startsWith('/api/data/')) expect([res.statusCode, code], label).toEqual([401, 401]);
      else expect([res.statusCode, code], label).toEqual([403, Code.SECOND_FACTOR_REQUIRED]);
    }
    // The allowed ones are real routes of the app, declared as such.
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(expect.arrayContaining(PENDING_ALLOWED));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: bearer } })).json(),
    ).toMatchObject({ code: 200, data: { email: staff.email, role: 'admin' } });
  });

  it('gets HTTP 429 from the verify route past RATE_LIMIT_LOGIN per window', async () => {
    const staff = await createStaff(t);
    const { bearer } = await passwordLogin(t, staff.email);
    const codes: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMIT; attempt += 1) {
      codes.push((await post(t, '/api/second-factor/verify', bearer, { code: '000000' })).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});
