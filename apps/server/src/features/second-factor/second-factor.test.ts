import {
  Code,
  OTPAUTH_URI_MAX_LENGTH,
  type SecondFactorLoginResponse,
  TEXT_LIMITS,
  type TotpEnrolment,
} from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, solveCaptcha } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { users } from '../accounts/accounts.tables.js';
import { logs } from '../logs/logs.tables.js';
import { staffRecoveryCodes, staffTotp } from './second-factor.tables.js';
import { createStaff, enrolStaff, passwordLogin, post, totpCode } from './second-factor-kit.js';
import { newTotpSecret, otpauthUri } from './totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staffTotpRoles: ['admin'] });
});
afterAll(() => t.close());

const get = (url: string, bearer: string) => t.app.inject({ method: 'GET', url, headers: auth(bearer) });
const codeOf = (response: { json(): unknown }) => (response.json() as { code: number }).code;

describe('case 3: STAFF_TOTP_ROLES setting', () => {
  it('defaults to admin, turns off when empty, and refuses roles that do not exist', () => {
    expect(loadConfig({}).staffTotpRoles).toEqual(['admin']);
    expect(loadConfig({ STAFF_TOTP_ROLES: '' }).staffTotpRoles).toEqual([]);
    expect(loadConfig({ STAFF_TOTP_ROLES: ' bus, admin ,bus' }).staffTotpRoles).toEqual(['bus', 'admin']);
    expect(() => loadConfig({ STAFF_TOTP_ROLES: 'admin,root' })).toThrow(/STAFF_TOTP_ROLES/);
  });
});

describe('case 3: the enrolment address', () => {
  it('fits its stated bound with the longest city name and an address that encodes to the most', () => {
    const issuer = `${'市'.repeat(TEXT_LIMITS.name)}知识产权公共服务平台`;
    const email = `${'字'.repeat(TEXT_LIMITS.email - '@example.org'.length)}@example.org`;
    expect(otpauthUri(newTotpSecret(), issuer, email).length).toBeLessThanOrEqual(OTPAUTH_URI_MAX_LENGTH);
  });
});

