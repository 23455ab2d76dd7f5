import type { Locale } from '@cityip/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldRefusal } from './errors.js';

let common: ReadonlySet<string> | undefined;
/** The ~49,000 most common passwords of zxcvbn, lower-case; built on first use, not at import. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/**
 * The forms of a password an attacker's list covers: lower-cased as typed, and with the digits
 * and symbols people bolt on at either end taken off ("Password123!" is "password").
 */
function guessableForms(password: string): string[] {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return core && core !== lower ? [lower, core] : [lower];
}

/**
 * Whether a new password is on the common-password list (security case 2) or is the holder's
 * own email local part in either form above.
 */
export function isCommonPassword(password: string, email: string | null): boolean {
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  const list = commonPasswords();
  return guessableForms(password).some((form) => list.has(form) || (local !== '' && form === local));
}

/** Refuses (400, `field` named, translated) a new password {@link isCommonPassword} flags. */
export function assertUncommonPassword(locale: Locale, password: string, email: string | null, field: string): void {
  if (isCommonPassword(password, email)) {
    throw fieldRefusal(locale, [{ field, message: 'validation.passwordCommon' }]);
  }
}
