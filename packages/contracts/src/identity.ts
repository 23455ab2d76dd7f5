import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.js';
import { UploadRefSchema } from './files.js';
import { AccountBaseSchema, AccountTypeSchema, MobilePhoneSchema, VerificationCodeSchema } from './registration.js';
import { TEXT_LIMITS } from './text-limits.js';
import { ACCOUNT_KEYWORD_MAX_LENGTH, ACCOUNT_NAME_MAX_LENGTH, UserListQuerySchema, UserSchema } from './users.js';

/**
 * Real-name authentication (issue 6, `/personAuth`, `/companyAuth`; reviewed in `/account/infos`):
 * a person proves name, ID-card number and phone; a company its name, unified social credit code,
 * legal representative, contact and business licence. Approval sets the role (person `common`,
 * company `user`). ID numbers and phones are masked everywhere except the reviewer's logged detail.
 */

export const IDENTITY_KINDS = ['person', 'company'] as const;
export const IdentityKindSchema = z.enum(IDENTITY_KINDS);
export type IdentityKind = z.infer<typeof IdentityKindSchema>;

/** none → pending → approved | rejected (a rejected one may be submitted again). */
export const IDENTITY_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const IdentityStatusSchema = z.enum(IDENTITY_STATUSES);
export type IdentityStatus = z.infer<typeof IdentityStatusSchema>;

/** Province-level codes that open an ID number (GB/T 2260; 81, 82, 83: residence permits of Hong Kong, Macao, Taiwan residents). */
// biome-ignore format: one row per region group reads better than one code a line
const PROVINCE_CODES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
  '71', '81', '82', '83',
]);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Today's date as YYYYMMDD in UTC (an ID holder's birth date cannot be after it). */
function todayKey(now: Date): string {
  return now.toISOString().slice(0, 10).replace(/-/g, '');
}

/** Whether YYYYMMDD is a real calendar date from 1900 up to `now`. */
function isRealBirthDate(value: string, now: Date): boolean {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && value <= todayKey(now);
}

/**
 * Whether `value` is a valid 18-character resident ID-card number (GB 11643-1999): a known
 * province code, a real birth date not in the future, and the ISO 7064 MOD 11-2 check character.
 * Expects the upper-case form ({@link IdCardNumberSchema} normalises a trailing `x`).
 */
export function isValidIdCardNumber(value: string, now: Date = new Date()): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  if (!PROVINCE_CODES.has(value.slice(0, 2))) return false;
  if (!isRealBirthDate(value.slice(6, 14), now)) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value[17];
}

/** The 31 characters of a unified social credit code (no I, O, Z, S, V). */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * Whether `value` is a valid unified social credit code (GB 32100-2015): 18 characters of the
 * code's alphabet, a six-digit region code in positions 3–8 and the MOD 31 check character.
 */
export function isValidUscc(value: string): boolean {
  if (value.length !== 18 || [...value].some((c) => !USCC_CHARS.includes(c))) return false;
  if (!/^\d{6}$/.test(value.slice(2, 8))) return false;
  const sum = USCC_WEIGHTS.reduce((total, weight, i) => total + weight * USCC_CHARS.indexOf(value[i] as string), 0);
  return USCC_CHARS[(31 - (sum % 31)) % 31] === value[17];
}

/** Length of a resident ID-card number (GB 11643-1999) and of a unified social credit code (GB 32100-2015). */
export const ID_CODE_LENGTH = 18;
/** The longest real name, legal representative or contact the forms take. */
export const REAL_NAME_MAX_LENGTH = 50;
/** The longest company name the form takes. */
export const COMPANY_NAME_MAX_LENGTH = 100;
/** The longest reason of a rejection, told to the applicant. */
export const REJECT_REASON_MAX_LENGTH = 500;

/** An ID number or a credit code longer than its standard's length is refused as that, before its checksum. */
const idCodeLength = { error: 'validation.tooLong', abort: true } as const;

