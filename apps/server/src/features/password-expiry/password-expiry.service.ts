import { Code, type ExpiredPasswordChangeInput, isStaffRole, type PasswordExpired } from '@cityip/contracts';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { logAccountEvent } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { type UserRow, users } from '../accounts/accounts.tables.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { generateToken, hashToken } from '../auth/tokens.js';
import { readNewPassword } from '../registration/portal-password.js';
import { passwordChangeTickets } from './password-expiry.tables.js';

/** How long the ticket of an expired-password login lets its holder set a new password. */
const TICKET_TTL_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a staff account's password is older than STAFF_PASSWORD_MAX_AGE_DAYS (0: never expires). */
export function isPasswordExpired(
  user: Pick<UserRow, 'role' | 'passwordChangedAt'>,
  maxAgeDays: number,
  now = new Date(),
): boolean {
  if (maxAgeDays === 0 || !isStaffRole(user.role)) return false;
  return now.getTime() - user.passwordChangedAt.getTime() > maxAgeDays * DAY_MS;
}

/**
 * The answer to a correct login whose password expired: no session (nothing but the password
 * change is possible), a single-use ticket for that change instead. Older tickets of the account
 * and expired ones of anybody are dropped, so the table stays small.
 */
export async function expiredPasswordRefusal(tx: Db, config: Config, userId: string): Promise<AppError> {
  const now = new Date();
  await tx.delete(passwordChangeTickets).where(lte(passwordChangeTickets.expiresAt, now));
  await tx.delete(passwordChangeTickets).where(eq(passwordChangeTickets.userId, userId));
  const ticket = generateToken();
  await tx.insert(passwordChangeTickets).values({
    tokenHash: hashToken(ticket),
    userId,
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
  });
  const data: PasswordExpired = { ticket, maxAgeDays: config.staffPasswordMaxAgeDays };
  return new AppError(Code.PASSWORD_EXPIRED, 'error.passwordExpired', { days: data.maxAgeDays }, 200, data);
}

function ticketInvalid(): AppError {
  return new AppError(Code.BAD_REQUEST, 'error.passwordTicketInvalid', {}, 400);
}

/**
 * Sets the new password of an expired-password login: the policy and deny list as everywhere,
 * not the old password again; the ticket is spent and every session of the account ends. The
 * client then logs in with the new password, so a second factor still applies.
 */
export async function changeExpiredPassword(request: FastifyRequest, input: ExpiredPasswordChangeInput): Promise<void> {
  const { db, config } = request.server;
  const tokenHash = hashToken(input.ticket);
  const [found] = await db
    .select({ user: users })
    .from(passwordChangeTickets)
    .innerJoin(users, eq(users.id, passwordChangeTickets.userId))
    .where(and(eq(passwordChangeTickets.tokenHash, tokenHash), gt(passwordChangeTickets.expiresAt, new Date())));
  if (found?.user.status !== 'enabled') throw ticketInvalid();
  const { user } = found;
  const password = readNewPassword(request, input.password, 'password', user.email);
  if (await verifyPassword(user.passwordHash, password)) {
    throw new AppError(Code.BAD_REQUEST, 'error.passwordUnchanged', {}, 400);
  }
  const passwordHash = await hashPassword(password, config.argon2);
  await db.transaction(async (tx) => {
    // Spending the ticket first, under its row: two concurrent uses cannot both get through.
    const spent = await tx
      .delete(passwordChangeTickets)
      .where(eq(passwordChangeTickets.tokenHash, tokenHash))
      .returning({ id: passwordChangeTickets.id });
    if (spent.length === 0) throw ticketInvalid();
    const now = new Date();
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'password');
    await logAccountEvent(tx, request, user, 'expiredPasswordChange');
  });
}
