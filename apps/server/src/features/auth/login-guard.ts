import { LOGIN_GUARD } from '@cityip/contracts';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../accounts/accounts.tables.js';
import { loginFailures } from './auth.tables.js';

const WINDOW_MS = LOGIN_GUARD.windowMinutes * 60_000;
const LOCK_MS = LOGIN_GUARD.lockMinutes * 60_000;

/** Brute-force state of one email address. */
export interface GuardState {
  captchaRequired: boolean;
  lockedUntil: Date | null;
}

/**
 * Serialises the login attempts of one email until the caller's transaction ends, on every
 * server instance sharing the database (an advisory lock: no row needs to exist yet, and an
 * unknown address is guarded like a known one).
 */
export async function lockLoginAttempts(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${email}`}))`);
}

/**
 * The guard state of an email. For a registered account the lock lives on the user row (so the
 * back office can show and clear it); for an unknown address on its failure row, so both answer
 * the same way and the response does not reveal which addresses exist.
 */
export async function readGuardState(
  db: Db,
  email: string,
  userLockedUntil: Date | null | undefined,
): Promise<GuardState> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.email, email)).limit(1);
  const lock = userLockedUntil === undefined ? (row?.lockedUntil ?? null) : userLockedUntil;
  return {
    captchaRequired: (row?.failures ?? 0) >= LOGIN_GUARD.captchaAfterFailures,
    lockedUntil: lock && lock.getTime() > Date.now() ? lock : null,
  };
}

/**
 * Counts one failed login. Failures inside one 15-minute window add up to the lock; the count
 * since the last success decides the captcha. Returns the state after this failure.
 */
export async function recordLoginFailure(db: Db, email: string, isUser: boolean): Promise<GuardState> {
  const now = new Date();
  // Dates go in as ISO text: both drivers bind it identically.
  const windowStart = sql`${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginFailures)
    .values({ email, failures: 1, windowStartedAt: now, windowFailures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: sql`${loginFailures.failures} + 1`,
        windowFailures: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.windowFailures} + 1 end`,
        windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then ${nowSql} else ${loginFailures.windowStartedAt} end`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('login failure upsert returned no row');
  let lockedUntil: Date | null = null;
  if (row.windowFailures >= LOGIN_GUARD.lockAfterFailures) {
    lockedUntil = new Date(now.getTime() + LOCK_MS);
    // A lock starts a fresh window, so the next failure after it ends does not relock at once.
    await db
      .update(loginFailures)
      .set({ lockedUntil, windowFailures: 0, windowStartedAt: now })
      .where(eq(loginFailures.email, email));
    if (isUser) await db.update(users).set({ lockedUntil }).where(eq(users.email, email));
  }
  return { captchaRequired: row.failures >= LOGIN_GUARD.captchaAfterFailures, lockedUntil };
}

/** Forgets the failures of an email after a successful login. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
  await db
    .update(users)
    .set({ lockedUntil: null })
    .where(and(eq(users.email, email), isNotNull(users.lockedUntil)));
}

/** Lifts a lock early (back-office unlock): the account may try again, with a captcha. */
export async function unlockLogin(db: Db, email: string): Promise<void> {
  await db.update(loginFailures).set({ lockedUntil: null, windowFailures: 0 }).where(eq(loginFailures.email, email));
  await db.update(users).set({ lockedUntil: null }).where(eq(users.email, email));
}

/** Drops failure rows that no longer lock anything and are a day old. */
export async function purgeLoginFailures(db: Db): Promise<void> {
  const now = new Date();
  await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.updatedAt, new Date(now.getTime() - 24 * 3600_000)),
        or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, now)),
      ),
    );
}
