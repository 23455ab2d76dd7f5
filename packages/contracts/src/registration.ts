import { z } from 'zod';
import { CAPTCHA_ANSWER_MAX_LENGTH, EmailQuerySchema } from './auth.js';
import { LOCALES } from './constants.js';
import { PASSWORD_MAX_LENGTH, PasswordCipherSchema, passwordClassCount } from './password-policy.js';
import { REPORT_TITLE_MAX } from './reports.js';
import { AccountRoleSchema } from './role-schemas.js';
import { TEXT_LIMITS } from './text-limits.js';
import { ACCOUNT_NAME_MAX_LENGTH, ORGANIZATION_MAX_LENGTH } from './users.js';

/**
 * Self-service accounts (issue 6, `/personAuth`, `/companyAuth`, `/frontAccountInfo`; spec
 * section 7 `register`, `forgetPwdEmail`, `forgetPwd`): registration with an emailed code,
 * password reset, the account page's profile, password, email change and account deletion.
 *
 * Passwords travel as the transport ciphertext (`encryptPassword`, as at login): the schemas
 * below take the ciphertext; the server decrypts it and checks the plain text against
 * {@link PortalPasswordSchema}, and the web form checks the same schema before encrypting.
 */

/** Rules of the emailed and texted verification codes; the form shows the resend countdown. */
export const VERIFICATION_CODE = {
  length: 6,
  ttlMinutes: 10,
  /** Wrong tries after which a code is dead (a new one must be requested). */
  maxTries: 5,
  /** Seconds before the same code can be sent to the same address again. */
  resendSeconds: 60,
  perTargetPerHour: 5,
  perIpPerHour: 20,
} as const;

/**
 * The portal's password policy (issue 6): 8–64 characters with three of upper, lower, digit, symbol.
 * 64, not the spec's first 32, so that long passphrases from a password manager fit (security case 2).
 */
export const PortalPasswordSchema = z
  .string()
  .min(8, { error: 'validation.portalPassword' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.portalPassword' })
  .refine((value) => passwordClassCount(value) >= 3, { error: 'validation.portalPassword' });

/** An address, trimmed and lower-cased as accounts store it. */
export const AccountEmailSchema = EmailQuerySchema.shape.email;

/** A 6-digit code; `{}`, `[]`, null, "" and anything but six digits are refused. */
export const VerificationCodeSchema = z
  .string({ error: 'validation.verificationCode' })
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.verificationCode' })
  .max(TEXT_LIMITS.code, { error: 'validation.tooLong' });

/** A mainland mobile number. */
export const MobilePhoneSchema = z
  .string({ error: 'validation.phone' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, { error: 'validation.phone' })
  .max(TEXT_LIMITS.phone, { error: 'validation.tooLong' });

/** Who an account is for: `/personAuth` registers a person, `/companyAuth` a company. */
export const ACCOUNT_TYPES = ['person', 'company'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;

/** The image captcha every anonymous code request answers first. */
const captcha = {
  captchaId: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
  captchaCode: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CAPTCHA_ANSWER_MAX_LENGTH, { error: 'validation.tooLong' }),
};

const displayName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(ACCOUNT_NAME_MAX_LENGTH, { error: 'validation.tooLong' });

/** POST /api/register/code: the address to verify, after the captcha. */
export const RegisterCodeInputSchema = z.object({ email: AccountEmailSchema, ...captcha });
export type RegisterCodeInput = z.infer<typeof RegisterCodeInputSchema>;

/** POST /api/register: creates a `common` account and logs it in (login-shaped response). */
export const RegisterInputSchema = z.object({
  email: AccountEmailSchema,
  code: VerificationCodeSchema,
  /** A person's name or a company's name, shown in the portal header. */
  name: displayName,
  password: PasswordCipherSchema,
  accountType: AccountTypeSchema,
  /** Consent to the user agreement and the privacy policy. */
  agreeTerms: z.literal(true, { error: 'validation.consent' }),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** POST /api/forgetPwdEmail: the same answer whether or not the address has an account. */
export const ForgetPasswordCodeInputSchema = RegisterCodeInputSchema;
export type ForgetPasswordCodeInput = RegisterCodeInput;

/** POST /api/forgetPwd: a new password with the emailed code; every session of the account ends. */
export const ForgetPasswordInputSchema = z.object({
  email: AccountEmailSchema,
  code: VerificationCodeSchema,
  password: PasswordCipherSchema,
});
export type ForgetPasswordInput = z.infer<typeof ForgetPasswordInputSchema>;

/**
 * PUT /api/account/profile: what the owner may change. Strict: a role, status or identity field
 * in the body is refused (400), not silently dropped.
 */
export const ProfileUpdateInputSchema = z.strictObject({
  name: displayName,
  organization: z
    .string()
    .trim()
    .max(ORGANIZATION_MAX_LENGTH, { error: 'validation.tooLong' })
    .nullable()
    .default(null),
  /** The language of the mails and texts the account receives (issue 25); unchanged when absent. */
  language: z.enum(LOCALES, { error: 'validation.choice' }).optional(),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateInputSchema>;

/** POST /api/account/password: the other sessions of the account end. */
export const PasswordChangeInputSchema = z.object({
  oldPassword: PasswordCipherSchema,
  newPassword: PasswordCipherSchema,
});
export type PasswordChangeInput = z.infer<typeof PasswordChangeInputSchema>;

/** POST /api/account/email/code: a code to the new address. */
export const EmailChangeCodeInputSchema = z.object({ email: AccountEmailSchema });
export type EmailChangeCodeInput = z.infer<typeof EmailChangeCodeInputSchema>;

/** POST /api/account/email: the new address with its code, confirmed by the password. */
export const EmailChangeInputSchema = z.object({
  email: AccountEmailSchema,
  code: VerificationCodeSchema,
  password: PasswordCipherSchema,
});
export type EmailChangeInput = z.infer<typeof EmailChangeInputSchema>;

/** DELETE /api/account: confirmed by the password. */
export const AccountDeleteInputSchema = z.object({ password: PasswordCipherSchema });
export type AccountDeleteInput = z.infer<typeof AccountDeleteInputSchema>;

/** One report the user downloaded (after the download survey). */
export const ReportDownloadSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  /** Null when the report has since been removed. */
  reportId: z.string().max(TEXT_LIMITS.id).nullable(),
  reportTitle: z.string().max(REPORT_TITLE_MAX),
  downloadedAt: z.string().max(TEXT_LIMITS.dateTime),
});
export type ReportDownload = z.infer<typeof ReportDownloadSchema>;
/** The most downloads the account page lists: the latest ones. */
export const REPORT_DOWNLOADS_MAX = 200;
export const ReportDownloadListSchema = z.array(ReportDownloadSchema).max(REPORT_DOWNLOADS_MAX);

/** POST /api/register/code, /api/forgetPwdEmail, …: when the next code may be requested. */
export const CodeSentSchema = z.object({ resendAfterSeconds: z.number().int() });
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** The account as its owner sees it; `identity` is defined in identity.ts. */
export const AccountBaseSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  email: z.string().max(TEXT_LIMITS.email),
  name: z.string().max(ACCOUNT_NAME_MAX_LENGTH),
  organization: z.string().max(ORGANIZATION_MAX_LENGTH).nullable(),
  role: AccountRoleSchema,
  /** Null for accounts created in the back office. */
  accountType: AccountTypeSchema.nullable(),
  createdAt: z.string().max(TEXT_LIMITS.dateTime),
  /** The language of its mails and texts: the one it registered in until changed. */
  language: z.enum(LOCALES),
});
