import {
  ACCOUNT_NAME_MAX_LENGTH,
  encryptPassword,
  ORGANIZATION_MAX_LENGTH,
  type User,
  type UserCreateInput,
} from '@cityip/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { captchas } from '../auth/auth.tables.js';
import { recordLoginFailure } from '../auth/login-guard.js';
import { logs } from '../logs/logs.tables.js';
import { sealPlainPhones } from './account-phones.js';
import { users } from './accounts.tables.js';

let t: TestApp;
/** The seeded admin's token; refreshed by the tests that end its session. */
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
interface CallOptions {
  token?: string | null;
  body?: object;
  lang?: 'zh-CN' | 'en-US';
}

/** One API call; the token defaults to the admin's, `token: null` sends none. */
async function call(method: Method, url: string, { token = admin, body, lang }: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (lang) headers['accept-language'] = lang;
  const response = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) });
  return { status: response.statusCode, body: response.json(), text: response.body };
}

let sequence = 0;
/** A valid create payload with a unique email. */
function buildAccount(overrides: Partial<UserCreateInput> = {}): UserCreateInput {
  sequence += 1;
  return {
    email: `acct-${sequence}-${Date.now()}@example.com`,
    password: 'Maple-Drum#2024',
    name: `测试用户${sequence}`,
    phone: null,
    organization: null,
    role: 'common',
    ...overrides,
  };
}

/** Creates an account through the API and returns it with its password. */
async function createAccount(overrides: Partial<UserCreateInput> = {}): Promise<User & { password: string }> {
  const input = buildAccount(overrides);
  const res = await call('POST', '/api/admin/users', { body: input });
  expect(res.status, res.text).toBe(200);
  return { ...(res.body.data as User), password: input.password };
}

