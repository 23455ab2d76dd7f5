import {
  type AccountListItem,
  IDENTITY_CONSENT_VERSION,
  type IdentityDetail,
  type IdentityListItem,
  type IdentityOverview,
  type MyIdentity,
  type Page,
  SmsSettingsInputSchema,
} from '@cityip/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_FILES, tempDataDir, uploadPrivate } from '../../../test/uploads.js';
import { users } from '../accounts/accounts.tables.js';
import { logs } from '../logs/logs.tables.js';
import { notificationSettings } from '../notifications/notifications.tables.js';
import { saveSmsSettings } from '../notifications/settings.js';
import { call, mailsTo, registerAccount, smsTo } from '../verification/verification-test-kit.js';
import { identityOf } from './identity.service.js';
import { identities } from './identity.tables.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  admin = await t.loginAs('admin');
});
afterAll(() => t.close());

const ID_NUMBER = '110101200002290018';
const PHONE = '13812345678';

function person(overrides: Record<string, unknown> = {}) {
  return { realName: '韩梅梅', idNumber: ID_NUMBER, phone: PHONE, consent: true, ...overrides };
}

function company(licenseUploadId: string, overrides: Record<string, unknown> = {}) {
  return {
    companyName: '示例创新有限公司',
    creditCode: '91440300MA5FX2K3PC',
    legalRepresentative: '赵六',
    contactName: '钱七',
    contactPhone: '13987654321',
    licenseUploadId,
    consent: true,
    ...overrides,
  };
}

async function roleOf(userId: string) {
  const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

async function pendingIdOf(userId: string): Promise<string> {
  const [row] = await t.db
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.status, 'pending')));
  if (!row) throw new Error('no pending submission');
  return row.id;
}

