import { createHmac } from 'node:crypto';
import { CONSULT_LIMITS, type ConsultContactChannel } from '@cityip/contracts';
import type { Config } from '../../config.js';
import { readToken, signToken } from '../../lib/signed-token.js';

/**
 * The asker's contact is personal data: the row keeps it sealed with the secret box and, for the
 * look-up by query number, a keyed hash of its normalised form. Keyed (HMAC under the data key)
 * because a plain hash of a phone number is reversed by trying all of them.
 */
export function contactKey(config: Pick<Config, 'dataEncryptionKey'>, channel: ConsultContactChannel, contact: string) {
  return createHmac('sha256', `cityip-consult-contact:${config.dataEncryptionKey}`)
    .update(`${channel}:${contact.trim().toLowerCase()}`)
    .digest('hex');
}

const LOOKUP_PURPOSE = 'consult-lookup';

/**
 * A look-up token: `<consultation id>.<expiry in ms>.<HMAC>`, handed to a visitor who proved the
 * contact of a question, so they can rate its reply without an account. Stateless: it cannot be
 * revoked, hence the short life ({@link CONSULT_LIMITS.lookupTokenMinutes}).
 */
export function signLookupToken(
  config: Pick<Config, 'dataEncryptionKey'>,
  consultationId: string,
  now: Date,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + CONSULT_LIMITS.lookupTokenMinutes * 60_000);
  return { token: signToken(config, LOOKUP_PURPOSE, [consultationId, String(expiresAt.getTime())]), expiresAt };
}

/** The consultation a look-up token is bound to, or null when it is forged, altered or expired. */
export function readLookupToken(
  config: Pick<Config, 'dataEncryptionKey'>,
  token: string,
  now: Date,
): { consultationId: string } | null {
  const [consultationId, expiry] = readToken(config, LOOKUP_PURPOSE, token, 2) ?? [];
  if (!consultationId || !expiry) return null;
  if (!/^\d+$/.test(expiry) || Number(expiry) <= now.getTime()) return null;
  return { consultationId };
}
