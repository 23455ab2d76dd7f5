import { z } from 'zod';
import { LoginResponseSchema } from './auth.js';
import { TEXT_LIMITS } from './text-limits.js';

/** What a pending login must do next: enrol an authenticator, or enter a code of the enrolled one. */
export type MfaRequired = NonNullable<z.infer<typeof LoginResponseSchema>['mfaRequired']>;

/** TOTP parameters (RFC 6238) every authenticator app understands: 30-second steps, 6 digits, SHA1. */
export const TOTP = { period: 30, digits: 6, algorithm: 'SHA1', window: 1 } as const;

/** How many recovery codes an enrolment hands out; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code: 16 base32 characters (80 random bits) shown in groups of four, e.g. `ABCD-EFGH-IJKL-MNOP`. */
const RECOVERY_CODE = /^[A-Z2-7]{16}$/;

/** The canonical form of a typed recovery code: dashes and spaces dropped, upper case. */
export function normalizeRecoveryCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether `text` is shaped like a TOTP code (6 digits) rather than a recovery code. */
export function isTotpCode(text: string): boolean {
  return /^\d{6}$/.test(text.trim());
}

/** A code from the authenticator app (enrolment confirmation, recovery-code renewal). */
export const TotpCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.totpCode' })
    .max(TEXT_LIMITS.code, { error: 'validation.tooLong' }),
});
export type TotpCodeInput = z.infer<typeof TotpCodeInputSchema>;

/** The second login step: a code from the authenticator app or one recovery code. */
export const SecondFactorVerifyInputSchema = z.object({
  code: z
    .string()
    .trim()
    .max(TEXT_LIMITS.code, { error: 'validation.tooLong' })
    .refine((text) => isTotpCode(text) || RECOVERY_CODE.test(normalizeRecoveryCode(text)), {
      error: 'validation.secondFactorCode',
    }),
});
export type SecondFactorVerifyInput = z.infer<typeof SecondFactorVerifyInputSchema>;

/** POST /api/second-factor/enrol: what the authenticator app needs (QR code of the URI, or the secret typed in). */
/**
 * The longest `otpauth://` URI an enrolment hands out: the issuer (the city's name, at most
 * TEXT_LIMITS.name characters, and the portal's) twice and the account's email, every character
 * percent-encoded to at most 9, the secret and the fixed parameters come to under 6,200.
 */
export const OTPAUTH_URI_MAX_LENGTH = 8 * 1024;

export const TotpEnrolmentSchema = z.object({
  /** `otpauth://totp/…`, shown as a QR code. */
  otpauthUri: z.string().max(OTPAUTH_URI_MAX_LENGTH),
  /** The base32 secret, for manual entry (160 bits: 32 characters). */
  secret: z.string().max(TEXT_LIMITS.code),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

/** Recovery codes as handed out, `ABCD-EFGH-IJKL-MNOP`. */
const RecoveryCodeListSchema = z.array(z.string().max(TEXT_LIMITS.code)).max(RECOVERY_CODE_COUNT);

/** New recovery codes, shown once and never again. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: RecoveryCodeListSchema });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/**
 * The answer of a completed second step: a login-shaped response with fresh tokens (the pending
 * ones end), and after an enrolment the recovery codes.
 */
export const SecondFactorLoginResponseSchema = LoginResponseSchema.extend({
  recoveryCodes: RecoveryCodeListSchema.optional(),
});
export type SecondFactorLoginResponse = z.infer<typeof SecondFactorLoginResponseSchema>;

/** GET /api/second-factor: the caller's second-factor state (account security screen). */
export const SecondFactorStatusSchema = z.object({
  /** The caller's role must sign in with a second factor (STAFF_TOTP_ROLES). */
  required: z.boolean(),
  enrolled: z.boolean(),
  /** Unused recovery codes. */
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;
