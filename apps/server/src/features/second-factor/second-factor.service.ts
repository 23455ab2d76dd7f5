import { Code, isTotpCode, type MfaRequired, type SecondFactorStatus, type TotpEnrolment } from '@cityip/contracts';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { users } from '../accounts/accounts.tables.js';
import { type LoginResult, userInfo } from '../auth/auth.service.js';
import { sessions } from '../auth/auth.tables.js';
import { type IssuedTokens, issueSession, revokeUserSessions, startUserSession } from '../auth/sessions.js';
import { staffRecoveryCodes, staffTotp } from './second-factor.tables.js';
import { runCodeAttempt, type SecondFactorCaller, stateConflict } from './second-factor-attempt.js';
import { isSecondFactorPending, roleNeedsSecondFactor } from './second-factor-policy.js';
import { hashRecoveryCode, matchTotpStep, newRecoveryCodes, newTotpSecret, otpauthUri } from './totp.js';

/** A login waiting for its second factor lives this long (enough to set up an app), without renewal. */
export const PENDING_SESSION_SECONDS = 600;

async function findTotp(db: Db, userId: string) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId)).limit(1);
  return row;
}

/** What a login of `userId` must do next: enrol an authenticator, or enter a code of the enrolled one. */
export async function nextSecondFactorStep(db: Db, userId: string): Promise<MfaRequired> {
  return (await findTotp(db, userId))?.confirmedAt ? 'verify' : 'enrol';
}

/**
 * Opens a login that still owes its second factor. It is short-lived and leaves the account's
 * other sessions alone: someone who has only the password must not end the real holder's session.
 */
export async function startPendingSession(
  db: Db,
  config: Config,
  user: { id: string; role: LoginResult['role']; name: string },
): Promise<{ tokens: IssuedTokens; mfaRequired: MfaRequired }> {
  const tokens = await issueSession(db, config, { kind: 'user', userId: user.id, role: user.role, name: user.name });
  const until = new Date(Date.now() + PENDING_SESSION_SECONDS * 1000);
  await db
    .update(sessions)
    .set({ accessExpiresAt: until, refreshExpiresAt: until })
    .where(eq(sessions.id, tokens.sessionId));
  return {
    tokens: { ...tokens, expiresIn: PENDING_SESSION_SECONDS },
    mfaRequired: await nextSecondFactorStep(db, user.id),
  };
}

/**
 * Finishes the login with fresh tokens marked as verified. The pending tokens end with the other
 * sessions (one live session per user): a privilege change gets a new session identifier, so a
 * token seen before the second step is worth nothing after it.
 */
async function completeLogin(db: Db, config: Config, user: SecondFactorCaller): Promise<LoginResult> {
  const tokens = await startUserSession(db, config, user, { mfaVerifiedAt: new Date() });
  return { role: user.role, userName: user.name, tokens, info: userInfo(user, tokens.expiresIn) };
}

async function callerOf(request: FastifyRequest): Promise<SecondFactorCaller> {
  const auth = request.auth;
  const [user] = auth?.userId
    ? await request.server.db
        .select({ id: users.id, email: users.email, name: users.name, role: users.role })
        .from(users)
        .where(eq(users.id, auth.userId))
    : [];
  if (!auth || !user) throw new AppError(Code.UNAUTHORIZED, 'error.unauthorized', {}, 401);
  return { ...user, sessionId: auth.sessionId };
}

/** The caller, who must be a login owing its second factor. */
async function pendingCallerOf(request: FastifyRequest): Promise<SecondFactorCaller> {
  if (!request.auth || !isSecondFactorPending(request.server.config, request.auth)) {
    throw stateConflict('error.secondFactorNotPending');
  }
  return callerOf(request);
}

/** Uses a TOTP code once: its time step must be newer than the last one accepted (no replay). */
async function consumeTotp(tx: Db, secrets: SecretBox, userId: string, code: string): Promise<boolean> {
  const row = await findTotp(tx, userId);
  const step = row ? matchTotpStep(secrets.open(row.secretSealed), code) : null;
  if (!row || step === null) return false;
  // One conditional update: two requests racing with the same code cannot both win.
  const used = await tx
    .update(staffTotp)
    .set({ lastUsedStep: step, confirmedAt: row.confirmedAt ?? new Date() })
    .where(
      and(
        eq(staffTotp.userId, userId),
        eq(staffTotp.secretSealed, row.secretSealed),
        or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: staffTotp.userId });
  return used.length === 1;
}

/** Uses a recovery code once. */
async function consumeRecoveryCode(tx: Db, userId: string, code: string): Promise<boolean> {
  const used = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}

async function replaceRecoveryCodes(tx: Db, userId: string, codes: string[]): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
}

