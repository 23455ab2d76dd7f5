import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AccountDeleteInputSchema,
  AccountListQuerySchema,
  CheckTokenInputSchema,
  CompanyIdentityInputSchema,
  EmailAddressSchema,
  EmailChangeInputSchema,
  ExpiredPasswordChangeInputSchema,
  encryptPassword,
  ForgetPasswordInputSchema,
  IdentityIdParamsSchema,
  IdentityListQuerySchema,
  IdentityRejectInputSchema,
  IdParamsSchema,
  isMessageKey,
  LOCALES,
  LogFilterSchema,
  LoginInputSchema,
  LogPurgeInputSchema,
  MailSettingsInputSchema,
  MESSAGES,
  type MessageKey,
  MobilePhoneSchema,
  NOTIFICATION_FIELD_LIMITS,
  OUTBOX_RECIPIENT_MAX_LENGTH,
  PASSWORD_CIPHER_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PasswordChangeInputSchema,
  PersonIdentityInputSchema,
  ProfileUpdateInputSchema,
  RefreshInputSchema,
  RegisterCodeInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  SecondFactorVerifyInputSchema,
  SmsSettingsInputSchema,
  SsoCallbackQuerySchema,
  SsoLinkInputSchema,
  TEXT_LIMITS,
  TotpCodeInputSchema,
  translate,
  UserCreateInputSchema,
  UserListQuerySchema,
  UserUpdateInputSchema,
  VerificationCodeSchema,
  WechatCodeInputSchema,
} from '../src/index.js';
import { describeLimitEdges } from './limit-edges.js';

