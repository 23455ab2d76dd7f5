import { Code } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin, solveCaptcha } from '../../../test/auth-helpers.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import type { Config } from '../../config.js';
import { users } from '../accounts/accounts.tables.js';
import { logs } from '../logs/logs.tables.js';

/** Five wrong passwords for `email`, each from another claimed client address; the last two past the captcha. */
async function failFiveTimes(t: TestApp, email: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const captcha = i >= 3 ? await solveCaptcha(t) : {};
    await postLogin(t, email, 'Wrong@12345', captcha, { 'x-forwarded-for': `203.0.113.${i + 1}` });
  }
}

/** Login calls from `remoteAddress` claiming a new client address each time: which were rate limited. */
async function rotatingStatuses(t: TestApp, remoteAddress: string, count: number): Promise<('served' | 'limited')[]> {
  const statuses: ('served' | 'limited')[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      payload: { email: 'nobody@example.com', password: 'x' },
    });
    statuses.push(response.statusCode === 429 ? 'limited' : 'served');
  }
  return statuses;
}

describe('case 1: lockout on every login path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets only an administrator unlock, and logs the unlock', async () => {
    const { email, password } = DEMO_LOGINS.common;
    await failFiveTimes(t, email);
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const url = `/api/admin/users/${account?.id}/unlock`;

    for (const role of ['bus', 'user'] as const) {
      const refused = await t.app.inject({ method: 'POST', url, headers: { authorization: await t.loginAs(role) } });
      expect(refused.statusCode, role).toBe(403);
    }
    const stillLocked = await postLogin(t, email, password, await solveCaptcha(t));
    expect(stillLocked.json().code).toBe(Code.LOCKED);

    const unlocked = await t.app.inject({ method: 'POST', url, headers: { authorization: await t.loginAs('admin') } });
    expect(unlocked.statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'user.unlock'), eq(logs.target, account?.id ?? '')));
    expect(entries.map((entry) => [entry.email, entry.success])).toEqual([
      ['bus@demo.local', false],
      ['company@demo.local', false],
      ['admin@demo.local', true],
    ]);
    expect((await postLogin(t, email, password, await solveCaptcha(t))).json().code).toBe(200);
  });

  it('locks a back-office account after five failures, whatever X-Forwarded-For claims', async () => {
    const { email, password } = DEMO_LOGINS.bus;
    await failFiveTimes(t, email);
    const captcha = await solveCaptcha(t);
    const right = await postLogin(t, email, password, captcha, { 'x-forwarded-for': '192.0.2.200' });
    expect(right.json()).toMatchObject({ code: Code.LOCKED, data: { lockedUntil: expect.any(String) } });
  });
});

describe('case 1: per-address limits and proxies', () => {
  const apps: TestApp[] = [];
  const start = async (overrides: Partial<Config>) => {
    const app = await createTestApp({ rateLimitLogin: 3, ...overrides });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('ignores X-Forwarded-For when no proxy is trusted: rotating it does not reset the limit', async () => {
    const t = await start({ trustProxy: false });
    expect(await rotatingStatuses(t, '198.51.100.50', 4)).toEqual(['served', 'served', 'served', 'limited']);
  });

  it('believes X-Forwarded-For only from a configured proxy address', async () => {
    const t = await start({ trustProxy: ['10.0.0.1'] });
    // Through the trusted proxy each claimed client is counted on its own ...
    expect(await rotatingStatuses(t, '10.0.0.1', 4)).toEqual(['served', 'served', 'served', 'served']);
    // ... while anyone else claiming addresses is counted as the address it connects from.
    expect(await rotatingStatuses(t, '198.51.100.60', 4)).toEqual(['served', 'served', 'served', 'limited']);
  });
});
