import { Code, encryptPassword, type PasswordExpired, type User } from '@cityip/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { sessions } from '../auth/auth.tables.js';
import { logs } from '../logs/logs.tables.js';
import { call, cipher } from '../verification/verification-test-kit.js';
import { isPasswordExpired } from './password-expiry.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
});
afterAll(() => t.close());

const COMMON_MESSAGE = /too common/;
let sequence = 0;

/** A staff (or other) account made by the admin, with a password that passes every rule. */
async function createAccount(
  role: 'bus' | 'common',
  password = 'Amber-Kite#2024',
  email = `expiry-${++sequence}@example.com`,
): Promise<User & { password: string }> {
  const res = await call<User>(t, 'POST', '/api/admin/users', {
    token: admin,
    body: { email, password, name: `员工${sequence}`, phone: null, organization: null, role },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...res.body.data, password };
}

async function agePassword(userId: string, days: number) {
  await t.db
    .update(users)
    .set({ passwordChangedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(users.id, userId));
}

async function postLogin(email: string, password: string) {
  const res = await call<unknown>(t, 'POST', '/api/login', {
    body: { email, password: encryptPassword(password, t.config.loginAesKey) },
    lang: 'en-US',
  });
  return res.body as { code: number; msg: string; data: unknown; token?: { access_token: string } };
}

function changeExpired(ticket: string, password: string) {
  return call(t, 'POST', '/api/password/expired', { body: { ticket, password: cipher(t, password) }, lang: 'en-US' });
}

describe('case 2: common passwords are refused on every path that sets one', () => {
  it('admin create and admin reset', async () => {
    const created = await call(t, 'POST', '/api/admin/users', {
      token: admin,
      lang: 'en-US',
      body: { email: 'deny-create@example.com', password: 'Password123!', name: '甲', role: 'bus' },
    });
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body.data)).toMatch(COMMON_MESSAGE);
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, 'deny-create@example.com'));
    expect(row?.n).toBe(0);

    const account = await createAccount('bus', 'Amber-Kite#2024', 'kestrelwatch@example.com');
    const reset = await call(t, 'PUT', `/api/admin/users/${account.id}/password`, {
      token: admin,
      body: { password: '2024#Kestrelwatch!' },
    });
    expect(reset.status).toBe(400);
    expect(JSON.stringify(reset.body.data)).toMatch(/过于常见或与邮箱相同/);
    expect((await postLogin(account.email, account.password)).code).toBe(Code.OK);
  });

  it('self-registration and the emailed reset (checked before the code)', async () => {
    const register = await call(t, 'POST', '/api/register', {
      lang: 'en-US',
      body: {
        email: 'deny-register@example.com',
        code: '123456',
        name: '乙',
        password: cipher(t, 'Welcome2024!'),
        accountType: 'person',
        agreeTerms: true,
      },
    });
    expect(register.status).toBe(400);
    expect(register.body.data).toEqual({
      errors: [{ field: 'password', message: expect.stringMatching(COMMON_MESSAGE) }],
    });

    const reset = await call(t, 'POST', '/api/forgetPwd', {
      lang: 'en-US',
      body: { email: 'person@demo.local', code: '123456', password: cipher(t, 'Qwerty123!') },
    });
    expect(reset.status).toBe(400);
    expect(JSON.stringify(reset.body.data)).toMatch(COMMON_MESSAGE);
  });

  it('the password change of the account page', async () => {
    const account = await createAccount('common');
    const token = await t.login(account.email, account.password);
    const res = await call(t, 'POST', '/api/account/password', {
      token,
      lang: 'en-US',
      body: { oldPassword: cipher(t, account.password), newPassword: cipher(t, 'Sunshine#2024') },
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      errors: [{ field: 'newPassword', message: expect.stringMatching(COMMON_MESSAGE) }],
    });
  });

  it('accepts a 64-character passphrase and refuses 65 characters', async () => {
    const long = `Aa1-${'long passphrase '.repeat(4)}`.slice(0, 64);
    expect(long).toHaveLength(64);
    const account = await createAccount('bus', long);
    expect((await postLogin(account.email, long)).code).toBe(Code.OK);
    const tooLong = await call(t, 'PUT', `/api/admin/users/${account.id}/password`, {
      token: admin,
      body: { password: `${long}x` },
    });
    expect(tooLong.status).toBe(400);
  });
});