const cipher = encryptPassword('Passw0rd!', 'cityip-demo-key!');
const captcha = { captchaId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', captchaCode: 'ab3d' };
const account = { name: '张三', phone: '13800138000', organization: '示范科技有限公司', role: 'common' };
const image = { id: 'a'.repeat(64), name: '公众号.png', mime: 'image/png', size: 2048 };

describe('limits of accounts, login and notifications', () => {
  describeLimitEdges([
    {
      name: 'LoginInputSchema',
      schema: LoginInputSchema,
      valid: { email: 'person@demo.local', password: cipher, ...captcha },
    },
    { name: 'CheckTokenInputSchema', schema: CheckTokenInputSchema, valid: { token: 'bearer abc' } },
    { name: 'RefreshInputSchema', schema: RefreshInputSchema, valid: { refresh_token: 'abc' } },
    { name: 'UserListQuerySchema', schema: UserListQuerySchema, valid: { keyword: '张' } },
    { name: 'AccountListQuerySchema', schema: AccountListQuerySchema, valid: { keyword: '张' } },
    { name: 'UserUpdateInputSchema', schema: UserUpdateInputSchema, valid: account },
    {
      name: 'UserCreateInputSchema',
      schema: UserCreateInputSchema,
      valid: { ...account, email: 'new@demo.local', password: 'Abcdef1!' },
    },
    { name: 'ResetPasswordInputSchema', schema: ResetPasswordInputSchema, valid: { password: 'Abcdef1!' } },
    {
      name: 'RegisterCodeInputSchema',
      schema: RegisterCodeInputSchema,
      valid: { email: 'new@demo.local', ...captcha },
    },
    {
      name: 'RegisterInputSchema',
      schema: RegisterInputSchema,
      valid: {
        email: 'new@demo.local',
        code: '123456',
        name: '示范科技有限公司',
        password: cipher,
        accountType: 'company',
        agreeTerms: true,
      },
    },
    {
      name: 'ForgetPasswordInputSchema',
      schema: ForgetPasswordInputSchema,
      valid: { email: 'new@demo.local', code: '123456', password: cipher },
    },
    {
      name: 'ProfileUpdateInputSchema',
      schema: ProfileUpdateInputSchema,
      valid: { name: '张三', organization: '示范大学' },
    },
    {
      name: 'PasswordChangeInputSchema',
      schema: PasswordChangeInputSchema,
      valid: { oldPassword: cipher, newPassword: cipher },
    },
    {
      name: 'EmailChangeInputSchema',
      schema: EmailChangeInputSchema,
      valid: { email: 'new@demo.local', code: '123456', password: cipher },
    },
    { name: 'AccountDeleteInputSchema', schema: AccountDeleteInputSchema, valid: { password: cipher } },
    {
      name: 'ExpiredPasswordChangeInputSchema',
      schema: ExpiredPasswordChangeInputSchema,
      valid: { ticket: 'abc', password: cipher },
    },
    {
      name: 'PersonIdentityInputSchema',
      schema: PersonIdentityInputSchema,
      valid: {
        realName: '张三',
        idNumber: '440305199003071236',
        phone: '13800138000',
        smsCode: '123456',
        consent: true,
      },
    },
    {
      name: 'CompanyIdentityInputSchema',
      schema: CompanyIdentityInputSchema,
      valid: {
        companyName: '示范科技有限公司',
        creditCode: '91440300MA5FX2K3PC',
        legalRepresentative: '李四',
        contactName: '王五',
        contactPhone: '13900139000',
        licenseUploadId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        consent: true,
      },
    },
    { name: 'IdentityListQuerySchema', schema: IdentityListQuerySchema, valid: { keyword: '示范' } },
    { name: 'IdentityRejectInputSchema', schema: IdentityRejectInputSchema, valid: { reason: '营业执照不清晰' } },
    {
      name: 'SsoCallbackQuerySchema',
      schema: SsoCallbackQuerySchema,
      valid: { code: 'abc', state: 'def', iss: 'https://id.example.gov.cn' },
    },
    { name: 'SsoLinkInputSchema', schema: SsoLinkInputSchema, valid: { ticket: 'abc', password: cipher } },
    { name: 'WechatCodeInputSchema', schema: WechatCodeInputSchema, valid: { accountName: '示范市知识产权', image } },
    {
      name: 'MailSettingsInputSchema',
      schema: MailSettingsInputSchema,
      valid: {
        host: 'smtp.example.gov.cn',
        port: 465,
        security: 'tls',
        user: 'portal@example.gov.cn',
        password: 'secret',
        fromAddress: 'portal@example.gov.cn',
        fromName: '示范市知识产权公共服务平台',
        defaultForward: 'office@example.gov.cn',
        forwards: { preAuditRequest: ['preaudit@example.gov.cn'] },
      },
    },
    {
      name: 'SmsSettingsInputSchema',
      schema: SmsSettingsInputSchema,
      valid: {
        enabled: true,
        provider: 'aliyun',
        endpoint: 'https://sms.example.com/send',
        keyId: 'key-1',
        secret: 'secret',
        signature: '示范市知识产权局',
        templates: {
          verificationCode: 'SMS_1',
          applicationStatus: 'SMS_2',
          authenticationResult: 'SMS_3',
          test: 'SMS_4',
        },
      },
    },
    // The list and the export take these filters with the page or the format (intersections).
    { name: 'LogFilterSchema', schema: LogFilterSchema, valid: { user: 'admin@', action: 'user.update' } },
  ]);

  /** The issues on `field` of an input that is `value` there. */
  const issuesAt = (schema: z.ZodType, payload: object, field: string) =>
    (schema.safeParse(payload).error?.issues ?? []).filter((issue) => issue.path.join('.') === field);

  /** Refused as too long on `field`, with the translated key. */
  const expectTooLong = (schema: z.ZodType, payload: object, field: string) => {
    const tooBig = issuesAt(schema, payload, field).filter((issue) => issue.code === 'too_big');
    expect(tooBig.map((issue) => issue.message)).toEqual(['validation.tooLong']);
    expect(isMessageKey(tooBig[0]?.message ?? '')).toBe(true);
  };

  it('an email address of 254 characters passes, 255 are refused as too long', () => {
    const domain = '@example.gov.cn';
    const longest = `${'a'.repeat(TEXT_LIMITS.email - domain.length)}${domain}`;
    expect(EmailAddressSchema.safeParse(longest).success).toBe(true);
    expectTooLong(z.object({ email: EmailAddressSchema }), { email: `a${longest}` }, 'email');
  });

  it('a phone number, a code and an id longer than their bound are refused as too long', () => {
    expectTooLong(z.object({ phone: MobilePhoneSchema }), { phone: '1'.repeat(TEXT_LIMITS.phone + 1) }, 'phone');
    expectTooLong(z.object({ code: VerificationCodeSchema }), { code: '1'.repeat(TEXT_LIMITS.code + 1) }, 'code');
    expectTooLong(TotpCodeInputSchema, { code: '1'.repeat(TEXT_LIMITS.code + 1) }, 'code');
    expectTooLong(IdParamsSchema, { id: 'a'.repeat(TEXT_LIMITS.id + 1) }, 'id');
    expectTooLong(IdentityIdParamsSchema, { id: 'a'.repeat(TEXT_LIMITS.id + 1) }, 'id');
    const licence = CompanyIdentityInputSchema.shape.licenseUploadId;
    expectTooLong(z.object({ id: licence }), { id: 'a'.repeat(TEXT_LIMITS.id + 1) }, 'id');
    const template = SmsSettingsInputSchema.shape.templates.shape.test;
    expectTooLong(z.object({ id: template }), { id: 'A'.repeat(TEXT_LIMITS.code + 1) }, 'id');
    expectTooLong(z.object({ host: MailSettingsInputSchema.shape.host }), { host: `${'a'.repeat(250)}.com` }, 'host');
  });

  it('a kind forwards to 10 addresses, an 11th is refused as too many', () => {
    const base = { host: 'smtp.example.gov.cn', port: 465, security: 'tls', fromAddress: 'portal@example.gov.cn' };
    const forwards = (count: number) => ({
      ...base,
      forwards: { preAuditRequest: Array.from({ length: count }, (_, i) => `office${i}@example.gov.cn`) },
    });
    const max = NOTIFICATION_FIELD_LIMITS.forwards;
    expect(MailSettingsInputSchema.safeParse(forwards(max)).success).toBe(true);
    const tooBig = issuesAt(MailSettingsInputSchema, forwards(max + 1), 'forwards.preAuditRequest');
    expect(tooBig.map((issue) => [issue.code, issue.message])).toEqual([['too_big', 'validation.tooMany']]);
  });

  it('a second-factor code of 64 characters may pass, 65 are refused as too long', () => {
    const spaced = (dashes: number) => ({ code: `ABCD${'-'.repeat(dashes)}EFGHIJKLMNOP` });
    expect(SecondFactorVerifyInputSchema.safeParse(spaced(TEXT_LIMITS.code - 16)).success).toBe(true);
    expectTooLong(SecondFactorVerifyInputSchema, spaced(TEXT_LIMITS.code - 15), 'code');
  });

  it('an instant of 35 characters passes, 36 are refused as too long', () => {
    const longest = '2025-01-01T00:00:00.000000000+08:00';
    expect(longest).toHaveLength(TEXT_LIMITS.dateTime);
    expect(LogPurgeInputSchema.safeParse({ before: longest }).success).toBe(true);
    expect(LogFilterSchema.safeParse({ from: longest, to: longest }).success).toBe(true);
    const over = '2025-01-01T00:00:00.0000000000+08:00';
    expect(issuesAt(LogPurgeInputSchema, { before: over }, 'before').map((issue) => issue.code)).toEqual(['too_big']);
    expectTooLong(LogPurgeInputSchema, { before: over }, 'before');
    expectTooLong(LogFilterSchema, { from: over }, 'from');
    expectTooLong(LogFilterSchema, { to: over }, 'to');
  });

  it('the longest ciphertext of an accepted password is the transport bound', () => {
    const key = 'cityip-demo-key!';
    // Three UTF-8 bytes per character is the most a UTF-16 unit takes; four-byte characters take two units.
    expect(encryptPassword('密'.repeat(PASSWORD_MAX_LENGTH), key)).toHaveLength(PASSWORD_CIPHER_MAX_LENGTH);
    expect(encryptPassword('😀'.repeat(PASSWORD_MAX_LENGTH / 2), key).length).toBeLessThan(PASSWORD_CIPHER_MAX_LENGTH);
    expect(encryptPassword('A'.repeat(PASSWORD_MAX_LENGTH), key).length).toBeLessThan(PASSWORD_CIPHER_MAX_LENGTH);
  });

  it('every mail subject fits the queue list with the longest city name', () => {
    const params = {
      city: '市'.repeat(TEXT_LIMITS.name),
      ...Object.fromEntries(['kind', 'purpose', 'receiptNo', 'status'].map((name) => [name, 'x'.repeat(64)])),
    };
    for (const locale of LOCALES) {
      for (const key of Object.keys(MESSAGES[locale]).filter((name) => /subject$/i.test(name))) {
        expect(translate(locale, key as MessageKey, params).length, key).toBeLessThanOrEqual(TEXT_LIMITS.line);
      }
    }
  });

  it("lists every address of a kind's forwarding mail as its recipients", () => {
    const { forwards } = NOTIFICATION_FIELD_LIMITS;
    expect(OUTBOX_RECIPIENT_MAX_LENGTH).toBe(forwards * TEXT_LIMITS.email + (forwards - 1) * ', '.length + 2);
  });
});
