import { WATCH_KINDS, type WatchKind } from '@cityip/contracts';
import type { Config } from '../../config.js';
import { readToken, signToken } from '../../lib/signed-token.js';

/**
 * The token of a digest mail's unsubscribe link: `<kind>.<id>.<HMAC>`, signed under the data key
 * with a key of its own purpose (`watch-unsubscribe`), so no other signed token of the portal (a
 * consultation look-up token) is ever taken for one, and it names exactly one saved search or
 * industry watch. It does not expire: an unsubscribe link must work in a mail read months later,
 * and all it can do is stop mails to the person it was sent to.
 */
const PURPOSE = 'watch-unsubscribe';

/** The unsubscribe token of one watch. */
export function signUnsubscribeToken(config: Pick<Config, 'dataEncryptionKey'>, kind: WatchKind, id: string): string {
  return signToken(config, PURPOSE, [kind, id]);
}

/** The watch a token names, or null when it is malformed, forged or altered. */
export function readUnsubscribeToken(
  config: Pick<Config, 'dataEncryptionKey'>,
  token: string,
): { kind: WatchKind; id: string } | null {
  const parts = readToken(config, PURPOSE, token, 2);
  if (!parts) return null;
  const [kind, id] = parts as [string, string];
  const known = WATCH_KINDS.find((each) => each === kind);
  return known ? { kind: known, id } : null;
}
