import { randomUUID } from 'node:crypto';
import type { AccountProfile, ReportDownload } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_FILES, tempDataDir, uploadPrivate } from '../../../test/uploads.js';
import { accountLanguages } from '../accounts/account-language.js';
import { users } from '../accounts/accounts.tables.js';
import { sessions } from '../auth/auth.tables.js';
import { identities } from '../identity/identity.tables.js';
import { surveyResponses } from '../survey/survey.tables.js';
import { uploads } from '../uploads/uploads.tables.js';
import { call, cipher, mailedCode, mailsTo, registerAccount } from '../verification/verification-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
});
afterAll(() => t.close());

const PASSWORD = 'Amber-Kite#2024';

describe('profile', () => {
  it('case 10: shows the own account and changes only name and organisation', async () => {
    const account = await registerAccount(t, 'company');
    const profile = await call<AccountProfile>(t, 'GET', '/api/account/profile', { token: account.token });
    expect(profile.body.data).toMatchObject({
      email: account.email,
      role: 'common',
      accountType: 'company',
      identity: { status: 'none' },
    });

    const extras = [
      { role: 'admin' },
      { status: 'disabled' },
      { accountType: 'person' },
      { email: 'x@y.z' },
      { identity: { status: 'approved' } },
      { identityStatus: 'approved' },
      { lockedUntil: null },
    ];
    for (const extra of extras) {
      const refused = await call(t, 'PUT', '/api/account/profile', {
        token: account.token,
        body: { name: '新名称', organization: null, ...extra },
      });
      expect(refused.status).toBe(400);
    }
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(unchanged).toMatchObject({ role: 'common', status: 'enabled', name: '示例创新有限公司' });

    const saved = await call<AccountProfile>(t, 'PUT', '/api/account/profile', {
      token: account.token,
      body: { name: '新名称', organization: '示例集团' },
    });
    expect(saved.body.data).toMatchObject({ name: '新名称', organization: '示例集团', role: 'common' });
  });

  it('shows the language of mails and sets it; leaving it out keeps it, an unknown one is refused', async () => {
    const account = await registerAccount(t, 'person');
    const profile = await call<AccountProfile>(t, 'GET', '/api/account/profile', { token: account.token });
    expect(profile.body.data.language).toBe('zh-CN');

    const put = (body: object) =>
      call<AccountProfile>(t, 'PUT', '/api/account/profile', { token: account.token, body });
    const english = await put({ name: '韩梅梅', organization: null, language: 'en-US' });
    expect([english.status, english.body.data.language]).toEqual([200, 'en-US']);
    expect((await accountLanguages(t.db, [account.userId])).get(account.userId)).toBe('en-US');
    expect((await put({ name: '韩梅梅', organization: null })).body.data.language).toBe('en-US');

    const unknown = await put({ name: '韩梅梅', organization: null, language: 'fr-FR' });
    expect([unknown.status, unknown.body.data]).toEqual([
      400,
      { errors: [{ field: 'language', message: '请从给定选项中选择' }] },
    ]);
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, account.userId));
    expect(row?.language).toBe('en-US');
  });

  it('is for registered users only', async () => {
    const visitor = await t.visitorToken();
    expect((await call(t, 'GET', '/api/account/profile', { token: visitor })).body.code).toBe(1401);
    expect((await call(t, 'GET', '/api/account/profile')).status).toBe(401);
  });
});

describe('password change', () => {
  it('checks the old password, keeps this session and ends the others', async () => {
    const account = await registerAccount(t, 'person');
    const wrong = await call(t, 'POST', '/api/account/password', {
      token: account.token,
      body: { oldPassword: cipher(t, 'Wrong#2024x'), newPassword: cipher(t, 'Quartz-Owl#2025') },
    });
    expect(wrong.body).toMatchObject({ code: 400, msg: '密码错误', data: { errors: [{ field: 'oldPassword' }] } });
    const weak = await call(t, 'POST', '/api/account/password', {
      token: account.token,
      body: { oldPassword: cipher(t, PASSWORD), newPassword: cipher(t, 'weakpass') },
    });
    expect(weak.body).toMatchObject({ code: 400, data: { errors: [{ field: 'newPassword' }] } });

    // A login replaces older sessions, so the "others" are the user's data-search tokens.
    const database = await call(t, 'POST', '/api/oauth/database', { token: account.token });
    expect(database.body.code).toBe(200);

    const changed = await call(t, 'POST', '/api/account/password', {
      token: account.token,
      body: { oldPassword: cipher(t, PASSWORD), newPassword: cipher(t, 'Quartz-Owl#2025') },
    });
    expect(changed.body.code).toBe(200);
    expect((await call(t, 'GET', '/api/account/profile', { token: account.token })).body.code).toBe(200);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, account.userId));
    expect(live.filter((session) => session.revokedAt === null).map((session) => session.kind)).toEqual(['user']);
    expect(live.find((session) => session.kind === 'database')?.revokedReason).toBe('password');
    expect(await t.login(account.email, 'Quartz-Owl#2025')).toMatch(/^bearer /);
    expect((await mailsTo(t, account.email)).some((mail) => mail.subject.includes('密码已修改'))).toBe(true);
  });
});

