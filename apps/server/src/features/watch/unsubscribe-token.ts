import { createHmac, timingSafeEqual } from 'node:crypto';
import { WATCH_KINDS, type WatchKind } from '@cityip/contracts';
import type { Config } from '../../config.js';

/**
 * The token of a digest mail's unsubscribe link: `<kind>.<id>.<HMAC>`, signed under the data key
 * with a key of its own purpose (`watch-unsubscribe`), so no other signed token of the portal (a
 * consultation look-up token) is ever taken for one, and it names exactly one saved search or
 * industry watch. It does not expire: an unsubscribe link must work in a mail read months later,
 * and all it can do is stop mails to the person it was sent to.
 */
const PURPOSE = 'watch-unsubscribe';

function mac(config: Pick<Config, 'dataEncryptionKey'>, body: string): string {
  return createHmac('sha256', `cityip-${PURPOSE}:${config.dataEncryptionKey}`).update(body).digest('base64url');
}

/** The unsubscribe token of one watch. */
export function signUnsubscribeToken(config: Pick<Config, 'dataEncryptionKey'>, kind: WatchKind, id: string): string {
  const body = `${kind}.${id}`;
  return `${body}.${mac(config, body)}`;
}

/** The watch a token names, or null when it is malformed, forged or altered. */
export function readUnsubscribeToken(
  config: Pick<Config, 'dataEncryptionKey'>,
  token: string,
): { kind: WatchKind; id: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [kind, id, given] = parts as [string, string, string];
  const expected = Buffer.from(mac(config, `${kind}.${id}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const known = WATCH_KINDS.find((each) => each === kind);
  return known ? { kind: known, id } : null;
}
