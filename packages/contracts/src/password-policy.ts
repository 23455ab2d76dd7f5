import { z } from 'zod';

/**
 * The longest password any form accepts (security case 2: at least 64). The bound keeps the
 * transport ciphertext under its 512-character limit even for three-byte UTF-8 characters.
 */
export const PASSWORD_MAX_LENGTH = 64;

/** Counts the character classes (upper, lower, digit, symbol) present in a password. */
export function passwordClassCount(password: string): number {
  return [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

/**
 * Password policy: 8–64 characters with at least three of the four classes. The common-password
 * deny list needs a 30,000-word dictionary, so only the server applies it.
 */
export const PasswordSchema = z
  .string()
  .min(8, { error: 'validation.password' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.password' })
  .refine((value) => passwordClassCount(value) >= 3, { error: 'validation.password' });

/**
 * The `data` of a login refused with code PASSWORD_EXPIRED: a single-use ticket that lets the
 * staff member who just proved their password set a new one (and only that), and the period.
 */
export const PasswordExpiredSchema = z.object({ ticket: z.string(), maxAgeDays: z.number().int() });
export type PasswordExpired = z.infer<typeof PasswordExpiredSchema>;

/** POST /api/password/expired: the ticket and the new password as transport ciphertext. */
export const ExpiredPasswordChangeInputSchema = z.object({
  ticket: z.string().min(1, { error: 'validation.required' }).max(128),
  password: z.string().min(1, { error: 'validation.required' }).max(512),
});
export type ExpiredPasswordChangeInput = z.infer<typeof ExpiredPasswordChangeInputSchema>;
