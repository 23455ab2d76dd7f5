import {
  type AccountProfile,
  Code,
  type EmailChangeInput,
  type PasswordChangeInput,
  type ProfileUpdateInputSchema,
  REPORT_DOWNLOADS_MAX,
  type ReportDownload,
} from '@cityip/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { logOperation } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { localeOf } from '../../lib/reply.js';
import { isUniqueViolation } from '../accounts/accounts.service.js';
import { type UserRow, users } from '../accounts/accounts.tables.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { myIdentity } from '../identity/identity.service.js';
import { confirmPassword, readNewPassword } from '../registration/portal-password.js';
import { surveyResponses } from '../survey/survey.tables.js';
import { enqueueAccountNotice } from '../verification/account-mail.js';
import { checkVerificationCode, sendVerificationCode } from '../verification/verification-codes.js';

type ProfileUpdate = z.output<typeof ProfileUpdateInputSchema>;

/** The caller's account row; a closed or vanished account reads as "log in again". */
export async function ownAccount(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new AppError(Code.UNAUTHORIZED, 'error.unauthorized', {}, 401);
  return row;
}

/** The account page's profile with the authentication state (numbers masked). */
export async function accountProfile(db: Db, userId: string): Promise<AccountProfile> {
  const row = await ownAccount(db, userId);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    organization: row.organization,
    role: row.role,
    accountType: row.accountType,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    identity: await myIdentity(db, userId),
  };
}

/** Changes the display name, organisation and (when given) the language of mails, nothing else. */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<AccountProfile> {
  await ownAccount(db, userId);
  await db
    .update(users)
    .set({
      name: input.name,
      organization: input.organization,
      ...(input.language ? { language: input.language } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return accountProfile(db, userId);
}

/**
 * Changes the password after checking the current one. Every other session of the account ends
 * (a thief who knew the old password is out); the caller's own session stays.
 */
export async function changePassword(request: FastifyRequest, input: PasswordChangeInput): Promise<void> {
  const { db, config } = request.server;
  const auth = request.auth;
  if (!auth?.userId) throw new AppError(Code.UNAUTHORIZED, 'error.unauthorized', {}, 401);
  const user = await ownAccount(db, auth.userId);
  await confirmPassword(request, user.passwordHash, input.oldPassword, 'oldPassword');
  const passwordHash = await hashPassword(
    readNewPassword(request, input.newPassword, 'newPassword', user.email),
    config.argon2,
  );
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'password', auth.sessionId);
    await enqueueAccountNotice(tx, config, localeOf(request), {
      to: user.email,
      subject: 'mail.passwordChangedSubject',
      text: 'mail.passwordChangedText',
      at: now,
    });
  });
}

async function assertEmailFree(request: FastifyRequest, email: string): Promise<void> {
  const { db, config } = request.server;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken || email === config.visitorEmail) throw new AppError(Code.CONFLICT, 'error.emailTaken');
}

/** Sends a code to the address the caller wants to move to. */
export async function sendEmailChangeCode(request: FastifyRequest, email: string): Promise<void> {
  await assertEmailFree(request, email);
  await sendVerificationCode(request, { purpose: 'changeEmail', channel: 'email', target: email });
}

/**
 * Moves the account to a new address proven by its code and confirmed by the password. The old
 * address is told, so a hijacked session cannot move the account away unnoticed.
 */
export async function changeEmail(request: FastifyRequest, userId: string, input: EmailChangeInput): Promise<void> {
  const { db, config } = request.server;
  const user = await ownAccount(db, userId);
  await confirmPassword(request, user.passwordHash, input.password, 'password');
  await assertEmailFree(request, input.email);
  await checkVerificationCode(db, { purpose: 'changeEmail', target: input.email, code: input.code });
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ email: input.email, updatedAt: now }).where(eq(users.id, userId));
      await enqueueAccountNotice(tx, config, localeOf(request), {
        to: user.email,
        subject: 'mail.emailChangedSubject',
        text: 'mail.emailChangedText',
        at: now,
        params: { email: input.email },
      });
      await logOperation(tx, request, 'account.changeEmail', userId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(Code.CONFLICT, 'error.emailTaken');
    throw error;
  }
}

/** The reports the user downloaded after the download survey, newest first. */
export async function reportDownloadsOf(db: Db, userId: string): Promise<ReportDownload[]> {
  const rows = await db
    .select({
      id: surveyResponses.id,
      reportId: surveyResponses.reportId,
      reportTitle: surveyResponses.reportTitle,
      createdAt: surveyResponses.createdAt,
    })
    .from(surveyResponses)
    .where(eq(surveyResponses.userId, userId))
    .orderBy(desc(surveyResponses.createdAt))
    .limit(REPORT_DOWNLOADS_MAX);
  return rows.map((row) => ({
    id: row.id,
    reportId: row.reportId,
    reportTitle: row.reportTitle,
    downloadedAt: row.createdAt.toISOString(),
  }));
}