/** An ID-card number, trimmed and upper-cased, checksum and birth date verified. */
export const IdCardNumberSchema = z
  .string({ error: 'validation.idCardNumber' })
  .trim()
  .toUpperCase()
  .max(ID_CODE_LENGTH, idCodeLength)
  .refine((value) => isValidIdCardNumber(value), { error: 'validation.idCardNumber' });

/** A unified social credit code, trimmed and upper-cased, checksum verified. */
export const UsccSchema = z
  .string({ error: 'validation.creditCode' })
  .trim()
  .toUpperCase()
  .max(ID_CODE_LENGTH, idCodeLength)
  .refine(isValidUscc, { error: 'validation.creditCode' });

const personName = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

/** The name an authentication stores: a real name, or a company's name. */
const IDENTITY_NAME_MAX_LENGTH = Math.max(REAL_NAME_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH);

/**
 * The version of the notice a real-name authentication consents to (PIPL art. 29: separate
 * consent for sensitive personal information). Each submission records it with the time, so a
 * changed notice can be told apart from the one a person agreed to.
 */
export const IDENTITY_CONSENT_VERSION = '2026-11-01';

/** Consent to processing the personal data for authentication (PIPL: explicit, per purpose). */
const consent = z.literal(true, { error: 'validation.consent' });

/** POST /api/identity/person. `smsCode` is required when an SMS platform is enabled. */
export const PersonIdentityInputSchema = z.object({
  realName: personName(REAL_NAME_MAX_LENGTH),
  idNumber: IdCardNumberSchema,
  phone: MobilePhoneSchema,
  smsCode: VerificationCodeSchema.optional(),
  consent,
});
export type PersonIdentityInput = z.input<typeof PersonIdentityInputSchema>;

/** POST /api/identity/company. `licenseUploadId`: the caller's private upload (image or PDF). */
export const CompanyIdentityInputSchema = z.object({
  companyName: personName(COMPANY_NAME_MAX_LENGTH),
  creditCode: UsccSchema,
  legalRepresentative: personName(REAL_NAME_MAX_LENGTH),
  contactName: personName(REAL_NAME_MAX_LENGTH),
  contactPhone: MobilePhoneSchema,
  licenseUploadId: z
    .string({ error: 'validation.upload' })
    .uuid({ error: 'validation.upload' })
    .max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
  consent,
});
export type CompanyIdentityInput = z.input<typeof CompanyIdentityInputSchema>;

/** POST /api/identity/phone-code: an SMS code to the phone being authenticated. */
export const IdentityPhoneCodeInputSchema = z.object({ phone: MobilePhoneSchema });

/**
 * One's own authentication as the account page shows it: ID number and phone masked.
 * Person: `name` is the real name, `phone` the phone. Company: `name` the company name,
 * `phone` the contact's phone.
 */
export const MyIdentitySchema = z.object({
  status: IdentityStatusSchema,
  kind: IdentityKindSchema.nullable(),
  name: z.string().max(IDENTITY_NAME_MAX_LENGTH).nullable(),
  idNumberMasked: z.string().max(ID_CODE_LENGTH).nullable(),
  phoneMasked: z.string().max(TEXT_LIMITS.phone).nullable(),
  creditCode: z.string().max(ID_CODE_LENGTH).nullable(),
  legalRepresentative: z.string().max(REAL_NAME_MAX_LENGTH).nullable(),
  contactName: z.string().max(REAL_NAME_MAX_LENGTH).nullable(),
  license: UploadRefSchema.nullable(),
  rejectReason: z.string().max(REJECT_REASON_MAX_LENGTH).nullable(),
  submittedAt: z.string().max(TEXT_LIMITS.dateTime).nullable(),
  reviewedAt: z.string().max(TEXT_LIMITS.dateTime).nullable(),
});
export type MyIdentity = z.infer<typeof MyIdentitySchema>;

