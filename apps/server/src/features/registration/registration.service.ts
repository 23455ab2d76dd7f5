import {
  Code,
  type ForgetPasswordCodeInput,
  type ForgetPasswordInput,
  type RegisterCodeInput,
  type RegisterInput,
} from '@cityip/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { logAccountEvent } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { localeOf } from '../../lib/reply.js';
import { isUniqueViolation } from '../accounts/accounts.service.js';
import { users } from '../accounts/accounts.tables.js';
import { type LoginResult, userInfo } from '../auth/auth.service.js';
import { consumeCaptcha } from '../auth/captcha.js';
import { unlockLogin } from '../auth/login-guard.js';
import { revokeUserSessions, startUserSession } from '../auth/sessions.js';
import { accountMail, enqueueAccountNotice } from '../verification/account-mail.js';
import { checkVerificationCode, sendVerificationCode, spendCodeRequest } from '../verification/verification-codes.js';
import { readNewPassword } from './portal-password.js';

/** The live account registered under `email` (closed accounts no longer carry their address). */
async function accountByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Whether an address is taken: by an account, or by the built-in visitor login. */
async function emailTaken(request: FastifyRequest, email: string): Promise<boolean> {
  if (email === request.server.config.visitorEmail) return true;
  const [row] = await request.server.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/** The captcha is checked (and burnt) before anything is sent. */
async function requireCaptcha(request: FastifyRequest, input: { captchaId: string; captchaCode: string }) {
  if (!(await consumeCaptcha(request.server.db, input.captchaId, input.captchaCode))) {
    throw new AppError(Code.CAPTCHA_INVALID, 'error.captchaInvalid');
  }
}

/**
 * Sends a registration code. A registered address gets a notice instead of a code, under the
 * same limits and with the same answer, so this call cannot tell who has an account.
 */
export async function sendRegisterCode(request: FastifyRequest, input: RegisterCodeInput): Promise<void> {
  await requireCaptcha(request, input);
  const target = { purpose: 'register' as const, channel: 'email' as const, target: input.email };
  if (!(await emailTaken(request, input.email))) {
    await sendVerificationCode(request, target);
    return;
  }
  const notice = accountMail(request.server.config, localeOf(request), {
    to: input.email,
    event: 'accountNotice',
    subject: 'mail.alreadyRegisteredSubject',
    text: 'mail.alreadyRegisteredText',
  });
  await spendCodeRequest(request, target, input.email === request.server.config.visitorEmail ? undefined : notice);
}

/** Creates a `common` account from a verified address (in the caller's language) and starts its session. */
export async function register(request: FastifyRequest, input: RegisterInput): Promise<LoginResult> {
  const { db, config } = request.server;
  const password = readNewPassword(request, input.password, 'password', input.email);
  if (await emailTaken(request, input.email)) throw new AppError(Code.CONFLICT, 'error.emailTaken');
  await checkVerificationCode(db, { purpose: 'register', target: input.email, code: input.code });
  const passwordHash = await hashPassword(password, config.argon2);
  let user: typeof users.$inferSelect | undefined;
  try {
    [user] = await db
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        role: 'common',
        accountType: input.accountType,
        passwordHash,
        // Mails reach the holder in the language they registered in, until the profile says otherwise.
        language: localeOf(request),
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(Code.CONFLICT, 'error.emailTaken');
    throw error;
  }
  if (!user) throw new Error('insert returned no row');
  await logAccountEvent(db, request, user, 'register', user.accountType);
  const tokens = await startUserSession(db, config, user);
  return { role: user.role, userName: user.name, tokens, info: userInfo(user, tokens.expiresIn) };
}

/** Sends a reset code; an unknown address gets nothing but the same answer and limits. */
export async function sendResetCode(request: FastifyRequest, input: ForgetPasswordCodeInput): Promise<void> {
  await requireCaptcha(request, input);
  const target = { purpose: 'resetPassword' as const, channel: 'email' as const, target: input.email };
  if (await accountByEmail(request.server.db, input.email)) await sendVerificationCode(request, target);
  else await spendCodeRequest(request, target);
}

/**
 * Sets a new password with an emailed code. Every session of the account ends (whoever had the
 * old password is out), a login lockout is lifted, and the holder is told by mail.
 */
export async function resetPassword(request: FastifyRequest, input: ForgetPasswordInput): Promise<void> {
  const { db, config } = request.server;
  const password = readNewPassword(request, input.password, 'password', input.email);
  await checkVerificationCode(db, { purpose: 'resetPassword', target: input.email, code: input.code });
  const user = await accountByEmail(db, input.email);
  // Only a code mailed to a live account passes the check; an account closed since then stops here.
  if (!user) throw new AppError(Code.BAD_REQUEST, 'error.codeExpired');
  const passwordHash = await hashPassword(password, config.argon2);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'password');
    await unlockLogin(tx, user.email);
    await enqueueAccountNotice(tx, config, localeOf(request), {
      to: user.email,
      subject: 'mail.passwordResetSubject',
      text: 'mail.passwordResetText',
      at: now,
    });
    await logAccountEvent(tx, request, user, 'resetPassword');
  });
}