/** Enrolment, step 1: a new secret for the authenticator app (again on every call until confirmed). */
export async function startEnrolment(request: FastifyRequest): Promise<TotpEnrolment> {
  const { db, config, secrets } = request.server;
  const caller = await pendingCallerOf(request);
  if ((await findTotp(db, caller.id))?.confirmedAt) throw stateConflict('error.secondFactorEnrolled');
  const secret = newTotpSecret();
  const secretSealed = secrets.seal(secret);
  await db
    .insert(staffTotp)
    .values({ userId: caller.id, secretSealed })
    .onConflictDoUpdate({
      target: staffTotp.userId,
      set: { secretSealed, lastUsedStep: null, createdAt: new Date() },
      // A confirmed authenticator is never replaced from a login: only an administrator resets it.
      setWhere: isNull(staffTotp.confirmedAt),
    });
  return { otpauthUri: otpauthUri(secret, `${config.cityName}知识产权公共服务平台`, caller.email), secret };
}

/** An attempt that spends a TOTP code and, only when it is right, puts `recoveryCodes` in place of the old ones. */
function totpThenRecoveryCodes(secrets: SecretBox, userId: string, code: string, recoveryCodes: string[]) {
  return async (tx: Db): Promise<boolean> => {
    if (!(await consumeTotp(tx, secrets, userId, code))) return false;
    await replaceRecoveryCodes(tx, userId, recoveryCodes);
    return true;
  };
}

/** Enrolment, step 2: the app's first code confirms the secret; the login completes with recovery codes. */
export async function confirmEnrolment(
  request: FastifyRequest,
  code: string,
): Promise<{ result: LoginResult; recoveryCodes: string[] }> {
  const { db, config, secrets } = request.server;
  const caller = await pendingCallerOf(request);
  const row = await findTotp(db, caller.id);
  if (!row) throw stateConflict('error.secondFactorNotEnrolled');
  if (row.confirmedAt) throw stateConflict('error.secondFactorEnrolled');
  const recoveryCodes = newRecoveryCodes();
  await runCodeAttempt(
    request,
    caller,
    totpThenRecoveryCodes(secrets, caller.id, code, recoveryCodes),
    'second factor enrolled',
  );
  return { result: await completeLogin(db, config, caller), recoveryCodes };
}

/** The second login step: a TOTP code of the enrolled app, or one unused recovery code. */
export async function verifySecondFactor(request: FastifyRequest, code: string): Promise<LoginResult> {
  const { db, config, secrets } = request.server;
  const caller = await pendingCallerOf(request);
  if (!(await findTotp(db, caller.id))?.confirmedAt) throw stateConflict('error.secondFactorNotEnrolled');
  const byTotp = isTotpCode(code);
  await runCodeAttempt(
    request,
    caller,
    (tx) => (byTotp ? consumeTotp(tx, secrets, caller.id, code.trim()) : consumeRecoveryCode(tx, caller.id, code)),
    byTotp ? 'second factor ok' : 'second factor ok (recovery code)',
  );
  return completeLogin(db, config, caller);
}

/** New recovery codes for a signed-in account, confirmed with a current TOTP code; the old ones stop working. */
export async function renewRecoveryCodes(request: FastifyRequest, code: string): Promise<string[]> {
  const { db, secrets } = request.server;
  const caller = await callerOf(request);
  if (!(await findTotp(db, caller.id))?.confirmedAt) throw stateConflict('error.secondFactorNotEnrolled');
  const recoveryCodes = newRecoveryCodes();
  await runCodeAttempt(
    request,
    caller,
    totpThenRecoveryCodes(secrets, caller.id, code, recoveryCodes),
    'recovery codes renewed',
  );
  return recoveryCodes;
}

/** The caller's second-factor state. */
export async function secondFactorStatus(request: FastifyRequest): Promise<SecondFactorStatus> {
  const { db, config } = request.server;
  const caller = await callerOf(request);
  const [left] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, caller.id), isNull(staffRecoveryCodes.usedAt)));
  return {
    required: roleNeedsSecondFactor(config.staffTotpRoles, caller.role),
    enrolled: Boolean((await findTotp(db, caller.id))?.confirmedAt),
    recoveryCodesLeft: Number(left?.n ?? 0),
  };
}

/**
 * Back office: forgets a staff member's authenticator and recovery codes and ends their sessions,
 * so the next login enrols again (a lost phone). Not for one's own account: an administrator who
 * could drop their own second factor with a stolen session would make it pointless.
 */
export async function resetSecondFactor(app: FastifyInstance, actorId: string | null, userId: string): Promise<void> {
  if (actorId === userId) throw stateConflict('error.secondFactorSelfReset');
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(Code.NOT_FOUND, 'error.userNotFound');
  await app.db.transaction(async (tx) => {
    await tx.delete(staffTotp).where(eq(staffTotp.userId, userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await revokeUserSessions(tx, userId, 'second-factor');
  });
}