describe('email change', () => {
  it('moves the account to a verified new address, confirmed by the password', async () => {
    const account = await registerAccount(t, 'person');
    const taken = await call(t, 'POST', '/api/account/email/code', {
      token: account.token,
      body: { email: 'person@demo.local' },
    });
    expect(taken.body.code).toBe(409);

    const next = `moved-${Date.now()}@example.com`;
    expect(
      (await call(t, 'POST', '/api/account/email/code', { token: account.token, body: { email: next } })).body.code,
    ).toBe(200);
    const code = await mailedCode(t, next);
    const wrongPassword = await call(t, 'POST', '/api/account/email', {
      token: account.token,
      body: { email: next, code, password: cipher(t, 'Wrong#2024x') },
    });
    expect(wrongPassword.body.code).toBe(400);
    const moved = await call(t, 'POST', '/api/account/email', {
      token: account.token,
      body: { email: next, code, password: cipher(t, PASSWORD) },
    });
    expect(moved.body.code).toBe(200);
    const profile = await call<AccountProfile>(t, 'GET', '/api/account/profile', { token: account.token });
    expect(profile.body.data.email).toBe(next);
    expect(await t.login(next, PASSWORD)).toMatch(/^bearer /);
    const [notice] = await mailsTo(t, account.email);
    expect(notice?.text).toContain(next);
  });
});

describe('report downloads', () => {
  it("lists the user's own downloads only", async () => {
    const account = await registerAccount(t, 'person');
    const other = await registerAccount(t, 'person');
    const row = (userId: string, reportTitle: string) => ({
      reportTitle,
      sessionFamilyId: randomUUID(),
      userId,
      email: null,
      name: 'x',
      role: 'common',
      answers: [],
    });
    await t.db
      .insert(surveyResponses)
      .values([row(account.userId, '新能源汽车专利导航'), row(other.userId, '别人的报告')]);
    const list = await call<ReportDownload[]>(t, 'GET', '/api/account/report-downloads', { token: account.token });
    expect(list.body.data).toEqual([expect.objectContaining({ reportTitle: '新能源汽车专利导航', reportId: null })]);
  });
});

describe('account deletion', () => {
  it('removes personal data, keeps the anonymised row, and says what is kept', async () => {
    const account = await registerAccount(t, 'company');
    const license = await uploadPrivate(t, account.token, 'image', 'licence.png', SAMPLE_FILES.png('gone'));
    await call(t, 'POST', '/api/identity/company', {
      token: account.token,
      body: {
        companyName: '示例创新有限公司',
        creditCode: '91440300MA5FX2K3PC',
        legalRepresentative: '赵六',
        contactName: '钱七',
        contactPhone: '13987654321',
        licenseUploadId: license.id,
        consent: true,
      },
    });
    await t.db.insert(surveyResponses).values({
      reportTitle: '报告',
      sessionFamilyId: randomUUID(),
      userId: account.userId,
      email: account.email,
      name: '示例创新有限公司',
      role: 'common',
      answers: [],
    });

    const wrong = await call(t, 'DELETE', '/api/account', {
      token: account.token,
      body: { password: cipher(t, 'Wrong#2024x') },
    });
    expect(wrong.body.code).toBe(400);
    expect(await t.db.select().from(identities).where(eq(identities.userId, account.userId))).toHaveLength(1);

    const deleted = await call(t, 'DELETE', '/api/account', {
      token: account.token,
      body: { password: cipher(t, PASSWORD) },
    });
    expect(deleted.body.code).toBe(200);
    expect(deleted.body.msg).toContain('依法需保存的业务办理记录和操作日志');

    expect(await t.db.select().from(identities).where(eq(identities.userId, account.userId))).toEqual([]);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, account.userId))).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(row).toMatchObject({ name: '已注销用户', phone: null, organization: null, status: 'disabled' });
    expect(row?.email).not.toBe(account.email);
    expect(row?.deletedAt).not.toBeNull();
    const [response] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.userId, account.userId));
    expect(response).toMatchObject({ email: null, name: '已注销用户' });
    expect((await call(t, 'GET', '/api/account/profile', { token: account.token })).status).toBe(401);
    await expect(t.login(account.email, PASSWORD)).rejects.toThrow();
    // The address is free again for a new registration.
    const check = await call<{ taken: boolean }>(t, 'GET', `/api/email?email=${encodeURIComponent(account.email)}`, {
      token: await t.visitorToken(),
    });
    expect(check.body.data.taken).toBe(false);
  });

  it('is refused to staff accounts', async () => {
    const bus = await t.loginAs('bus');
    const refused = await call(t, 'DELETE', '/api/account', { token: bus, body: { password: cipher(t, 'Bus@12345') } });
    expect(refused.body.code).toBe(403);
    expect(await t.login('bus@demo.local', 'Bus@12345')).toMatch(/^bearer /);
  });
});
