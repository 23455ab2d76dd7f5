import { ACCOUNT_NAME_MAX_LENGTH, Code, encryptPassword, TEXT_LIMITS } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { loginFailures } from '../auth/auth.tables.js';
import { logs } from '../logs/logs.tables.js';
import { type ProviderAccount, startTestProvider, type TestProvider } from './oidc-test-provider.js';
import { ssoLinks, ssoStates } from './sso.tables.js';

const REDIRECT_URI = 'http://localhost:3000/sso/login';

let provider: TestProvider;
let t: TestApp;
let sequence = 0;

/** A provider account with a fresh subject and address. */
function buildAccount(overrides: Partial<ProviderAccount> = {}): ProviderAccount {
  sequence += 1;
  return {
    sub: `sub-${sequence}`,
    email: `sso${sequence}@example.org`,
    email_verified: true,
    name: `张${sequence}`,
    ...overrides,
  };
}

/** Starts a login at the portal and signs in at the provider; the query the provider sends back. */
async function providerAnswer(app: TestApp, account: ProviderAccount): Promise<URLSearchParams> {
  provider.signInAs(account);
  const start = await call(app, null, 'GET', '/api/sso/authorize');
  expect(start.status, start.text).toBe(200);
  return provider.authorize(start.body.data.url);
}

const checkUser = (app: TestApp, query: URLSearchParams) => call(app, null, 'GET', `/api/oauth/check_user?${query}`);

const ssoLogin = async (app: TestApp, account: ProviderAccount) => checkUser(app, await providerAnswer(app, account));

const link = (ticket: string, password: string) =>
  call(t, null, 'POST', '/api/sso/link', {
    body: { ticket, password: encryptPassword(password, t.config.loginAesKey) },
  });

