import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.js';

/**
 * Stateless signed tokens of the form `<part>.<part>….<HMAC>`, each kind under a key of its own
 * purpose derived from the data key, so a token of one purpose (a consultation look-up) is never
 * taken for another (an unsubscribe link). Parts must not contain `.`.
 */
type KeyConfig = Pick<Config, 'dataEncryptionKey'>;

function mac(config: KeyConfig, purpose: string, body: string): string {
  return createHmac('sha256', `cityip-${purpose}:${config.dataEncryptionKey}`).update(body).digest('base64url');
}

/** The token of `parts` for `purpose`. */
export function signToken(config: KeyConfig, purpose: string, parts: readonly string[]): string {
  const body = parts.join('.');
  return `${body}.${mac(config, purpose, body)}`;
}

/**
 * The `count` parts a token of `purpose` carries, or null when it has another shape or its
 * signature does not match (forged, altered, or of another purpose); compared in constant time.
 */
export function readToken(config: KeyConfig, purpose: string, token: string, count: number): string[] | null {
  const parts = token.split('.');
  if (parts.length !== count + 1) return null;
  const given = Buffer.from(parts.pop() as string);
  const expected = Buffer.from(mac(config, purpose, parts.join('.')));
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null;
}