/** A password login through the real endpoint; returns the response body. */
async function tryLogin(email: string, password: string, captcha?: { captchaId: string; captchaCode: string }) {
  const payload = { email, password: encryptPassword(password, t.app.config.loginAesKey), ...captcha };
  return (await t.app.inject({ method: 'POST', url: '/api/login', payload })).json();
}

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('admin safety rules', () => {
  // First in the file: here the seeded admin is still the only admin.
  it('refuses to demote or disable the last enabled admin (409 error.lastAdmin)', async () => {
    const me = (await call('GET', '/api/admin/users?keyword=admin@demo.local')).body.data.items[0] as User;
    const demote = await call('PUT', `/api/admin/users/${me.id}`, {
      body: { name: me.name, role: 'bus' },
      lang: 'en-US',
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({ code: 409, msg: 'At least one enabled super administrator must remain.' });
    const disable = await call('PUT', `/api/admin/users/${me.id}/status`, { body: { status: 'disabled' } });
    expect(disable.status).toBe(409);
    expect(disable.body).toMatchObject({ code: 409, msg: '系统中至少需要保留一名启用的超级管理员' });
    const after = (await call('GET', `/api/admin/users/${me.id}`)).body.data as User;
    expect(after).toMatchObject({ role: 'admin', status: 'enabled' });
  });

  it('refuses an admin disabling themselves or changing their own role (409 error.selfLockout)', async () => {
    await createAccount({ role: 'admin' });
    const me = (await call('GET', '/api/admin/users?keyword=admin@demo.local')).body.data.items[0] as User;
    const demote = await call('PUT', `/api/admin/users/${me.id}`, { body: { name: me.name, role: 'common' } });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({ code: 409, msg: '不能停用自己的账号或修改自己的角色' });
    const disable = await call('PUT', `/api/admin/users/${me.id}/status`, {
      body: { status: 'disabled' },
      lang: 'en-US',
    });
    expect(disable.body).toMatchObject({
      code: 409,
      msg: 'You cannot disable your own account or change your own role.',
    });
    // Editing one's own basic information without touching the role is fine.
    const rename = await call('PUT', `/api/admin/users/${me.id}`, { body: { name: '管理员甲', role: 'admin' } });
    expect(rename.status).toBe(200);
    expect(rename.body.data).toMatchObject({ name: '管理员甲', role: 'admin', status: 'enabled' });
  });

  it('lets an admin demote or disable another admin while one remains', async () => {
    const other = await createAccount({ role: 'admin' });
    const otherToken = await t.login(other.email, other.password);
    const disabled = await call('PUT', `/api/admin/users/${other.id}/status`, { body: { status: 'disabled' } });
    expect(disabled.body.data).toMatchObject({ status: 'disabled', role: 'admin' });
    expect((await call('GET', '/api/admin/users', { token: otherToken })).status).toBe(401);
    const demoted = await call('PUT', `/api/admin/users/${other.id}`, { body: { name: other.name, role: 'user' } });
    expect(demoted.body.data).toMatchObject({ role: 'user' });
  });
});

describe('GET /api/admin/users', () => {
  const marker = `mk${Date.now().toString(36)}`;
  let created: User[] = [];

  beforeAll(async () => {
    created = [
      await createAccount({ name: `${marker} 甲`, email: `c-${marker}@example.com`, role: 'common' }),
      await createAccount({ name: `${marker} 乙`, email: `a-${marker}@example.com`, role: 'user' }),
      await createAccount({ name: `${marker} 丙`, email: `b-${marker}@example.com`, role: 'bus' }),
    ];
    await call('PUT', `/api/admin/users/${created[2]?.id}/status`, { body: { status: 'disabled' } });
  });

  it('searches by name or email (case-insensitive) and filters by role and status', async () => {
    const byName = await call('GET', `/api/admin/users?keyword=${marker}`);
    expect(byName.body).toMatchObject({ code: 200, data: { total: 3, page: 1, pageSize: 10 } });
    const byEmail = await call('GET', `/api/admin/users?keyword=A-${marker.toUpperCase()}@EXAMPLE`);
    expect(byEmail.body.data.items.map((u: User) => u.email)).toEqual([`a-${marker}@example.com`]);
    const byRole = await call('GET', `/api/admin/users?keyword=${marker}&role=user`);
    expect(byRole.body.data.items.map((u: User) => u.role)).toEqual(['user']);
    const disabled = await call('GET', `/api/admin/users?keyword=${marker}&status=disabled`);
    expect(disabled.body.data.items.map((u: User) => u.email)).toEqual([`b-${marker}@example.com`]);
    // LIKE wildcards in the keyword are taken literally.
    expect((await call('GET', '/api/admin/users?keyword=%25')).body.data.total).toBe(0);
  });

  it('paginates and sorts', async () => {
    const asc = await call('GET', `/api/admin/users?keyword=${marker}&sortField=email&sortOrder=ascend&pageSize=2`);
    expect(asc.body.data.total).toBe(3);
    expect(asc.body.data.items.map((u: User) => u.email[0])).toEqual(['a', 'b']);
    const page2 = await call(
      'GET',
      `/api/admin/users?keyword=${marker}&sortField=email&sortOrder=ascend&pageSize=2&page=2`,
    );
    expect(page2.body.data.items.map((u: User) => u.email[0])).toEqual(['c']);
    const desc = await call('GET', `/api/admin/users?keyword=${marker}&sortField=email&sortOrder=descend`);
    expect(desc.body.data.items.map((u: User) => u.email[0])).toEqual(['c', 'b', 'a']);
  });

  it('never returns password hashes', async () => {
    const list = await call('GET', '/api/admin/users?pageSize=100');
    expect(list.text).not.toMatch(/argon2|passwordHash|password_hash/);
    const one = await call('GET', `/api/admin/users/${created[0]?.id}`);
    expect(Object.keys(one.body.data).sort()).toEqual(
      [
        'createdAt',
        'email',
        'id',
        'lastLoginAt',
        'lockedUntil',
        'name',
        'organization',
        'phone',
        'role',
        'status',
        'updatedAt',
      ].sort(),
    );
  });

  it('rejects invalid query parameters with localized field errors', async () => {
    const res = await call('GET', '/api/admin/users?pageSize=1000&role=visitor', { lang: 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    const fields = res.body.data.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['pageSize', 'role']);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('returns one account, 404 for an unknown id and 400 for a malformed one', async () => {
    const account = await createAccount({ organization: '示范研究院', phone: '13800000000' });
    const res = await call('GET', `/api/admin/users/${account.id}`);
    expect(res.body.data).toMatchObject({ id: account.id, organization: '示范研究院', phone: '13800000000' });
    const missing = await call('GET', `/api/admin/users/${UNKNOWN_ID}`, { lang: 'en-US' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, msg: 'The user does not exist.' });
    expect((await call('GET', '/api/admin/users/not-a-uuid')).status).toBe(400);
  });
});

describe('POST /api/admin/users', () => {
  it('creates an account whose password works for login', async () => {
    const input = buildAccount({ email: `New.Person.${Date.now()}@Example.com`, role: 'user', phone: '13912345678' });
    const res = await call('POST', '/api/admin/users', { body: input });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: input.email.toLowerCase(),
      role: 'user',
      status: 'enabled',
      phone: '139****5678',
      lockedUntil: null,
      lastLoginAt: null,
    });
    const login = await tryLogin(input.email.toLowerCase(), input.password);
    expect(login).toMatchObject({ code: 200, role: 'user', userName: input.name });
  });

  it('refuses a taken email, whatever its case (409 error.emailTaken)', async () => {
    const existing = await createAccount();
    const res = await call('POST', '/api/admin/users', { body: buildAccount({ email: existing.email.toUpperCase() }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 409, msg: '该邮箱已被注册' });
  });

  it('refuses the configured visitor email, which belongs to the built-in visitor account (409)', async () => {
    const res = await call('POST', '/api/admin/users', {
      body: buildAccount({ email: t.config.visitorEmail.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 409, msg: '该邮箱已被注册' });
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, t.config.visitorEmail));
    expect(row?.n).toBe(0);
  });

  it.each([
    [
      'zh-CN',
      { email: '请输入有效的邮箱地址', password: '密码须为', name: '此项为必填项', phone: '请输入有效的手机号码' },
    ],
    [
      'en-US',
      {
        email: 'Please enter a valid email address.',
        password: 'The password must be 8–64',
        name: 'This field is required.',
        phone: 'Please enter a valid mobile phone number.',
      },
    ],
  ] as const)('rejects invalid input with %s field messages and writes nothing', async (lang, expected) => {
    const before = await userCount();
    const res = await call('POST', '/api/admin/users', {
      lang,
      body: { email: 'not-an-email', password: 'short', name: '  ', phone: '12345', role: 'common' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    const messages = Object.fromEntries(
      res.body.data.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    for (const [field, text] of Object.entries(expected)) expect(messages[field]).toContain(text);
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['zh-CN', '内容过长'],
    ['en-US', 'This is too long.'],
  ] as const)(
    'refuses a name or organisation one character too long (%s) and takes the longest',
    async (lang, message) => {
      const longest = {
        name: '名'.repeat(ACCOUNT_NAME_MAX_LENGTH),
        organization: '机'.repeat(ORGANIZATION_MAX_LENGTH),
      };
      const over = await call('POST', '/api/admin/users', {
        lang,
        body: buildAccount({ name: `${longest.name}名`, organization: `${longest.organization}机` }),
      });
      expect(over.status).toBe(400);
      expect(over.body.data.errors).toEqual([
        { field: 'name', message },
        { field: 'organization', message },
      ]);
      const created = await call('POST', '/api/admin/users', { lang, body: buildAccount(longest) });
      expect(created.status, created.text).toBe(200);
      expect(created.body.data).toMatchObject(longest);
    },
  );

  it('rejects a role that cannot hold an account', async () => {
    const res = await call('POST', '/api/admin/users', { body: buildAccount({ role: 'visitor' as 'common' }) });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['role']);
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('updates basic information and role', async () => {
    const account = await createAccount({ role: 'common' });
    const res = await call('PUT', `/api/admin/users/${account.id}`, {
      body: { name: '李四', phone: '13700000000', organization: '示范公司', role: 'bus' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: '李四', phone: '137****0000', organization: '示范公司', role: 'bus' });
    expect(res.body.data.updatedAt >= account.updatedAt).toBe(true);
    const login = await tryLogin(account.email, account.password);
    expect(login.role).toBe('bus');
  });

  it('answers 404 for an unknown id and 400 for invalid input', async () => {
    const missing = await call('PUT', `/api/admin/users/${UNKNOWN_ID}`, { body: { name: 'x', role: 'common' } });
    expect(missing.status).toBe(404);
    const account = await createAccount();
    const invalid = await call('PUT', `/api/admin/users/${account.id}`, {
      lang: 'en-US',
      body: { name: 'x', phone: 'abc', role: 'common' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.errors).toEqual([
      { field: 'phone', message: 'Please enter a valid mobile phone number.' },
    ]);
    expect((await call('GET', `/api/admin/users/${account.id}`)).body.data.name).toBe(account.name);
  });
});

describe('phones at rest', () => {
  /** The phone column as stored: read straight from the table, nothing opened. */
  async function storedPhone(id: string): Promise<string | null> {
    const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, id));
    return row?.phone ?? null;
  }

  async function revealsOf(id: string): Promise<number> {
    const [row] = await t.db
      .select({ n: count() })
      .from(logs)
      .where(and(eq(logs.action, 'account.reveal'), eq(logs.kind, 'operation'), eq(logs.target, id)));
    return row?.n ?? 0;
  }

  it('stores phones sealed on create and update, and clears them with null', async () => {
    const account = await createAccount({ phone: '13812341234' });
    const created = await storedPhone(account.id);
    expect(created).toMatch(/^v1\./);
    expect(created).not.toContain('13812341234');
    expect(t.app.secrets.open(created ?? '')).toBe('13812341234');

    await call('PUT', `/api/admin/users/${account.id}`, {
      body: { name: account.name, phone: '13955556666', role: 'common' },
    });
    const updated = await storedPhone(account.id);
    expect(updated).toMatch(/^v1\./);
    expect(updated).not.toContain('13955556666');
    expect(t.app.secrets.open(updated ?? '')).toBe('13955556666');

    await call('PUT', `/api/admin/users/${account.id}`, { body: { name: account.name, phone: null, role: 'common' } });
    expect(await storedPhone(account.id)).toBeNull();
  });

  it('masks phones in the list and in every write answer', async () => {
    const account = await createAccount({ phone: '13812345678' });
    expect(account.phone).toBe('138****5678');
    const list = await call('GET', `/api/admin/users?keyword=${encodeURIComponent(account.email)}`);
    expect(list.body.data.items.map((u: User) => u.phone)).toEqual(['138****5678']);
    const disabled = await call('PUT', `/api/admin/users/${account.id}/status`, { body: { status: 'disabled' } });
    expect(disabled.body.data.phone).toBe('138****5678');
    const unlocked = await call('POST', `/api/admin/users/${account.id}/unlock`);
    expect(unlocked.body.data.phone).toBe('138****5678');
    for (const res of [list, disabled, unlocked]) expect(res.text).not.toContain('13812345678');
    // Sealed values never match a keyword: the list searches email and name only.
    expect((await call('GET', '/api/admin/users?keyword=13812345678')).body.data.total).toBe(0);
    expect(await revealsOf(account.id)).toBe(0);
  });

  it('shows the full phone in the detail and logs every view as account.reveal', async () => {
    const account = await createAccount({ phone: '13700001111' });
    const first = await call('GET', `/api/admin/users/${account.id}`);
    expect(first.body.data.phone).toBe('13700001111');
    expect(await revealsOf(account.id)).toBe(1);
    await call('GET', `/api/admin/users/${account.id}`);
    const [entry, ...rest] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'account.reveal'), eq(logs.target, account.id)));
    expect(rest).toHaveLength(1);
    expect(entry).toMatchObject({ kind: 'operation', email: 'admin@demo.local', role: 'admin', success: true });
    // A refused read reveals nothing and logs nothing.
    const bus = await t.loginAs('bus');
    expect((await call('GET', `/api/admin/users/${account.id}`, { token: bus })).status).toBe(403);
    expect(await revealsOf(account.id)).toBe(2);
  });

  it('seals phones stored in the clear before sealing began, once', async () => {
    const account = await createAccount();
    await t.db.update(users).set({ phone: '13600002222' }).where(eq(users.id, account.id));
    expect(await sealPlainPhones(t.db, t.config)).toBe(1);
    const sealed = await storedPhone(account.id);
    expect(sealed).toMatch(/^v1\./);
    expect((await call('GET', `/api/admin/users/${account.id}`)).body.data.phone).toBe('13600002222');
    expect(await sealPlainPhones(t.db, t.config)).toBe(0);
    expect(await storedPhone(account.id)).toBe(sealed);
  });
});

describe('PUT /api/admin/users/:id/status', () => {
  it("disabling ends the user's session on its very next request and blocks login", async () => {
    const account = await createAccount();
    const token = await t.login(account.email, account.password);
    expect((await call('GET', '/api/account/me', { token })).status).toBe(200);

    const res = await call('PUT', `/api/admin/users/${account.id}/status`, { body: { status: 'disabled' } });
    expect(res.body).toMatchObject({ code: 200, data: { status: 'disabled' } });
    const next = await call('GET', '/api/account/me', { token });
    expect(next.status).toBe(401);
    expect(next.body.code).toBe(401);
    expect((await tryLogin(account.email, account.password)).code).toBe(1004);

    const enabled = await call('PUT', `/api/admin/users/${account.id}/status`, { body: { status: 'enabled' } });
    expect(enabled.body.data.status).toBe('enabled');
    expect((await tryLogin(account.email, account.password)).code).toBe(200);
  });

  it('answers 400 for an unknown status and 404 for an unknown id', async () => {
    const account = await createAccount();
    expect((await call('PUT', `/api/admin/users/${account.id}/status`, { body: { status: 'gone' } })).status).toBe(400);
    const missing = await call('PUT', `/api/admin/users/${UNKNOWN_ID}/status`, { body: { status: 'disabled' } });
    expect(missing.status).toBe(404);
  });
});

describe('PUT /api/admin/users/:id/password', () => {
  it('sets a new password that works for login and ends the old sessions', async () => {
    const account = await createAccount();
    const token = await t.login(account.email, account.password);
    const res = await call('PUT', `/api/admin/users/${account.id}/password`, { body: { password: 'Brand-New#77' } });
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/account/me', { token })).status).toBe(401);
    expect((await tryLogin(account.email, account.password)).code).toBe(1001);
    expect(await tryLogin(account.email, 'Brand-New#77')).toMatchObject({ code: 200, role: 'common' });
  });

  it('enforces the password policy in the caller language and keeps the old password', async () => {
    const account = await createAccount();
    const res = await call('PUT', `/api/admin/users/${account.id}/password`, {
      lang: 'en-US',
      body: { password: 'alllowercase' },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'password' });
    expect(res.body.data.errors[0].message).toMatch(/^The password must be 8–64 characters/);
    expect((await tryLogin(account.email, account.password)).code).toBe(200);
    const missing = await call('PUT', `/api/admin/users/${UNKNOWN_ID}/password`, {
      body: { password: 'Brand-New#77' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/admin/users/:id/unlock', () => {
  it('lifts a login lockout', async () => {
    const account = await createAccount();
    for (let i = 0; i < 5; i += 1) await recordLoginFailure(t.db, account.email, true);
    expect((await tryLogin(account.email, account.password)).code).toBe(423);
    expect((await call('GET', `/api/admin/users/${account.id}`)).body.data.lockedUntil).not.toBeNull();

    const res = await call('POST', `/api/admin/users/${account.id}/unlock`);
    expect(res.status).toBe(200);
    expect(res.body.data.lockedUntil).toBeNull();
    // After five failures the next attempt still needs the captcha, but is no longer locked.
    const refused = await tryLogin(account.email, account.password);
    expect(refused).toMatchObject({ code: 1002, data: { lockedUntil: null } });
    const image = (await t.app.inject({ method: 'GET', url: '/api/captchaImage' })).json();
    const [stored] = await t.db.select().from(captchas).where(eq(captchas.id, image.data.captchaId));
    const login = await tryLogin(account.email, account.password, {
      captchaId: image.data.captchaId,
      captchaCode: stored?.answer ?? '',
    });
    expect(login.code).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('POST', `/api/admin/users/${UNKNOWN_ID}/unlock`)).status).toBe(404);
  });
});

describe('authorization', () => {
  it('answers 401 without a token, 1401 for a visitor and 403 for every role but admin', async () => {
    const before = await userCount();
    const body = buildAccount();
    const anonymous = await call('POST', '/api/admin/users', { token: null, body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(401);
    const visitor = await call('POST', '/api/admin/users', { token: await t.visitorToken(), body });
    expect(visitor.body.code).toBe(1401);
    for (const role of ['bus', 'user', 'common'] as const) {
      const token = await t.loginAs(role);
      const list = await call('GET', '/api/admin/users', { token });
      expect(list.status, role).toBe(403);
      expect(list.body.code).toBe(403);
      expect((await call('POST', '/api/admin/users', { token, body })).status, role).toBe(403);
    }
    expect(await userCount()).toBe(before);
  });
});

describe('operation log', () => {
  it('records every write, refused ones included, with the acting admin', async () => {
    const account = await createAccount();
    await call('PUT', `/api/admin/users/${account.id}`, { body: { name: '王五', role: 'user' } });
    await call('PUT', `/api/admin/users/${account.id}/status`, { body: { status: 'disabled' } });
    await call('PUT', `/api/admin/users/${account.id}/password`, { body: { password: 'Another#Pass1' } });
    await call('POST', `/api/admin/users/${account.id}/unlock`);
    await call('PUT', `/api/admin/users/${account.id}/status`, { body: { status: 'nonsense' } });

    const entries = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.kind, 'operation'), eq(logs.target, account.id)))
      .orderBy(logs.createdAt);
    // The create names the new account too, taken from the response (its route has no :id).
    expect(entries.map((e) => [e.action, e.success])).toEqual([
      ['user.create', true],
      ['user.update', true],
      ['user.status', true],
      ['user.resetPassword', true],
      ['user.unlock', true],
      ['user.status', false],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ email: 'admin@demo.local', role: 'admin' });
      expect(entry.detail ?? '').not.toContain('Another#Pass1');
    }
  });
});

describe('concurrent admin changes', () => {
  // Last: it disables the seeded admin for a while and logs it in again at the end.
  it('two admins disabling each other at once cannot leave no enabled admin', async () => {
    const first = await createAccount({ role: 'admin' });
    const second = await createAccount({ role: 'admin' });
    const firstToken = await t.login(first.email, first.password);
    const secondToken = await t.login(second.email, second.password);
    // Leave exactly these two enabled admins.
    const others = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'enabled')));
    for (const { id } of others) {
      if (id === first.id || id === second.id) continue;
      const res = await call('PUT', `/api/admin/users/${id}/status`, {
        token: firstToken,
        body: { status: 'disabled' },
      });
      expect(res.status).toBe(200);
    }

    const [a, b] = await Promise.all([
      call('PUT', `/api/admin/users/${second.id}/status`, { token: firstToken, body: { status: 'disabled' } }),
      call('PUT', `/api/admin/users/${first.id}/status`, { token: secondToken, body: { status: 'disabled' } }),
    ]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const [enabledAdmins] = await t.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'enabled')));
    expect(enabledAdmins?.n).toBe(1);

    // Restore the seeded admin for any later test.
    const survivor = a.body.code === 200 ? firstToken : secondToken;
    for (const { id } of others) {
      await call('PUT', `/api/admin/users/${id}/status`, { token: survivor, body: { status: 'enabled' } });
    }
    admin = await t.loginAs('admin');
  });
});
