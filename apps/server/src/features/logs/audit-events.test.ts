import { SmsSettingsInputSchema } from '@cityip/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsWrittenBy } from '../../../test/audit-kit.js';
import { auth, postLogin, solveCaptcha } from '../../../test/auth-helpers.js';
import { buildLink } from '../../../test/content-test-kit.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { escapeControlCharacters } from '../../lib/audit.js';
import { users } from '../accounts/accounts.tables.js';
import { identities } from '../identity/identity.tables.js';
import { verificationCodes } from '../verification/verification.tables.js';
import { call, cipher, mailedCode, registerAccount, solvedCaptcha } from '../verification/verification-test-kit.js';
import type { LogRow } from './logs.tables.js';

/**
 * Security case 13: exactly one log row for each audited event, with who (user, role), from where
 * (IP, user agent), what (event, target), the result and a time with its zone; CR/LF escaped.
 * The failed second factor is covered by second-factor.test.ts (one 'second factor failed' row
 * per wrong code).
 */

let t: TestApp;
let admin: string;
let bus: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  bus = await t.loginAs('bus');
});
afterAll(async () => {
  await t?.close();
});

const written = (act: () => Promise<unknown>) => logRowsWrittenBy(t.db, act);
const summary = (rows: LogRow[]) => rows.map((row) => [row.kind, row.action, row.success]);
const AGENT = { 'user-agent': 'audit-events-test' };