/** GET /api/identity: one's authentication and whether the phone needs an SMS code. */
export const IdentityOverviewSchema = z.object({
  identity: MyIdentitySchema,
  accountType: AccountTypeSchema.nullable(),
  phoneCodeRequired: z.boolean(),
});
export type IdentityOverview = z.infer<typeof IdentityOverviewSchema>;

/** GET /api/account/profile (`/frontAccountInfo`). */
export const AccountProfileSchema = AccountBaseSchema.extend({ identity: MyIdentitySchema });
export type AccountProfile = z.infer<typeof AccountProfileSchema>;

/** GET /api/admin/identities: the review queue of `/account/infos`. */
export const IdentityListQuerySchema = PageQuerySchema.extend({
  status: IdentityStatusSchema.exclude(['none']).optional(),
  kind: IdentityKindSchema.optional(),
  /** Name, company name, credit code or account email. */
  keyword: z.string().trim().max(ACCOUNT_KEYWORD_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
});
export type IdentityListQuery = z.infer<typeof IdentityListQuerySchema>;

/** A submission in the review list: ID number and phone masked. */
export const IdentityListItemSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  userId: z.string().max(TEXT_LIMITS.id),
  email: z.string().max(TEXT_LIMITS.email),
  kind: IdentityKindSchema,
  status: IdentityStatusSchema,
  name: MyIdentitySchema.shape.name.unwrap(),
  idNumberMasked: MyIdentitySchema.shape.idNumberMasked,
  phoneMasked: MyIdentitySchema.shape.phoneMasked.unwrap(),
  creditCode: MyIdentitySchema.shape.creditCode,
  submittedAt: MyIdentitySchema.shape.submittedAt.unwrap(),
  reviewedAt: MyIdentitySchema.shape.reviewedAt,
});
export type IdentityListItem = z.infer<typeof IdentityListItemSchema>;
export const IdentityPageSchema = pageOf(IdentityListItemSchema);

/**
 * The reviewer's detail (every view is logged as `identity.reveal`): full ID number and phone;
 * the licence is read through GET /api/admin/identities/:id/license.
 */
export const IdentityDetailSchema = IdentityListItemSchema.extend({
  idNumber: z.string().max(ID_CODE_LENGTH).nullable(),
  phone: z.string().max(TEXT_LIMITS.phone),
  legalRepresentative: MyIdentitySchema.shape.legalRepresentative,
  contactName: MyIdentitySchema.shape.contactName,
  license: UploadRefSchema.nullable(),
  rejectReason: MyIdentitySchema.shape.rejectReason,
  reviewerName: z.string().max(ACCOUNT_NAME_MAX_LENGTH).nullable(),
});
export type IdentityDetail = z.infer<typeof IdentityDetailSchema>;

/** `:id` of a submission; a malformed id cannot name one. */
export const IdentityIdParamsSchema = z.object({
  id: z.string().uuid({ error: 'error.identityNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});

/** POST /api/admin/identities/:id/reject: the reason is required and told to the applicant. */
export const IdentityRejectInputSchema = z.object({
  reason: z
    .string({ error: 'validation.rejectReason' })
    .trim()
    .min(1, { error: 'validation.rejectReason' })
    .max(REJECT_REASON_MAX_LENGTH, { error: 'validation.tooLong' }),
});
export type IdentityRejectInput = z.infer<typeof IdentityRejectInputSchema>;

/** GET /api/admin/users (`/account/infos`): the account list with account type and authentication. */
export const AccountListQuerySchema = UserListQuerySchema.extend({
  accountType: AccountTypeSchema.optional(),
  identityStatus: IdentityStatusSchema.optional(),
});
export type AccountListQuery = z.infer<typeof AccountListQuerySchema>;

/** A row of the account list: phone masked, account type and authentication status added. */
export const AccountListItemSchema = UserSchema.extend({
  accountType: AccountTypeSchema.nullable(),
  identityStatus: IdentityStatusSchema,
  identityKind: IdentityKindSchema.nullable(),
});
export type AccountListItem = z.infer<typeof AccountListItemSchema>;
export const AccountListPageSchema = pageOf(AccountListItemSchema);