describe('personal real-name authentication', () => {
  it('goes none → pending → approved, numbers masked for the owner and sealed at rest', async () => {
    const applicant = await registerAccount(t, 'person');
    const before = await call<IdentityOverview>(t, 'GET', '/api/identity', { token: applicant.token });
    expect(before.body.data).toMatchObject({
      identity: { status: 'none' },
      accountType: 'person',
      phoneCodeRequired: false,
    });

    const badId = await call(t, 'POST', '/api/identity/person', {
      token: applicant.token,
      body: person({ idNumber: '110101200002290019' }),
    });
    expect(badId.body).toMatchObject({ code: 400, data: { errors: [{ field: 'idNumber' }] } });

    const submitted = await call<MyIdentity>(t, 'POST', '/api/identity/person', {
      token: applicant.token,
      body: person(),
    });
    expect(submitted.body.data).toMatchObject({
      status: 'pending',
      kind: 'person',
      name: '韩梅梅',
      idNumberMasked: '1101**********0018',
      phoneMasked: '138****5678',
    });
    expect(JSON.stringify(submitted.body)).not.toContain(ID_NUMBER);

    const raw = await t.db.execute(sql`select * from identities where user_id = ${applicant.userId}`);
    expect(JSON.stringify(raw)).not.toContain(ID_NUMBER);
    expect(JSON.stringify(raw)).not.toContain(PHONE);
    // Case 14: the separate consent is kept with the notice's version and the time it was given.
    const [consent] = await t.db
      .select({ version: identities.consentVersion, at: identities.consentedAt })
      .from(identities)
      .where(eq(identities.userId, applicant.userId));
    expect(consent?.version).toBe(IDENTITY_CONSENT_VERSION);
    expect(Math.abs((consent?.at?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    const again = await call(t, 'POST', '/api/identity/person', { token: applicant.token, body: person() });
    expect(again.body).toMatchObject({ code: 409, msg: '您的实名认证正在审核中，请耐心等待审核结果' });

    const id = await pendingIdOf(applicant.userId);
    const approved = await call(t, 'POST', `/api/admin/identities/${id}/approve`, { token: admin });
    expect(approved.body.code).toBe(200);
    expect(await roleOf(applicant.userId)).toBe('common');
    expect(await identityOf(t.db, applicant.userId)).toEqual({ status: 'approved', kind: 'person', name: '韩梅梅' });
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail).toMatchObject({ event: 'authenticationResult' });
    expect(mail?.subject).toContain('已通过');

    const profile = await call<{ identity: MyIdentity }>(t, 'GET', '/api/account/profile', {
      token: applicant.token,
    });
    expect(profile.body.data.identity).toMatchObject({ status: 'approved', idNumberMasked: '1101**********0018' });
    expect(JSON.stringify(profile.body)).not.toContain(ID_NUMBER);

    const twice = await call(t, 'POST', `/api/admin/identities/${id}/approve`, { token: admin });
    expect(twice.body.code).toBe(409);
    const afterApproval = await call(t, 'POST', '/api/identity/person', { token: applicant.token, body: person() });
    expect(afterApproval.body.code).toBe(409);
  });

  it('masks numbers in the review list and logs every full view', async () => {
    const applicant = await registerAccount(t, 'person');
    await call(t, 'POST', '/api/identity/person', { token: applicant.token, body: person() });
    const list = await call<Page<IdentityListItem>>(t, 'GET', '/api/admin/identities?status=pending&kind=person', {
      token: admin,
    });
    const item = list.body.data.items.find((entry) => entry.userId === applicant.userId);
    expect(item).toMatchObject({ idNumberMasked: '1101**********0018', phoneMasked: '138****5678' });
    expect(JSON.stringify(list.body)).not.toContain(ID_NUMBER);
    const byKeyword = await call<Page<IdentityListItem>>(
      t,
      'GET',
      `/api/admin/identities?keyword=${encodeURIComponent(applicant.email)}`,
      { token: admin },
    );
    expect(byKeyword.body.data.items.map((entry) => entry.userId)).toEqual([applicant.userId]);

    const id = item?.id as string;
    const detail = await call<IdentityDetail>(t, 'GET', `/api/admin/identities/${id}`, { token: admin });
    expect(detail.body.data).toMatchObject({ idNumber: ID_NUMBER, phone: PHONE });
    const reveals = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'identity.reveal'), eq(logs.target, id)));
    expect(reveals).toHaveLength(1);
    expect(reveals[0]).toMatchObject({ email: 'admin@demo.local', success: true });

    const bus = await t.loginAs('bus');
    expect((await call(t, 'GET', `/api/admin/identities/${id}`, { token: bus })).body.code).toBe(403);
    expect((await call(t, 'GET', `/api/admin/identities/${id}`, { token: applicant.token })).body.code).toBe(403);
  });

  it('requires an SMS code for the phone when an SMS platform is enabled', async () => {
    await saveSmsSettings(
      t.db,
      t.app.secrets,
      SmsSettingsInputSchema.parse({
        enabled: true,
        provider: 'test',
        endpoint: 'http://127.0.0.1:9/sms',
        keyId: 'key',
        secret: 'secret',
        signature: '示范市知识产权局',
        templates: {
          verificationCode: 'T1',
          applicationStatus: 'T2',
          authenticationResult: 'T3',
          consultation: '',
          test: 'T4',
        },
      }),
    );
    try {
      const applicant = await registerAccount(t, 'person');
      const phone = '13700001111';
      const overview = await call<IdentityOverview>(t, 'GET', '/api/identity', { token: applicant.token });
      expect(overview.body.data.phoneCodeRequired).toBe(true);
      const withoutCode = await call(t, 'POST', '/api/identity/person', {
        token: applicant.token,
        body: person({ phone }),
      });
      expect(withoutCode.body).toMatchObject({ code: 400, data: { errors: [{ field: 'smsCode' }] } });

      const sent = await call(t, 'POST', '/api/identity/phone-code', { token: applicant.token, body: { phone } });
      expect(sent.body.code).toBe(200);
      const [sms] = await smsTo(t, phone);
      const code = sms?.params.code as string;
      expect(code).toMatch(/^\d{6}$/);
      const wrong = await call(t, 'POST', '/api/identity/person', {
        token: applicant.token,
        body: person({ phone, smsCode: code === '000000' ? '111111' : '000000' }),
      });
      expect(wrong.body.code).toBe(400);
      const right = await call(t, 'POST', '/api/identity/person', {
        token: applicant.token,
        body: person({ phone, smsCode: code }),
      });
      expect(right.body.code).toBe(200);

      const id = await pendingIdOf(applicant.userId);
      await call(t, 'POST', `/api/admin/identities/${id}/approve`, { token: admin });
      expect((await smsTo(t, phone)).map((entry) => entry.event)).toContain('authenticationResult');
    } finally {
      await t.db.delete(notificationSettings).where(eq(notificationSettings.kind, 'sms'));
    }
  });

  it('never changes a staff role', async () => {
    const token = await t.loginAs('bus');
    const me = await call<{ userId: string }>(t, 'GET', '/api/account/me', { token });
    await call(t, 'POST', '/api/identity/person', { token, body: person() });
    const id = await pendingIdOf(me.body.data.userId);
    await call(t, 'POST', `/api/admin/identities/${id}/approve`, { token: admin });
    expect(await roleOf(me.body.data.userId)).toBe('bus');
  });
});

