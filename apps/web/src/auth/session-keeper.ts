import { Code } from '@cityip/contracts';
import { isEnvelope } from '../api/api-error.js';
import { expireUserSession, handleSessionInvalid } from '../api/session-notices.js';
import { send } from '../api/transport.js';
import { lastActivity, onInteraction } from './activity.js';
import { decideRefresh, type RefreshDecision, refreshLeadMs } from './refresh-decision.js';
import { type LoginResult, saveLoginResult } from './session-actions.js';
import { getSession, readFreshSession, subscribeSession } from './session-store.js';
import { startStaffKeepAlive } from './staff-keep-alive.js';

/** After a refresh that failed on the network, wait this long before trying again. */
const NETWORK_RETRY_MS = 30_000;
/** setTimeout keeps 32-bit delays; longer ones fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;

let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<void> | null = null;
let retryNotBefore = 0;
let stopFns: Array<() => void> = [];

function decisionNow(now = Date.now()): RefreshDecision {
  const s = getSession();
  if (now < retryNotBefore && s.tokenExpiresAt > now) return 'wait';
  return decideRefresh({
    now,
    hasUserToken: s.token !== '',
    tokenExpiresAt: s.tokenExpiresAt,
    lifetimeHours: s.expiresIn,
    refreshExpiresAt: s.refreshExpiresAt,
    hasRefreshToken: s.refreshToken !== '',
    lastActivityAt: lastActivity(),
  });
}

async function refreshInsideLock(staleRefreshToken: string): Promise<void> {
  // Another tab may have refreshed while this one waited for the lock: its pair is already ours.
  const fresh = readFreshSession();
  if (fresh.refreshToken !== staleRefreshToken || decisionNow() !== 'refresh') return;
  let response: Awaited<ReturnType<typeof send>>;
  try {
    response = await send({ url: '/oauth/refresh', method: 'POST', data: { refresh_token: staleRefreshToken } });
  } catch {
    retryNotBefore = Date.now() + NETWORK_RETRY_MS;
    return;
  }
  const body = isEnvelope(response.body) ? response.body : null;
  if (response.ok && body && saveLoginResult(body as LoginResult)) return;
  if (response.status >= 500) {
    retryNotBefore = Date.now() + NETWORK_RETRY_MS;
    return;
  }
  // Body code 401 means the session was replaced (logged in elsewhere): the spec's business-401
  // rule for a real user (warning, storage cleared, back to the root), not the 1401-style modal.
  if (response.ok && body?.code === Code.UNAUTHORIZED) {
    handleSessionInvalid();
    return;
  }
  // HTTP 401 (refresh token revoked, reused or expired): the session is over; the modal leads to login.
  expireUserSession();
}

function withRefreshLock(task: () => Promise<void>): Promise<void> {
  // Tabs share one refresh token; a second use would revoke the session family (rotation).
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  return locks ? locks.request('cityip-token-refresh', task) : task();
}

/** Refreshes the user token now (single flight): POST /api/oauth/refresh with the refresh token. */
export function refreshUserToken(): Promise<void> {
  if (!inFlight) {
    const stale = getSession().refreshToken;
    inFlight = withRefreshLock(() => refreshInsideLock(stale)).finally(() => {
      inFlight = null;
      schedule();
    });
  }
  return inFlight;
}

function expireIfStillExpired(): void {
  const fresh = readFreshSession();
  if (fresh.token && fresh.tokenExpiresAt && Date.now() >= fresh.tokenExpiresAt) expireUserSession();
}

function check(): void {
  const decision = decisionNow();
  if (decision === 'refresh') void refreshUserToken();
  else if (decision === 'expired') expireIfStillExpired();
  else schedule();
}

function schedule(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (stopFns.length === 0) return;
  const now = Date.now();
  const s = getSession();
  const decision = decisionNow(now);
  if (decision === 'none') return;
  let delay = 0;
  if (decision === 'wait') {
    const refreshAt = s.tokenExpiresAt - refreshLeadMs(s.expiresIn * 3_600_000);
    delay = Math.max(refreshAt, retryNotBefore) - now;
  } else if (decision === 'idle') {
    // Idle so far: expire at the end unless an interaction or a request comes first.
    delay = s.tokenExpiresAt - now;
  }
  timer = setTimeout(check, Math.min(Math.max(delay, 0), MAX_DELAY_MS));
}

/**
 * Called before a request goes out with the user token: an active user in the last stretch of the
 * token's life gets a fresh token first, so work is never interrupted by an expiry.
 */
export async function ensureFreshUserToken(): Promise<void> {
  if (inFlight) return inFlight;
  if (decisionNow() === 'refresh') await refreshUserToken();
}

/** Starts watching the user token (timers, interactions, session changes); returns the stop function. */
export function startSessionKeeper(): () => void {
  if (stopFns.length === 0) {
    stopFns = [subscribeSession(schedule), onInteraction(check), startStaffKeepAlive()];
    check();
  }
  return stopSessionKeeper;
}

/** Stops the keeper (tests, page teardown). */
export function stopSessionKeeper(): void {
  for (const stop of stopFns) stop();
  stopFns = [];
  if (timer) clearTimeout(timer);
  timer = null;
  retryNotBefore = 0;
}
