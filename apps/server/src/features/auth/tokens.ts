import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new opaque token: 256 random bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token; only hashes reach the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an Authorization value or check/token payload: "bearer xxx", "Bearer xxx" or "xxx". */
export function parseBearer(value: string | undefined | null): string | null {
  if (!value) return null;
  const match = /^\s*(?:bearer\s+)?(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

/** Compares two secrets in constant time (for equal lengths; length itself is not secret here). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
