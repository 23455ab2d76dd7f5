import { describe, expect, it } from 'vitest';
import { decideRefresh, type RefreshInput, refreshLeadMs } from './refresh-decision.js';

const HOUR = 3_600_000;
const issuedAt = 1_000_000;
const base: RefreshInput = {
  now: issuedAt,
  hasUserToken: true,
  tokenExpiresAt: issuedAt + 2 * HOUR,
  lifetimeHours: 2,
  refreshExpiresAt: issuedAt + 4 * HOUR,
  hasRefreshToken: true,
  lastActivityAt: 0,
};

describe('proactive refresh decision', () => {
  it('refreshes 5 % of the lifetime before expiry, at least a minute, at most half', () => {
    expect(refreshLeadMs(2 * HOUR)).toBe(6 * 60_000);
    expect(refreshLeadMs(10 * 60_000)).toBe(60_000);
    expect(refreshLeadMs(1000)).toBe(500);
  });

  it('waits while the token is young', () => {
    expect(decideRefresh({ ...base, now: issuedAt + HOUR, lastActivityAt: issuedAt + HOUR })).toBe('wait');
  });

  it('refreshes near expiry when the user was active since the token was issued', () => {
    const now = base.tokenExpiresAt - 60_000;
    expect(decideRefresh({ ...base, now, lastActivityAt: issuedAt + 10 })).toBe('refresh');
  });

  it('leaves an idle user’s token to expire', () => {
    const now = base.tokenExpiresAt - 60_000;
    expect(decideRefresh({ ...base, now, lastActivityAt: issuedAt - 1 })).toBe('idle');
    expect(decideRefresh({ ...base, now: base.tokenExpiresAt })).toBe('expired');
  });

  it('cannot refresh without a live refresh token', () => {
    const now = base.tokenExpiresAt - 60_000;
    expect(decideRefresh({ ...base, now, lastActivityAt: now, hasRefreshToken: false })).toBe('idle');
    expect(decideRefresh({ ...base, now, lastActivityAt: now, refreshExpiresAt: now })).toBe('idle');
  });

  it('does nothing for visitors', () => {
    expect(decideRefresh({ ...base, hasUserToken: false })).toBe('none');
  });
});
