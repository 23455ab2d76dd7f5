import { isStaffRole, type Role } from '@cityip/contracts';
import type { Config } from '../../config.js';
import type { SessionKind } from './auth.tables.js';

/**
 * How often `last_seen_at` is written: at most once a minute per session, so an active client
 * costs one small update a minute instead of one per request. The idle timeout, set in minutes,
 * is therefore accurate to its own unit.
 */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

/** What a session's limits are judged on; `role` is the user's live role. */
export interface SessionTimes {
  kind: SessionKind;
  role: Role;
  authenticatedAt: Date;
  lastSeenAt: Date;
}

/**
 * Why a user session is over although its tokens have not expired (security case 6), or null:
 * `idle` when a staff session saw no request for STAFF_IDLE_TIMEOUT_MINUTES, `absolute` when the
 * login is older than STAFF_SESSION_ABSOLUTE_HOURS (staff) or SESSION_ABSOLUTE_HOURS (others),
 * however often it was refreshed. Visitor and database tokens have no refresh token, so their
 * own expiry already bounds them.
 */
export function sessionLimitReached(config: Config, times: SessionTimes, now = Date.now()): 'idle' | 'absolute' | null {
  if (times.kind !== 'user') return null;
  const staff = isStaffRole(times.role);
  const absoluteHours = staff ? config.staffSessionAbsoluteHours : config.sessionAbsoluteHours;
  if (now - times.authenticatedAt.getTime() >= absoluteHours * 3_600_000) return 'absolute';
  if (staff && now - times.lastSeenAt.getTime() >= config.staffIdleTimeoutMinutes * 60_000) return 'idle';
  return null;
}

/** Whether this request should record the session's activity (see LAST_SEEN_WRITE_INTERVAL_MS). */
export function isActivityStale(times: SessionTimes, now = Date.now()): boolean {
  return times.kind === 'user' && now - times.lastSeenAt.getTime() >= LAST_SEEN_WRITE_INTERVAL_MS;
}
