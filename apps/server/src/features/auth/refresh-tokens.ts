import type { Role } from '@cityip/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../accounts/accounts.tables.js';
import { roleNeedsSecondFactor } from '../second-factor/second-factor-policy.js';
import { sessions } from './auth.tables.js';
import { sessionLimitReached } from './session-lifetime.js';
import { type IssuedTokens, issueSession, revokeFamily } from './sessions.js';
import { hashToken } from './tokens.js';

/** How long a just-rotated refresh token may come back without counting as theft. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** Outcome of presenting a refresh token. */
export type RefreshOutcome =
  | { status: 'ok'; tokens: IssuedTokens; user: { id: string; email: string; name: string; role: Role } }
  | { status: 'invalid' | 'replaced' | 'reused' };

/**
 * Rotates a refresh token: the presented one is marked used, its access token is revoked (the
 * client switches to the new pair at once, so an old copy must not keep working until it expires),
 * and a new pair is issued in the same family.
 *
 * A used refresh token presented again normally means someone kept a copy, so the whole family
 * dies. Except within {@link REFRESH_REUSE_GRACE_MS} of its rotation: two tabs of one browser
 * refreshing at the same moment both send the same token, and the loser must not log the user
 * out. It gets a fresh sibling pair in the same family; the winner's pair stays valid (revoking
 * it would log the winner out instead). Returning the winner's very pair is impossible since only
 * hashes are stored, and keeping plain tokens around for that would store live credentials. The
 * price: a copy replayed within those 30 seconds is not detected as theft. Both branches share
 * the family and the user, so logout, a new login or a detected reuse still end them together.
 */
export async function rotateRefreshToken(db: Db, config: Config, refreshToken: string): Promise<RefreshOutcome> {
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    // Locked, so two simultaneous presentations of one token are decided one after the other.
    const [row] = await tx
      .select({
        id: sessions.id,
        familyId: sessions.familyId,
        revokedAt: sessions.revokedAt,
        revokedReason: sessions.revokedReason,
        refreshExpiresAt: sessions.refreshExpiresAt,
        refreshUsedAt: sessions.refreshUsedAt,
        mfaVerifiedAt: sessions.mfaVerifiedAt,
        authenticatedAt: sessions.authenticatedAt,
        lastSeenAt: sessions.lastSeenAt,
        user: { id: users.id, email: users.email, name: users.name, role: users.role, status: users.status },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.refreshTokenHash, hashToken(refreshToken)), eq(sessions.kind, 'user')))
      .limit(1)
      .for('update');
    if (!row) return { status: 'invalid' };
    // Security case 3: a login still owing its second factor is not renewed; it logs in again.
    if (!row.mfaVerifiedAt && roleNeedsSecondFactor(config.staffTotpRoles, row.user.role)) return { status: 'invalid' };
    // An idle staff session or a login past its absolute lifetime cannot be revived by refreshing.
    const withinLimits = !sessionLimitReached(config, {
      kind: 'user',
      role: row.user.role,
      authenticatedAt: row.authenticatedAt,
      lastSeenAt: row.lastSeenAt,
    });
    const usable =
      row.refreshExpiresAt !== null &&
      row.refreshExpiresAt.getTime() > Date.now() &&
      row.user.status === 'enabled' &&
      withinLimits;
    if (row.refreshUsedAt) {
      if (Date.now() - row.refreshUsedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
        await revokeFamily(tx, row.familyId, 'reuse');
        return { status: 'reused' };
      }
      // Within the grace window, but the family may have ended since (logout, new login).
      if (!usable || !(await isFamilyLive(tx, row.familyId))) return { status: 'invalid' };
    } else {
      if (row.revokedAt) return { status: row.revokedReason === 'replaced' ? 'replaced' : 'invalid' };
      if (!usable) return { status: 'invalid' };
      const now = new Date();
      await tx
        .update(sessions)
        .set({ refreshUsedAt: now, revokedAt: now, revokedReason: 'rotated' })
        .where(eq(sessions.id, row.id));
    }
    const tokens = await issueSession(tx, config, {
      kind: 'user',
      userId: row.user.id,
      role: row.user.role,
      name: row.user.name,
      familyId: row.familyId,
      authenticatedAt: row.authenticatedAt,
      lastSeenAt: row.lastSeenAt,
      // The second factor belongs to the login, not to one token pair.
      mfaVerifiedAt: row.mfaVerifiedAt,
    });
    return { status: 'ok', tokens, user: row.user };
  });
}

/** Whether a refresh family still has a session that was not revoked. */
async function isFamilyLive(tx: Db, familyId: string): Promise<boolean> {
  const [live] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
    .limit(1);
  return live !== undefined;
}
