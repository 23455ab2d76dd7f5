/** What the session keeper should do about the user token right now. */
export type RefreshDecision = 'none' | 'wait' | 'refresh' | 'idle' | 'expired';

export interface RefreshInput {
  now: number;
  hasUserToken: boolean;
  /** Absolute expiry of the user token (epoch ms); 0 = unknown. */
  tokenExpiresAt: number;
  /** Stored lifetime of the token in hours. */
  lifetimeHours: number;
  refreshExpiresAt: number;
  hasRefreshToken: boolean;
  lastActivityAt: number;
}

/**
 * How long before expiry the token is refreshed: 5 % of its lifetime but at least a minute
 * (background tabs run timers about once a minute), and never more than half the lifetime.
 */
export function refreshLeadMs(lifetimeMs: number): number {
  return Math.min(Math.max(60_000, lifetimeMs * 0.05), lifetimeMs / 2);
}

/**
 * The refresh rule: in the last stretch before expiry, refresh if the user was active since the
 * token was issued; an idle user's token is left to expire (that is the idle logout).
 */
export function decideRefresh(input: RefreshInput): RefreshDecision {
  if (!input.hasUserToken || !input.tokenExpiresAt || input.lifetimeHours <= 0) return 'none';
  if (input.now >= input.tokenExpiresAt) return 'expired';
  const lifetimeMs = input.lifetimeHours * 3_600_000;
  if (input.now < input.tokenExpiresAt - refreshLeadMs(lifetimeMs)) return 'wait';
  const issuedAt = input.tokenExpiresAt - lifetimeMs;
  const canRefresh = input.hasRefreshToken && input.refreshExpiresAt > input.now;
  return canRefresh && input.lastActivityAt >= issuedAt ? 'refresh' : 'idle';
}
