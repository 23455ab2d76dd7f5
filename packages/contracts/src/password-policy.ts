import { z } from 'zod';

/** Counts the character classes (upper, lower, digit, symbol) present in a password. */
export function passwordClassCount(password: string): number {
  return [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

/** Password policy: 8–64 characters with at least three of the four classes. */
export const PasswordSchema = z
  .string()
  .min(8, { error: 'validation.password' })
  .max(64, { error: 'validation.password' })
  .refine((value) => passwordClassCount(value) >= 3, { error: 'validation.password' });