beforeAll(async () => {
  provider = await startTestProvider(REDIRECT_URI);
  t = await createTestApp({
    // As in production: the administrator signs in with the second factor, SSO included.
    staffTotpRoles: ['admin'],
    oidc: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      name: '测试统一认证',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

describe('unified login against a real OpenID provider', () => {
  it('announces the provider in /api/config and starts a PKCE code flow with a stored, hashed state', async () => {
    expect((await call(t, null, 'GET', '/api/config')).body.data.sso).toEqual({ name: '测试统一认证' });
    const start = await call(t, null, 'GET', '/api/sso/authorize');
    const url = new URL(start.body.data.url);
    expect(url.origin).toBe(provider.origin);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      code_challenge_method: 'S256',
      state: start.body.data.state,
    });
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const stored = await t.db.select().from(ssoStates);
    expect(JSON.stringify(stored)).not.toContain(start.body.data.state);
    expect(stored.some((row) => row.nonce === url.searchParams.get('nonce'))).toBe(true);
  });

  it('creates a common account on the first login, reuses the link on the next and replaces the older session', async () => {
    const account = buildAccount({ name: '王小明' });
    const first = await ssoLogin(t, account);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({
      code: 200,
      role: 'common',
      userName: '王小明',
      token: { token_type: 'bearer', expires_in: 7200 },
      data: { email: account.email, role: 'common', loginType: 'sso' },
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, account.email));
    expect(user).toMatchObject({ role: 'common', name: '王小明', status: 'enabled' });
    const links = await t.db
      .select()
      .from(ssoLinks)
      .where(eq(ssoLinks.userId, user?.id ?? ''));
    expect(links).toMatchObject([{ issuer: provider.issuer, subject: account.sub }]);

    // The provider may change the address; the (issuer, subject) link still finds the account.
    const second = await ssoLogin(t, { ...account, email: 'changed@example.org' });
    expect(second.body).toMatchObject({ code: 200, data: { userId: user?.id } });
    expect(await t.db.select().from(users).where(eq(users.email, 'changed@example.org'))).toEqual([]);
    const oldToken = `bearer ${first.body.token.access_token}`;
    expect((await call(t, oldToken, 'GET', '/api/account/me')).body.code).toBe(Code.UNAUTHORIZED);
    const me = await call(t, `bearer ${second.body.token.access_token}`, 'GET', '/api/account/me');
    expect(me.body.data).toMatchObject({ userId: user?.id, role: 'common' });

    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'sso'), eq(logs.userId, user?.id ?? '')));
    expect(logged.map((row) => [row.kind, row.success, row.detail])).toEqual(
      expect.arrayContaining([
        ['login', true, 'account created'],
        ['login', true, 'ok'],
      ]),
    );
  });

  it('refuses a replayed answer, an unknown state and an expired one', async () => {
    const answer = await providerAnswer(t, buildAccount());
    expect((await checkUser(t, answer)).body.code).toBe(200);
    const replay = await checkUser(t, answer);
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe('统一身份认证登录已过期或已使用，请重新发起登录');

    const unknown = new URLSearchParams(answer);
    unknown.set('state', 'not-a-state-we-issued');
    expect((await checkUser(t, unknown)).status).toBe(400);

    const late = await providerAnswer(t, buildAccount());
    await t.db.update(ssoStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await call(t, null, 'GET', `/api/oauth/check_user?${late}`, { lang: 'en-US' });
    expect(expired.body).toMatchObject({ code: 400, msg: expect.stringContaining('expired') });
  });

  it('refuses an ID token with another nonce and an answer naming another issuer, creating nothing', async () => {
    const account = buildAccount();
    const answer = await providerAnswer(t, account);
    await t.db.update(ssoStates).set({ nonce: 'a-nonce-the-provider-never-saw' });
    const wrongNonce = await checkUser(t, answer);
    expect(wrongNonce.status).toBe(400);
    expect(wrongNonce.body.msg).toBe('统一身份认证未通过校验，请重新登录');

    const mixedUp = await providerAnswer(t, account);
    mixedUp.set('iss', 'http://127.0.0.1:1/another-provider');
    expect((await checkUser(t, mixedUp)).body).toMatchObject({ code: 400, msg: '统一身份认证未通过校验，请重新登录' });
    expect(await t.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
    const failures = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'sso'), eq(logs.success, false)));
    expect(failures.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a provider whose metadata names another issuer than the configured one', async () => {
    const impostor = await startTestProvider(REDIRECT_URI, 'localhost');
    const app = await createTestApp({
      oidc: { issuer: impostor.origin, clientId: impostor.clientId, clientSecret: impostor.clientSecret, name: 'x' },
    });
    try {
      const start = await call(app, null, 'GET', '/api/sso/authorize');
      expect(start.status).toBe(502);
      expect(start.body.msg).toBe('统一身份认证服务暂时无法访问，请稍后重试或使用邮箱和密码登录');
    } finally {
      await app.close();
      await impostor.close();
    }
  });

  it('asks for the password of an existing account with that email, counts wrong ones, then links', async () => {
    const person = DEMO_LOGINS.common;
    const account = buildAccount({ email: person.email });
    const answer = await ssoLogin(t, account);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: Code.SSO_LINK_REQUIRED,
      msg: '该邮箱已注册本平台账号，请输入该账号的密码完成绑定',
      data: { email: person.email, ticket: expect.any(String) },
    });
    expect(answer.body.token).toBeUndefined();
    expect(await t.db.select().from(ssoLinks).where(eq(ssoLinks.subject, account.sub))).toEqual([]);
    const { ticket } = answer.body.data;

    const wrong = await link(ticket, 'Wrong@12345');
    expect(wrong.body).toMatchObject({ code: Code.LOGIN_FAILED, msg: '邮箱或密码错误' });
    const [failures] = await t.db.select().from(loginFailures).where(eq(loginFailures.email, person.email));
    expect(failures?.failures).toBe(1);

    const right = await link(ticket, person.password);
    expect(right.body).toMatchObject({ code: 200, role: 'common', data: { email: person.email, loginType: 'sso' } });
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.email, person.email))).toEqual([]);
    expect((await link(ticket, person.password)).body.code).toBe(400);

    // Linked now: the next SSO login goes straight in.
    const again = await ssoLogin(t, account);
    expect(again.body).toMatchObject({ code: 200, data: { userId: right.body.data.userId } });
  });

  it('gives a staff role that needs the second factor only a pending login, refused by the back office', async () => {
    const admin = DEMO_LOGINS.admin;
    const account = buildAccount({ email: admin.email });
    const { ticket } = (await ssoLogin(t, account)).body.data;
    const linked = await link(ticket, admin.password);
    expect(linked.body).toMatchObject({
      code: 200,
      role: 'admin',
      mfaRequired: expect.stringMatching(/^(enrol|verify)$/),
    });
    const bearer = `bearer ${linked.body.token.access_token}`;
    const users = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: bearer } });
    expect(users.json()).toMatchObject({ code: Code.SECOND_FACTOR_REQUIRED });

    // Linked now, the next SSO login is pending in the same way.
    const again = await ssoLogin(t, account);
    expect(again.body).toMatchObject({ code: 200, role: 'admin', mfaRequired: expect.any(String) });
  });

  it('lets a link ticket be tried three times only, and a locked account stays locked', async () => {
    const answer = await ssoLogin(t, buildAccount({ email: DEMO_LOGINS.user.email }));
    const { ticket } = answer.body.data;
    for (let i = 0; i < 3; i += 1) expect((await link(ticket, 'Wrong@12345')).body.code).toBe(Code.LOGIN_FAILED);
    const exhausted = await link(ticket, DEMO_LOGINS.user.password);
    expect(exhausted.body).toMatchObject({ code: 400, msg: '绑定已过期或尝试次数过多，请重新通过统一身份认证登录' });

    const second = (await ssoLogin(t, buildAccount({ email: DEMO_LOGINS.user.email }))).body.data.ticket;
    // Two more failures make five in the window: the account locks, and then even the right password waits.
    expect((await link(second, 'Wrong@12345')).body.code).toBe(Code.LOGIN_FAILED);
    expect((await link(second, 'Wrong@12345')).body.code).toBe(Code.LOCKED);
    const third = (await ssoLogin(t, buildAccount({ email: DEMO_LOGINS.user.email }))).body.data.ticket;
    expect((await link(third, DEMO_LOGINS.user.password)).body.code).toBe(Code.LOCKED);
  });

  it('refuses disabled and locked linked accounts, and an address the provider has not verified', async () => {
    const account = buildAccount();
    const created = await ssoLogin(t, account);
    const userId = created.body.data.userId as string;
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, userId));
    const disabled = await ssoLogin(t, account);
    expect(disabled.body).toMatchObject({ code: Code.ACCOUNT_DISABLED, msg: '账号已被停用，请联系管理员' });

    await t.db
      .update(users)
      .set({ status: 'enabled', lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(users.id, userId));
    expect((await ssoLogin(t, account)).body.code).toBe(Code.LOCKED);

    const unverified = buildAccount({ email_verified: false });
    const refused = await ssoLogin(t, unverified);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('统一身份认证未提供已验证的邮箱，无法登录本平台，请使用邮箱和密码登录');
    expect(await t.db.select().from(users).where(eq(users.email, unverified.email))).toEqual([]);
  });

  it('keeps the provider profile within an account: a longer address is refused, a longer name cut', async () => {
    const domain = '@example.org';
    const tooLong = buildAccount({ email: `${'a'.repeat(TEXT_LIMITS.email + 1 - domain.length)}${domain}` });
    const refused = await ssoLogin(t, tooLong);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('统一身份认证未提供已验证的邮箱，无法登录本平台，请使用邮箱和密码登录');
    expect(await t.db.select().from(users).where(eq(users.email, tooLong.email))).toEqual([]);

    const longest = buildAccount({
      email: `${'b'.repeat(TEXT_LIMITS.email - domain.length)}${domain}`,
      name: '名'.repeat(80),
    });
    const created = await ssoLogin(t, longest);
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({
      userName: '名'.repeat(ACCOUNT_NAME_MAX_LENGTH),
      data: { email: longest.email, nickName: '名'.repeat(ACCOUNT_NAME_MAX_LENGTH) },
    });
  });

  it('names the missing fields of a bad callback (400)', async () => {
    const response = await call(t, null, 'GET', '/api/oauth/check_user?state=x');
    expect(response.status).toBe(400);
    expect(response.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['code']);
  });
});

describe('unified login when no provider is configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain?.close());

  it('says so, translated, on every SSO call, and /api/config has no provider', async () => {
    expect((await call(plain, null, 'GET', '/api/config')).body.data.sso).toBeNull();
    const zh = await call(plain, null, 'GET', '/api/sso/authorize');
    expect(zh.status).toBe(404);
    expect(zh.body.msg).toBe('本平台未接入统一身份认证，请使用邮箱和密码登录');
    const en = await call(plain, null, 'GET', '/api/oauth/check_user?code=c&state=s', { lang: 'en-US' });
    expect(en.body).toMatchObject({ code: 404, msg: expect.stringContaining('not set up') });
    const linkCall = await call(plain, null, 'POST', '/api/sso/link', { body: { ticket: 't', password: 'p' } });
    expect(linkCall.status).toBe(404);
  });
});
