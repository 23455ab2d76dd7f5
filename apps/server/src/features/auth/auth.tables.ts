import type { Role } from '@cityip/contracts';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

export type SessionKind = 'visitor' | 'user' | 'database';
/**
 * Why a session ended; only `replaced` is reported to the client as "logged in elsewhere".
 * `rotated`: its refresh token was exchanged for a new pair, so its access token ends too.
 * `second-factor`: an administrator reset the account's second factor (it must enrol again).
 */
export type RevokeReason = 'replaced' | 'logout' | 'reuse' | 'disabled' | 'password' | 'rotated' | 'second-factor';

/**
 * One issued access token (and, for users, its refresh token). Tokens are stored as sha256
 * hashes. Rotating a refresh token inserts a new row in the same family and marks the old
 * refresh token used, so presenting it again is detectable as reuse.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    kind: text('kind').$type<SessionKind>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Role of visitor and machine sessions; a user's role is read live from `users`. */
    role: text('role').$type<Role>().notNull(),
    /** Display name of visitor and machine sessions. */
    name: text('name').notNull(),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    refreshTokenHash: text('refresh_token_hash').unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    refreshUsedAt: timestamp('refresh_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason').$type<RevokeReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the password (or SSO) login behind this refresh family happened: the absolute lifetime counts from it. */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last request with this access token, written at most once a minute (staff idle timeout). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When this login passed the second factor (security case 3); null: not (yet). Whether a null
     * blocks the session is decided per request from the live role and STAFF_TOTP_ROLES, so a role
     * raised later or the setting switched on never lets a session through without the code.
     */
    mfaVerifiedAt: timestamp('mfa_verified_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_family_id_idx').on(table.familyId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** Image captchas: single use (deleted when checked), expire after CAPTCHA_TTL_SECONDS. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-case answer; the check is case-insensitive. */
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Failed logins per email, known or not, so an unknown address behaves exactly like a known one.
 * `failures` counts since the last success (captcha rule); `windowFailures` counts inside the
 * current 15-minute window (lock rule).
 */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  windowFailures: integer('window_failures').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