describe('case 13: one row per authentication event', () => {
  it('login success: one row with user, role, IP, user agent, result and a zoned time', async () => {
    const { email, password } = DEMO_LOGINS.common;
    const rows = await written(() => postLogin(t, email, password, {}, AGENT));
    expect(summary(rows)).toEqual([['login', 'login', true]]);
    const [row] = rows;
    expect(row).toMatchObject({ email, role: 'common', ip: '127.0.0.1', userAgent: 'audit-events-test' });
    expect(row?.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('login failure: one row', async () => {
    const rows = await written(() => postLogin(t, DEMO_LOGINS.user.email, 'Wrong#Guess-777', {}, AGENT));
    expect(summary(rows)).toEqual([['login', 'login', false]]);
    expect(rows[0]).toMatchObject({ email: DEMO_LOGINS.user.email, role: 'user', detail: 'wrong password' });
  });

  it('lockout: the failure that locks writes its failure row and one lockout row; later refusals no new lockout', async () => {
    const email = `locked-${Date.now()}@example.com`;
    // Failures 4 and 5 need a captcha (3 failures ask for one); the fifth locks.
    for (let i = 0; i < 4; i++) await postLogin(t, email, 'Wrong#Guess-777', i >= 3 ? await solveCaptcha(t) : {});
    const captcha = await solveCaptcha(t);
    const locking = await written(() => postLogin(t, email, 'Wrong#Guess-777', captcha, AGENT));
    expect(summary(locking).sort()).toEqual([
      ['login', 'lockout', false],
      ['login', 'login', false],
    ]);
    expect(locking.find((row) => row.action === 'lockout')?.detail).toMatch(/^locked until \d{4}-\d\d-\d\dT/);
    const later = await written(async () => postLogin(t, email, 'Wrong#Guess-777', await solveCaptcha(t)));
    expect(summary(later)).toEqual([['login', 'login', false]]);
    expect(later[0]?.detail).toBe('locked');
  });

  it('logout: one row', async () => {
    const token = await t.loginAs('user');
    const rows = await written(() =>
      t.app.inject({ method: 'POST', url: '/api/logout', headers: { ...auth(token), ...AGENT } }),
    );
    expect(summary(rows)).toEqual([['login', 'logout', true]]);
    expect(rows[0]).toMatchObject({ email: DEMO_LOGINS.user.email, role: 'user' });
  });

  it('password reset by mailed code: one row', async () => {
    const account = await registerAccount(t, 'person');
    // The registration code was just sent to the same address: step past the resend cool-down.
    await t.db.execute(sql`update ${verificationCodes} set created_at = created_at - interval '61 seconds'`);
    const email = account.email;
    await call(t, 'POST', '/api/forgetPwdEmail', { body: { email, ...(await solvedCaptcha(t)) }, ip: '192.0.2.201' });
    const code = await mailedCode(t, email);
    const rows = await written(() =>
      call(t, 'POST', '/api/forgetPwd', { body: { email, code, password: cipher(t, 'Renewed#2025') } }),
    );
    expect(summary(rows)).toEqual([['login', 'resetPassword', true]]);
    expect(rows[0]).toMatchObject({ email, role: 'common', userId: account.userId });
  });
});

describe('case 13: one row per back-office event', () => {
  it('create, update and delete: one row each, naming the record', async () => {
    let id = '';
    const created = await written(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/links',
        headers: auth(bus),
        payload: buildLink(),
      });
      id = response.json().data.id;
    });
    expect(created.map((row) => [row.action, row.target, row.success, row.role])).toEqual([
      ['link.create', id, true, 'bus'],
    ]);
    const updated = await written(() =>
      t.app.inject({ method: 'PUT', url: `/api/admin/links/${id}`, headers: auth(bus), payload: buildLink() }),
    );
    expect(updated.map((row) => [row.action, row.target, row.success])).toEqual([['link.update', id, true]]);
    const deleted = await written(() =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/links/${id}`, headers: auth(bus) }),
    );
    expect(deleted.map((row) => [row.action, row.target, row.success])).toEqual([['link.delete', id, true]]);
  });

  it('permission denial on a read or a write: one failed row with the refusal code', async () => {
    const read = await written(() => t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(bus) }));
    expect(read.map((row) => [row.action, row.role, row.success, row.detail])).toEqual([
      ['GET /api/admin/users', 'bus', false, 'code 403'],
    ]);
    const visitor = await t.visitorToken();
    const asVisitor = await written(() =>
      t.app.inject({ method: 'GET', url: '/api/admin/logs', headers: auth(visitor) }),
    );
    expect(asVisitor.map((row) => [row.success, row.detail])).toEqual([[false, 'code 1401']]);
    const write = await written(() =>
      t.app.inject({ method: 'POST', url: '/api/admin/users', headers: auth(bus), payload: {} }),
    );
    expect(write.map((row) => [row.action, row.success, row.detail])).toEqual([['user.create', false, 'code 403']]);
    // An allowed read is not an event of its own.
    expect(await written(() => t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(admin) }))).toEqual(
      [],
    );
  });

  it('full-ID view: one row naming the submission', async () => {
    const [person] = await t.db.select().from(users).where(eq(users.email, DEMO_LOGINS.common.email));
    const [identity] = await t.db
      .select()
      .from(identities)
      .where(eq(identities.userId, person?.id ?? ''));
    const rows = await written(() =>
      t.app.inject({ method: 'GET', url: `/api/admin/identities/${identity?.id}`, headers: auth(admin) }),
    );
    expect(rows.map((row) => [row.action, row.target, row.email])).toEqual([
      ['identity.reveal', identity?.id, 'admin@demo.local'],
    ]);
  });

  it('export: one row per download', async () => {
    const logExport = await written(() =>
      t.app.inject({ method: 'GET', url: '/api/admin/logs/export?format=csv', headers: auth(admin) }),
    );
    expect(logExport.map((row) => [row.action, row.success])).toEqual([['logs.export', true]]);
    const applications = await written(async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/applications/export?kinds=consultation',
        headers: auth(bus),
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    });
    expect(applications.map((row) => [row.action, row.success])).toEqual([
      ['GET /api/admin/applications/export', true],
    ]);
  });

  it('settings change: one row', async () => {
    const settings = SmsSettingsInputSchema.parse({
      enabled: false,
      provider: 'demo',
      endpoint: 'https://sms.example.com/send',
      keyId: 'key-id',
      secret: 'Sms-Secret-Events',
      signature: '示范市知识产权局',
      templates: {
        verificationCode: 'SMS_1',
        applicationStatus: '',
        authenticationResult: '',
        consultation: '',
        test: '',
      },
    });
    const rows = await written(() =>
      t.app.inject({ method: 'PUT', url: '/api/admin/sms', headers: auth(admin), payload: settings }),
    );
    expect(rows.map((row) => [row.action, row.success])).toEqual([[expect.stringMatching(/sms/), true]]);
  });

  it('shows times with their offset in the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/logs?kind=login', headers: auth(admin) });
    const [entry] = response.json().data.items;
    expect(entry.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
  });
});

describe('case 13: control characters are escaped in every stored text', () => {
  it('stores a CR/LF user agent as one line, with the breaks written out', async () => {
    const forged = 'Mozilla/5.0\r\n2024-01-01 admin@demo.local login success\u2028x\u0000';
    const { email, password } = DEMO_LOGINS.common;
    const rows = await written(() => postLogin(t, email, password, {}, { 'user-agent': forged }));
    expect(rows[0]?.userAgent).toBe('Mozilla/5.0\\r\\n2024-01-01 admin@demo.local login success\\u2028x\\u0000');
  });

  it('escapes C0, C1, DEL and the Unicode line separators and leaves other text alone', () => {
    expect(escapeControlCharacters('a\rb\nc\td\u001be\u007ff\u0085g\u2029h 中文')).toBe(
      'a\\rb\\nc\\td\\u001be\\u007ff\\u0085g\\u2029h 中文',
    );
  });
});
