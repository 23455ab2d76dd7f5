import { isStaffRole } from '@cityip/contracts';
import { send } from '../api/transport.js';
import { onInteraction } from './activity.js';
import { getSession } from './session-store.js';

/**
 * At most one keep-alive request per this interval. The server ends a staff session after
 * STAFF_IDLE_TIMEOUT_MINUTES (default 30) without a request, and counts activity to the minute.
 */
export const KEEP_ALIVE_MS = 2 * 60_000;

/**
 * The server sees only requests, so a member of staff writing a long article for half an hour
 * would look idle and lose the session on saving. While a staff user interacts with the page,
 * a light request tells the server so; an unattended screen sends nothing and times out (security
 * case 6). Returns the stop function.
 */
export function startStaffKeepAlive(): () => void {
  let lastPing = Date.now();
  return onInteraction(() => {
    const session = getSession();
    const now = Date.now();
    if (!session.token || !isStaffRole(session.role) || now - lastPing < KEEP_ALIVE_MS) return;
    lastPing = now;
    // The answer does not matter here: a session that is already over shows on the next real request.
    send({ url: '/account/me', authorization: session.token }).catch(() => undefined);
  });
}
