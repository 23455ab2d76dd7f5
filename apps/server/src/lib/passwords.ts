import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config.js';

/** Hashes a password with argon2id (the library's default algorithm) and the configured cost. */
export function hashPassword(password: string, params: Config['argon2']): Promise<string> {
  return hash(password, params);
}

/** Whether `password` matches the stored argon2 hash; a malformed hash counts as no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
