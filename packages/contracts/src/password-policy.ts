import { z } from 'zod';
import { PASSWORD_SUFFIX_LENGTH } from './constants.js';

/**
 * The longest password any form accepts (security case 2: at least 64); its transport ciphertext
 * is at most {@link PASSWORD_CIPHER_MAX_LENGTH} characters.
 */
export const PASSWORD_MAX_LENGTH = 64;

/** AES encrypts blocks of 16 bytes; PKCS7 always pads, by a whole block when the text fills its last one. */
const AES_BLOCK_BYTES = 16;
/** The most UTF-8 bytes of the text encrypted: three per UTF-16 unit at most, and the ASCII suffix. */
const PASSWORD_PLAIN_MAX_BYTES = PASSWORD_MAX_LENGTH * 3 + PASSWORD_SUFFIX_LENGTH;

/**
 * The longest transport ciphertext (password-codec.ts) of a password of at most
 * {@link PASSWORD_MAX_LENGTH} characters: its padded AES blocks in base64 (280 characters).
 */
export const PASSWORD_CIPHER_MAX_LENGTH =
  Math.ceil(((Math.floor(PASSWORD_PLAIN_MAX_BYTES / AES_BLOCK_BYTES) + 1) * AES_BLOCK_BYTES) / 3) * 4;

/** A password as it travels: the transport ciphertext, never plain text. */
function passwordCipher(params?: { error: 'validation.required' }) {
  return z
    .string(params)
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_CIPHER_MAX_LENGTH, { error: 'validation.tooLong' });
}

/** The password of the account forms: a value that is no string reads as missing. */
export const PasswordCipherSchema = passwordCipher({ error: 'validation.required' });
/** The password of the login, the SSO link and the expired-password change: zod names a wrong type. */
export const LoginPasswordCipherSchema = passwordCipher();

/** The longest single-use ticket a form sends back; the server's are 43 characters (generateToken). */
export const TICKET_MAX_LENGTH = 128;

/** A single-use ticket the server handed out with a refusal, sent back with a password. */
export const TicketSchema = z
  .string()
  .min(1, { error: 'validation.required' })
  .max(TICKET_MAX_LENGTH, { error: 'validation.tooLong' });

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
export const PasswordExpiredSchema = z.object({
  ticket: z.string().max(TICKET_MAX_LENGTH),
  maxAgeDays: z.number().int(),
});
export type PasswordExpired = z.infer<typeof PasswordExpiredSchema>;

/** POST /api/password/expired: the ticket and the new password as transport ciphertext. */
export const ExpiredPasswordChangeInputSchema = z.object({ ticket: TicketSchema, password: LoginPasswordCipherSchema });
export type ExpiredPasswordChangeInput = z.infer<typeof ExpiredPasswordChangeInputSchema>;