describe('company authentication', () => {
  it('is rejected with a reason, resubmitted, approved: the role becomes user', async () => {
    const applicant = await registerAccount(t, 'company');
    const license = await uploadPrivate(t, applicant.token, 'image', '营业执照.png', SAMPLE_FILES.png('licence'));

    const asPerson = await call(t, 'POST', '/api/identity/person', { token: applicant.token, body: person() });
    expect(asPerson.body.code).toBe(400);
    const badCode = await call(t, 'POST', '/api/identity/company', {
      token: applicant.token,
      body: company(license.id, { creditCode: '91440300MA5FX2K3PD' }),
    });
    expect(badCode.body).toMatchObject({ code: 400, data: { errors: [{ field: 'creditCode' }] } });

    const submitted = await call<MyIdentity>(t, 'POST', '/api/identity/company', {
      token: applicant.token,
      body: company(license.id),
    });
    expect(submitted.body.data).toMatchObject({
      status: 'pending',
      kind: 'company',
      name: '示例创新有限公司',
      phoneMasked: '139****4321',
      license: { id: license.id, mime: 'image/png' },
    });

    const id = await pendingIdOf(applicant.userId);
    const licenseFile = await t.app.inject({
      method: 'GET',
      url: `/api/admin/identities/${id}/license`,
      headers: { authorization: admin },
    });
    expect(licenseFile.statusCode).toBe(200);
    expect(licenseFile.headers['content-type']).toBe('image/png');
    expect(licenseFile.rawPayload.toString()).toContain('licence');

    const noReason = await call(t, 'POST', `/api/admin/identities/${id}/reject`, {
      token: admin,
      body: { reason: '  ' },
    });
    expect(noReason.body.code).toBe(400);
    const rejected = await call(t, 'POST', `/api/admin/identities/${id}/reject`, {
      token: admin,
      body: { reason: '营业执照不清晰' },
    });
    expect(rejected.body.code).toBe(200);
    expect(await roleOf(applicant.userId)).toBe('common');
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail?.text).toContain('营业执照不清晰');
    const state = await call<IdentityOverview>(t, 'GET', '/api/identity', { token: applicant.token });
    expect(state.body.data.identity).toMatchObject({ status: 'rejected', rejectReason: '营业执照不清晰' });

    const resubmitted = await call(t, 'POST', '/api/identity/company', {
      token: applicant.token,
      body: company(license.id),
    });
    expect(resubmitted.body.code).toBe(200);
    await call(t, 'POST', `/api/admin/identities/${await pendingIdOf(applicant.userId)}/approve`, { token: admin });
    expect(await roleOf(applicant.userId)).toBe('user');
  });

  it("case 9: keeps a licence from anyone but its owner and the reviewers, and refuses someone else's upload", async () => {
    const owner = await registerAccount(t, 'company');
    const other = await registerAccount(t, 'company');
    const license = await uploadPrivate(t, owner.token, 'attachment', 'licence.pdf', SAMPLE_FILES.pdf('owner'));
    await call(t, 'POST', '/api/identity/company', { token: owner.token, body: company(license.id) });

    const read = await call(t, 'GET', `/api/uploads/${license.id}`, { token: other.token });
    expect(read.body.code).toBe(404);
    const theirs = await call<IdentityOverview>(t, 'GET', '/api/identity', { token: other.token });
    expect(theirs.body.data.identity.status).toBe('none');
    const borrowed = await call(t, 'POST', '/api/identity/company', {
      token: other.token,
      body: company(license.id),
    });
    expect(borrowed.body.code).toBe(400);
    const id = await pendingIdOf(owner.userId);
    const viaAdminRoute = await call(t, 'GET', `/api/admin/identities/${id}/license`, { token: other.token });
    expect(viaAdminRoute.body.code).toBe(403);
  });
});

describe('account list of /account/infos', () => {
  it('shows account type and authentication status, filters by them, and masks phones', async () => {
    const applicant = await registerAccount(t, 'person');
    await call(t, 'PUT', `/api/admin/users/${applicant.userId}`, {
      token: admin,
      body: { name: '韩梅梅', phone: '13812345678', organization: null, role: 'common' },
    });
    await call(t, 'POST', '/api/identity/person', { token: applicant.token, body: person() });

    const list = await call<Page<AccountListItem>>(
      t,
      'GET',
      `/api/admin/users?keyword=${encodeURIComponent(applicant.email)}`,
      { token: admin },
    );
    expect(list.body.data.items).toEqual([
      expect.objectContaining({
        accountType: 'person',
        identityStatus: 'pending',
        identityKind: 'person',
        phone: '138****5678',
      }),
    ]);
    const pending = await call<Page<AccountListItem>>(
      t,
      'GET',
      '/api/admin/users?identityStatus=pending&pageSize=100',
      {
        token: admin,
      },
    );
    expect(pending.body.data.items.map((item) => item.id)).toContain(applicant.userId);
    expect(pending.body.data.items.every((item) => item.identityStatus === 'pending')).toBe(true);
    const companies = await call<Page<AccountListItem>>(t, 'GET', '/api/admin/users?accountType=company', {
      token: admin,
    });
    expect(companies.body.data.items.every((item) => item.accountType === 'company')).toBe(true);
    const none = await call<Page<AccountListItem>>(t, 'GET', '/api/admin/users?identityStatus=none&pageSize=100', {
      token: admin,
    });
    expect(none.body.data.items.map((item) => item.email)).toContain('admin@demo.local');
  });

  it('seeds approved demo identities for the demo person and company', async () => {
    const demo = await call<Page<AccountListItem>>(t, 'GET', '/api/admin/users?keyword=demo.local&pageSize=100', {
      token: admin,
    });
    const byEmail = new Map(demo.body.data.items.map((item) => [item.email, item]));
    expect(byEmail.get('person@demo.local')).toMatchObject({ identityStatus: 'approved', accountType: 'person' });
    expect(byEmail.get('company@demo.local')).toMatchObject({
      identityStatus: 'approved',
      identityKind: 'company',
      role: 'user',
    });
  });
});
