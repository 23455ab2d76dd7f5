import { randomUUID } from 'node:crypto';
import type { Role } from '@cityip/contracts';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { users } from '../accounts/accounts.tables.js';
import { type RevokeReason, type SessionKind, sessions } from './auth.tables.js';
import { isActivityStale, sessionLimitReached } from './session-lifetime.js';
import { generateToken, hashToken } from './tokens.js';

export interface IssuedTokens {
  sessionId: string;
  familyId: string;
  accessToken: string;
  /** Empty for visitor and database tokens, which are simply fetched again. */
  refreshToken: string;
  expiresIn: number;
}

interface IssueOptions {
  kind: SessionKind;
  userId: string | null;
  role: Role;
  name: string;
  /** Continue a refresh family (rotation); a new family otherwise. */
  familyId?: string;
  /** Rotation keeps the login's time and last activity: a refresh is not the user being active. */
  authenticatedAt?: Date;
  lastSeenAt?: Date;
  /** When the login passed the second factor (security case 3); carried over by refresh rotation. */
  mfaVerifiedAt?: Date | null;
}

/** Creates a session row and returns its plain tokens (shown once, stored hashed). */
export async function issueSession(db: Db, config: Config, options: IssueOptions): Promise<IssuedTokens> {
  const accessToken = generateToken();
  const withRefresh = options.kind === 'user';
  const refreshToken = withRefresh ? generateToken() : '';
  const now = Date.now();
  const familyId = options.familyId ?? randomUUID();
  const [row] = await db
    .insert(sessions)
    .values({
      familyId,
      kind: options.kind,
      userId: options.userId,
      role: options.role,
      name: options.name,
      accessTokenHash: hashToken(accessToken),
      refreshTokenHash: withRefresh ? hashToken(refreshToken) : null,
      accessExpiresAt: new Date(now + config.accessTokenTtlSeconds * 1000),
      refreshExpiresAt: withRefresh ? new Date(now + config.refreshTokenTtlSeconds * 1000) : null,
      mfaVerifiedAt: options.mfaVerifiedAt ?? null,
      authenticatedAt: options.authenticatedAt ?? new Date(now),
      lastSeenAt: options.lastSeenAt ?? new Date(now),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { sessionId: row.id, familyId, accessToken, refreshToken, expiresIn: config.accessTokenTtlSeconds };
}

/**
 * Starts the one live session of a real user: older sessions of that user (any kind) are revoked
 * as `replaced`, which their holders are told as "logged in on another device". The user row is
 * locked so two simultaneous logins cannot both survive.
 */
export async function startUserSession(
  db: Db,
  config: Config,
  user: { id: string; role: Role; name: string },
  options: Pick<IssueOptions, 'mfaVerifiedAt'> = {},
): Promise<IssuedTokens> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    await revokeUserSessions(tx, user.id, 'replaced');
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    return issueSession(tx, config, { kind: 'user', userId: user.id, role: user.role, name: user.name, ...options });
  });
}

/**
 * Revokes every live session of a user (after disable, password reset, or a new login), but
 * `keepSessionId` when given (a password change ends the other sessions, not the caller's).
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: RevokeReason,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

/** Revokes a whole refresh family (logout, or a stolen refresh token presented twice). */
export async function revokeFamily(db: Db, familyId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Outcome of looking up an access token. */
export type ResolvedToken =
  | { status: 'ok'; auth: AuthContext; familyId: string; expiresAt: Date }
  | { status: 'unknown' | 'expired' | 'revoked' | 'replaced' };

/**
 * Finds the live session behind an access token; a user's role and status are read live, and a
 * user session past its idle or absolute limit counts as expired (session-lifetime.ts).
 */
export async function resolveAccessToken(db: Db, config: Config, token: string): Promise<ResolvedToken> {
  const [row] = await db
    .select({
      id: sessions.id,
      familyId: sessions.familyId,
      kind: sessions.kind,
      userId: sessions.userId,
      role: sessions.role,
      name: sessions.name,
      accessExpiresAt: sessions.accessExpiresAt,
      revokedReason: sessions.revokedReason,
      revokedAt: sessions.revokedAt,
      userRole: users.role,
      userEmail: users.email,
      userName: users.name,
      userStatus: users.status,
      mfaVerifiedAt: sessions.mfaVerifiedAt,
      authenticatedAt: sessions.authenticatedAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.accessTokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { status: 'unknown' };
  // "Logged in elsewhere" is for the person's own session only: a stale database token just
  // gets HTTP 401, so the client fetches a new one instead of logging the (new) user out.
  if (row.revokedAt)
    return { status: row.revokedReason === 'replaced' && row.kind === 'user' ? 'replaced' : 'revoked' };
  if (row.accessExpiresAt.getTime() <= Date.now()) return { status: 'expired' };
  if (row.userId && row.userStatus !== 'enabled') return { status: 'revoked' };
  const isPerson = row.userId !== null && row.userRole !== null;
  const role = isPerson && row.userRole ? row.userRole : row.role;
  const times = { kind: row.kind, role, authenticatedAt: row.authenticatedAt, lastSeenAt: row.lastSeenAt };
  if (sessionLimitReached(config, times)) return { status: 'expired' };
  if (isActivityStale(times)) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.id));
  }
  return {
    status: 'ok',
    familyId: row.familyId,
    expiresAt: row.accessExpiresAt,
    auth: {
      sessionId: row.id,
      kind: row.kind,
      userId: row.userId,
      role,
      email: isPerson ? row.userEmail : null,
      name: isPerson && row.userName ? row.userName : row.name,
      secondFactorVerified: row.mfaVerifiedAt !== null,
      expiresAt: row.accessExpiresAt,
    },
  };
}

/** Deletes sessions whose access and refresh lifetimes are both over (they can only say "unknown"). */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  const now = new Date();
  await db
    .delete(sessions)
    .where(
      and(lt(sessions.accessExpiresAt, now), or(isNull(sessions.refreshExpiresAt), lt(sessions.refreshExpiresAt, now))),
    );
}
