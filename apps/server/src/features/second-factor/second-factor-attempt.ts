import { Code, type LoginRefusal, type MessageKey } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { requestLogFields, writeLog } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { users } from '../accounts/accounts.tables.js';
import { locked } from '../auth/auth.service.js';
import { sessions } from '../auth/auth.tables.js';
import { clearLoginFailures, lockLoginAttempts, readGuardState, recordLoginFailure } from '../auth/login-guard.js';

/** The account a second-factor call acts for. */
export interface SecondFactorCaller {
  id: string;
  email: string;
  name: string;
  role: (typeof users.$inferSelect)['role'];
  sessionId: string;
}

/**
 * Runs one code check of `caller` under the login lock of its email, with the password login's
 * brute-force rules (security case 3): a locked account is refused; a wrong code counts as a
 * failed login and writes one `second factor failed` log row (and a `lockout` row when it locks
 * the account); a right one clears the failures.
 * When the account is (or becomes) locked, the calling session ends too, so guessing cannot go
 * on with it. `check` consumes the code (in the same transaction) and says whether it was good.
 *
 * Refusals leave the transaction as values, not exceptions, so the failure count and the log
 * row are committed (as in the password login).
 */
export async function runCodeAttempt(
  request: FastifyRequest,
  caller: SecondFactorCaller,
  check: (tx: Db) => Promise<boolean>,
  successDetail: string,
): Promise<void> {
  const refusal = await request.server.db.transaction(async (tx) => {
    await lockLoginAttempts(tx, caller.email);
    const log = (success: boolean, detail: string, action: 'login' | 'lockout' = 'login') =>
      writeLog(tx, { kind: 'login', action, target: null, success, detail, ...requestLogFields(request) });
    const endSession = () =>
      tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: 'logout' })
        .where(eq(sessions.id, caller.sessionId));

    const [row] = await tx.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, caller.id));
    const state = await readGuardState(tx, caller.email, row?.lockedUntil ?? null);
    if (state.lockedUntil) {
      await log(false, 'second factor refused: locked');
      await endSession();
      return locked({ ...state, lockedUntil: state.lockedUntil });
    }
    if (!(await check(tx))) {
      const after = await recordLoginFailure(tx, caller.email, true);
      await log(false, 'second factor failed');
      if (after.lockedUntil) {
        // As after a password: the lock is an event of its own (security case 13).
        await log(false, `locked until ${after.lockedUntil.toISOString()}`, 'lockout');
        await endSession();
        return locked({ ...after, lockedUntil: after.lockedUntil });
      }
      const data: LoginRefusal = { captchaRequired: after.captchaRequired, lockedUntil: null };
      return new AppError(Code.LOGIN_FAILED, 'error.secondFactorInvalid', {}, 200, data);
    }
    await clearLoginFailures(tx, caller.email);
    await log(true, successDetail);
    return null;
  });
  if (refusal) throw refusal;
}

/** A 409 for a second-factor call that does not fit the account's state. */
export function stateConflict(key: Extract<MessageKey, `error.secondFactor${string}`>): AppError {
  return new AppError(Code.CONFLICT, key, {}, 409);
}