describe('case 2: staff passwords expire after STAFF_PASSWORD_MAX_AGE_DAYS', () => {
  it('an expired staff login gets a ticket, no session, and can only set a new password with it', async () => {
    const staff = await createAccount('bus');
    await agePassword(staff.id, t.config.staffPasswordMaxAgeDays + 1);

    const refused = await postLogin(staff.email, staff.password);
    expect(refused).toMatchObject({ code: Code.PASSWORD_EXPIRED, msg: expect.stringContaining('90 days') });
    expect(refused.token).toBeUndefined();
    const { ticket } = refused.data as PasswordExpired;
    const [open] = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, staff.id));
    expect(open?.n).toBe(0);
    const [logged] = await t.db
      .select({ n: count() })
      .from(logs)
      .where(and(eq(logs.email, staff.email), eq(logs.detail, 'password expired')));
    expect(logged?.n).toBe(1);
    // The ticket is no bearer token.
    expect((await call(t, 'GET', '/api/account/me', { token: `bearer ${ticket}` })).status).toBe(401);

    expect((await changeExpired(ticket, staff.password)).body.msg).toMatch(/differ from the old one/);
    expect(JSON.stringify((await changeExpired(ticket, 'Password1!')).body.data)).toMatch(COMMON_MESSAGE);
    const changed = await changeExpired(ticket, 'Fresh-Lantern#88');
    expect(changed).toMatchObject({ status: 200, body: { code: 200 } });
    expect((await changeExpired(ticket, 'Other-Lantern#99')).body.msg).toMatch(/run out/);
    // The change is in the login log under the staff member's own name, once.
    const changeLines = await t.db
      .select({ userId: logs.userId, role: logs.role, kind: logs.kind, success: logs.success })
      .from(logs)
      .where(and(eq(logs.email, staff.email), eq(logs.action, 'expiredPasswordChange')));
    expect(changeLines).toEqual([{ userId: staff.id, role: 'bus', kind: 'login', success: true }]);

    expect((await postLogin(staff.email, staff.password)).code).toBe(Code.LOGIN_FAILED);
    expect(await postLogin(staff.email, 'Fresh-Lantern#88')).toMatchObject({ code: 200, role: 'bus' });
  });

  it('a forged or stale ticket changes nothing', async () => {
    const forged = await changeExpired('not-a-ticket', 'Fresh-Lantern#88');
    expect(forged.status).toBe(400);
    expect(forged.body.msg).toMatch(/run out/);
  });

  it('does not apply to portal accounts, nor to a staff password within the period', async () => {
    const portal = await createAccount('common');
    await agePassword(portal.id, 400);
    expect((await postLogin(portal.email, portal.password)).code).toBe(Code.OK);
    const staff = await createAccount('bus');
    await agePassword(staff.id, t.config.staffPasswordMaxAgeDays - 1);
    expect((await postLogin(staff.email, staff.password)).code).toBe(Code.OK);
  });

  it('0 days means never', () => {
    const old = { role: 'admin' as const, passwordChangedAt: new Date(0) };
    expect(isPasswordExpired(old, 0)).toBe(false);
    expect(isPasswordExpired(old, 90)).toBe(true);
  });
});

describe('case 2: the database holds argon2id hashes only', () => {
  it('every stored hash, from the seed and from every path above, is argon2id', async () => {
    // Raw SQL, past the ORM: what a database dump would show.
    const result = await t.db.execute(sql`select password_hash from users`);
    const hashes = (result as unknown as { rows: { password_hash: string }[] }).rows;
    expect(hashes.length).toBeGreaterThan(5);
    for (const { password_hash } of hashes) expect(password_hash).toMatch(/^\$argon2id\$v=19\$/);
  });
});