describe('case 3: staff second factor (TOTP) at login', () => {
  it('enrols at the first login: QR URI, sealed secret, first code, recovery codes, then the back office opens', async () => {
    const staff = await createStaff(t);
    const { body, bearer: pending } = await passwordLogin(t, staff.email);
    expect(body).toMatchObject({ code: 200, role: 'admin', mfaRequired: 'enrol', token: { expires_in: 600 } });

    // Until the second step, the back office is closed and the token is not a back-office token.
    const refused = await get('/api/admin/users', pending);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, Code.SECOND_FACTOR_REQUIRED]);
    const check = await t.app.inject({ method: 'POST', url: '/api/check/token', payload: { token: pending } });
    expect(check.json().data).toBe(false);

    const enrolment = (await post(t, '/api/second-factor/enrol', pending)).json<{ data: TotpEnrolment }>().data;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: enrolment.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    const [stored] = await t.db.select().from(staffTotp).where(eq(staffTotp.userId, staff.id));
    expect(stored?.secretSealed).toMatch(/^v1\./);
    expect(stored?.secretSealed).not.toContain(enrolment.secret);
    expect(t.app.secrets.open(stored?.secretSealed ?? '')).toBe(enrolment.secret);

    const wrong = await post(t, '/api/second-factor/enrol/confirm', pending, { code: totpCode(enrolment.secret, 5) });
    expect(codeOf(wrong)).toBe(Code.LOGIN_FAILED);

    const done = await post(t, '/api/second-factor/enrol/confirm', pending, { code: totpCode(enrolment.secret) });
    const confirmed = done.json<SecondFactorLoginResponse>();
    expect(confirmed).toMatchObject({ code: 200, role: 'admin' });
    expect(confirmed.mfaRequired).toBeUndefined();
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    const hashes = await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id));
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(confirmed.recoveryCodes?.[0]);

    const verified = `bearer ${confirmed.token.access_token}`;
    expect((await get('/api/admin/users', verified)).statusCode).toBe(200);
    const checkVerified = await t.app.inject({ method: 'POST', url: '/api/check/token', payload: { token: verified } });
    expect(checkVerified.json().data).toBe(true);
    // The pending token ended with the second step: it is worth nothing afterwards.
    expect(codeOf(await get('/api/account/me', pending))).toBe(Code.UNAUTHORIZED);

    // Refreshing keeps the second factor: the new pair still opens the back office.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/refresh',
      payload: { refresh_token: confirmed.token.refresh_token },
    });
    expect((await get('/api/admin/users', `bearer ${refreshed.json().token.access_token}`)).statusCode).toBe(200);
  });

  it('a pending login cannot refresh into a full session, mint a database token, or reach portal routes', async () => {
    const staff = await createStaff(t);
    const { body, bearer } = await passwordLogin(t, staff.email);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/refresh',
      payload: { refresh_token: body.token.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const database = await t.app.inject({ method: 'POST', url: '/api/oauth/database', headers: auth(bearer) });
    expect(codeOf(database)).toBe(Code.SECOND_FACTOR_REQUIRED);
    expect(codeOf(await get('/api/identity', bearer))).toBe(Code.SECOND_FACTOR_REQUIRED);
    // What it may do: know who it is, and log out.
    expect(codeOf(await get('/api/account/me', bearer))).toBe(200);
    expect(codeOf(await post(t, '/api/logout', bearer))).toBe(200);
  });

  it('verifies later logins with a code, and refuses a replayed code', async () => {
    const staff = await enrolStaff(t);
    const first = await passwordLogin(t, staff.email);
    expect(first.body.mfaRequired).toBe('verify');
    // The enrolment used the current step; the app's next code is accepted (one step of drift).
    const code = totpCode(staff.secret, 1);
    const ok = await post(t, '/api/second-factor/verify', first.bearer, { code });
    expect(codeOf(ok)).toBe(200);
    expect((await get('/api/admin/users', `bearer ${ok.json().token.access_token}`)).statusCode).toBe(200);

    const second = await passwordLogin(t, staff.email);
    const replay = await post(t, '/api/second-factor/verify', second.bearer, { code });
    expect(codeOf(replay)).toBe(Code.LOGIN_FAILED);
    // An older step than the last one used is as dead as the same one.
    const older = await post(t, '/api/second-factor/verify', second.bearer, { code: totpCode(staff.secret) });
    expect(codeOf(older)).toBe(Code.LOGIN_FAILED);
    expect(codeOf(await get('/api/admin/users', second.bearer))).toBe(Code.SECOND_FACTOR_REQUIRED);
  });

  it('accepts each recovery code once, typed in any case and grouping', async () => {
    const staff = await enrolStaff(t);
    const [firstCode = '', secondCode = ''] = staff.recoveryCodes;
    const one = await passwordLogin(t, staff.email);
    expect(codeOf(await post(t, '/api/second-factor/verify', one.bearer, { code: firstCode }))).toBe(200);

    const two = await passwordLogin(t, staff.email);
    expect(codeOf(await post(t, '/api/second-factor/verify', two.bearer, { code: firstCode }))).toBe(Code.LOGIN_FAILED);
    const typed = secondCode.replaceAll('-', ' ').toLowerCase();
    expect(codeOf(await post(t, '/api/second-factor/verify', two.bearer, { code: typed }))).toBe(200);
    const left = await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id));
    expect(left.filter((row) => row.usedAt === null)).toHaveLength(8);
  });

  it('counts wrong codes toward the login lockout across password logins, one log row each and one for the lock', async () => {
    const staff = await createStaff(t);
    const wrongOnce = async (bearer: string) => post(t, '/api/second-factor/verify', bearer, { code: '000000' });
    const enrolment = (await post(t, '/api/second-factor/enrol', (await passwordLogin(t, staff.email)).bearer)).json<{
      data: TotpEnrolment;
    }>().data;
    expect(enrolment.secret).toBeTruthy();
    // Not enrolled yet: verify is refused without counting anything.
    const login = await passwordLogin(t, staff.email);
    expect(codeOf(await wrongOnce(login.bearer))).toBe(Code.CONFLICT);

    const enrolled = await enrolStaff(t);
    let session = await passwordLogin(t, enrolled.email);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(codeOf(await wrongOnce(session.bearer))).toBe(Code.LOGIN_FAILED);
    }
    // A correct password in between does not reset the count (it now wants a captcha, too).
    session = await passwordLogin(t, enrolled.email, undefined, await solveCaptcha(t));
    expect(session.body.mfaRequired).toBe('verify');
    expect(codeOf(await wrongOnce(session.bearer))).toBe(Code.LOGIN_FAILED);
    const fifth = await wrongOnce(session.bearer);
    expect(codeOf(fifth)).toBe(Code.LOCKED);
    const [user] = await t.db.select().from(users).where(eq(users.id, enrolled.id));
    expect(user?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    // The session that guessed is over, and the right code no longer helps while locked.
    expect(codeOf(await get('/api/account/me', session.bearer))).toBe(Code.UNAUTHORIZED);
    const relogin = await passwordLogin(t, enrolled.email, undefined, await solveCaptcha(t));
    expect(relogin.body.code).toBe(Code.LOCKED);

    const rows = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.email, enrolled.email), eq(logs.detail, 'second factor failed')));
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.kind === 'login' && !row.success && row.userId === enrolled.id)).toBe(true);
    // The lock itself is one event of its own, as after a wrong password (security case 13).
    const lockouts = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.email, enrolled.email), eq(logs.action, 'lockout')));
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]?.detail).toMatch(/^locked until /);
  });

  it('lets a role outside STAFF_TOTP_ROLES in with the password alone', async () => {
    const bus = await createStaff(t, 'bus');
    const { body, bearer } = await passwordLogin(t, bus.email);
    expect(body.code).toBe(200);
    expect(body.mfaRequired).toBeUndefined();
    expect(codeOf(await get('/api/admin/menu', bearer))).toBe(200);
  });

  it('asks a session for the second factor as soon as its role is raised into STAFF_TOTP_ROLES', async () => {
    const bus = await createStaff(t, 'bus');
    const { bearer } = await passwordLogin(t, bus.email);
    expect(codeOf(await get('/api/admin/menu', bearer))).toBe(200);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, bus.id));
    expect(codeOf(await get('/api/admin/menu', bearer))).toBe(Code.SECOND_FACTOR_REQUIRED);
  });

  it('never replaces a confirmed authenticator from a login', async () => {
    const staff = await enrolStaff(t);
    const { bearer } = await passwordLogin(t, staff.email);
    expect(codeOf(await post(t, '/api/second-factor/enrol', bearer))).toBe(Code.CONFLICT);
    const [row] = await t.db.select().from(staffTotp).where(eq(staffTotp.userId, staff.id));
    expect(t.app.secrets.open(row?.secretSealed ?? '')).toBe(staff.secret);
  });
});

describe('case 3: recovery codes and the administrator reset', () => {
  it('renews recovery codes only with a current code; the old ones stop working', async () => {
    const staff = await enrolStaff(t);
    const url = '/api/second-factor/recovery-codes';
    expect(codeOf(await post(t, url, staff.bearer, { code: '000000' }))).toBe(Code.LOGIN_FAILED);
    const renewed = await post(t, url, staff.bearer, { code: totpCode(staff.secret, 1) });
    const fresh = renewed.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const status = await get('/api/second-factor', staff.bearer);
    expect(status.json().data).toEqual({ required: true, enrolled: true, recoveryCodesLeft: 10 });

    const login = await passwordLogin(t, staff.email);
    const old = await post(t, '/api/second-factor/verify', login.bearer, { code: staff.recoveryCodes[0] });
    expect(codeOf(old)).toBe(Code.LOGIN_FAILED);
    expect(codeOf(await post(t, '/api/second-factor/verify', login.bearer, { code: fresh[0] }))).toBe(200);
  });

  it("lets an admin reset another staff member's second factor: sessions end, re-enrolment, logged", async () => {
    const admin = await enrolStaff(t);
    const other = await enrolStaff(t);
    const url = `/api/admin/users/${other.id}/second-factor`;
    const reset = await t.app.inject({ method: 'DELETE', url, headers: auth(admin.bearer) });
    expect(reset.json()).toMatchObject({ code: 200 });
    expect(codeOf(await get('/api/account/me', other.bearer))).toBe(Code.UNAUTHORIZED);
    expect((await passwordLogin(t, other.email)).body.mfaRequired).toBe('enrol');
    const [entry] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'user.resetSecondFactor'), eq(logs.target, other.id)));
    expect(entry).toMatchObject({ kind: 'operation', userId: admin.id, success: true });

    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${admin.id}/second-factor`,
      headers: auth(admin.bearer),
    });
    expect([self.statusCode, codeOf(self)]).toEqual([409, Code.CONFLICT]);
    expect(await t.db.select().from(staffTotp).where(eq(staffTotp.userId, admin.id))).toHaveLength(1);
  });
});
