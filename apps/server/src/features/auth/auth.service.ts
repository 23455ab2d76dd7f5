import {
  Code,
  decryptPassword,
  type Locale,
  type LoginInput,
  type LoginRefusal,
  type Role,
  translate,
  type UserInfo,
} from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { type LogInput, writeLog } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { type UserRow, users } from '../accounts/accounts.tables.js';
import { formatExportTime } from '../logs/logs.export.js';
import { consumeCaptcha } from './captcha.js';
import {
  clearLoginFailures,
  type GuardState,
  lockLoginAttempts,
  readGuardState,
  recordLoginFailure,
} from './login-guard.js';
import { type IssuedTokens, issueSession, startUserSession } from './sessions.js';
import { safeEqual } from './tokens.js';

/** Where a login attempt came from, for the login log and localized refusals. */
export interface AttemptContext {
  ip: string;
  userAgent: string | null;
  locale: Locale;
}

/** A successful login: what the response needs. */
export interface LoginResult {
  role: Role;
  userName: string;
  tokens: IssuedTokens;
  info: UserInfo;
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against for unknown emails, so they take as long as known ones. */
function timingDummy(config: Config): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password', config.argon2);
  return dummyHash;
}

/** A refused login (HTTP 200, the LoginRefusal data the form reacts to). */
export function refusal(
  code: number,
  key: 'error.loginFailed' | 'error.captchaRequired' | 'error.captchaInvalid' | 'error.accountDisabled',
  state: GuardState,
) {
  const data: LoginRefusal = {
    captchaRequired: state.captchaRequired,
    lockedUntil: state.lockedUntil?.toISOString() ?? null,
  };
  return new AppError(code, key, {}, 200, data);
}

/**
 * The unlock time in the message is the portal's time (China Standard Time, as in the log
 * export) with its zone named, not whatever zone the server happens to run in.
 */
export function locked(state: GuardState & { lockedUntil: Date }) {
  const lockedUntil = state.lockedUntil.toISOString();
  const data: LoginRefusal = { captchaRequired: true, lockedUntil };
  return new AppError(
    Code.LOCKED,
    'error.accountLocked',
    { until: `${formatExportTime(lockedUntil)} (UTC+8)` },
    200,
    data,
  );
}

/** The visitor's UserInfo: no account behind it. */
export function visitorInfo(locale: Locale, expiresIn: number): UserInfo {
  return {
    userId: '',
    nickName: translate(locale, 'role.visitor'),
    email: '',
    role: 'visitor',
    expiresIn,
    loginType: 'visitor',
  };
}

/** A registered user's UserInfo. */
export function userInfo(user: Pick<UserRow, 'id' | 'name' | 'email'> & { role: Role }, expiresIn: number): UserInfo {
  return { userId: user.id, nickName: user.name, email: user.email, role: user.role, expiresIn, loginType: 'password' };
}

/** Issues a visitor token (silent anonymous login). */
export async function visitorLogin(db: Db, config: Config, locale: Locale): Promise<LoginResult> {
  const tokens = await issueSession(db, config, { kind: 'visitor', userId: null, role: 'visitor', name: 'visitor' });
  const info = visitorInfo(locale, tokens.expiresIn);
  return { role: 'visitor', userName: info.nickName, tokens, info };
}

/**
 * Password login (issue 2): decrypt the transport ciphertext, apply the brute-force guard
 * (captcha after 3 failures, 15-minute lock after 5 in 15 minutes), verify argon2id, start the
 * user's single session. Every attempt is written to the login log. Refusals are thrown as
 * AppError with the LoginRefusal data; unknown email and wrong password look the same.
 *
 * The guard is read, the password checked and the failure counted in one transaction that holds
 * a per-email lock: otherwise a burst of parallel guesses all read "no failures yet" and a right
 * guess among them gets in past the captcha and the lock. Refusals are returned out of the
 * transaction, not thrown in it, so the failure count and the log entry are committed.
 */
export async function login(db: Db, config: Config, input: LoginInput, ctx: AttemptContext): Promise<LoginResult> {
  const outcome = await db.transaction(async (tx) => {
    await lockLoginAttempts(tx, input.email);
    return checkAttempt(tx, config, input, ctx);
  });
  if (outcome instanceof AppError) throw outcome;
  if (outcome === 'visitor') return visitorLogin(db, config, ctx.locale);
  const tokens = await startUserSession(db, config, outcome);
  return { role: outcome.role, userName: outcome.name, tokens, info: userInfo(outcome, tokens.expiresIn) };
}

/** One attempt under the email's lock: the refusal, or who got in (and the failures are cleared). */
async function checkAttempt(
  tx: Db,
  config: Config,
  input: LoginInput,
  ctx: AttemptContext,
): Promise<AppError | UserRow | 'visitor'> {
  const email = input.email;
  const isVisitorAccount = email === config.visitorEmail;
  const [user] = isVisitorAccount ? [] : await tx.select().from(users).where(eq(users.email, email)).limit(1);
  const logAttempt = (success: boolean, detail: string) => {
    const entry: LogInput = {
      kind: 'login',
      action: 'login',
      email,
      userId: user?.id ?? null,
      role: isVisitorAccount ? 'visitor' : (user?.role ?? null),
      target: null,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      success,
      detail,
    };
    return writeLog(tx, entry);
  };

  const password = decryptPassword(input.password, config.loginAesKey);
  if (password === null) {
    await logAttempt(false, 'undecryptable password');
    const message = translate(ctx.locale, 'error.passwordUndecryptable');
    return new AppError(Code.BAD_REQUEST, 'error.passwordUndecryptable', {}, 400, {
      errors: [{ field: 'password', message }],
    });
  }

  const state = await readGuardState(tx, email, isVisitorAccount ? undefined : user ? user.lockedUntil : undefined);
  if (state.lockedUntil) {
    await logAttempt(false, 'locked');
    return locked({ ...state, lockedUntil: state.lockedUntil });
  }
  if (state.captchaRequired) {
    if (!input.captchaId || !input.captchaCode) {
      await logAttempt(false, 'captcha required');
      return refusal(Code.CAPTCHA_REQUIRED, 'error.captchaRequired', state);
    }
    if (!(await consumeCaptcha(tx, input.captchaId, input.captchaCode))) {
      await logAttempt(false, 'captcha invalid');
      return refusal(Code.CAPTCHA_INVALID, 'error.captchaInvalid', state);
    }
  }

  let matches: boolean;
  if (isVisitorAccount) matches = safeEqual(password, config.visitorPassword);
  else if (user) matches = await verifyPassword(user.passwordHash, password);
  else matches = (await verifyPassword(await timingDummy(config), password)) && false;

  if (!matches) {
    const after = await recordLoginFailure(tx, email, user !== undefined);
    await logAttempt(false, user || isVisitorAccount ? 'wrong password' : 'unknown email');
    if (after.lockedUntil) return locked({ ...after, lockedUntil: after.lockedUntil });
    return refusal(Code.LOGIN_FAILED, 'error.loginFailed', after);
  }
  // Only someone who knows the password learns that the account is disabled.
  if (user && user.status !== 'enabled') {
    await logAttempt(false, 'disabled');
    return refusal(Code.ACCOUNT_DISABLED, 'error.accountDisabled', state);
  }
  await clearLoginFailures(tx, email);
  await logAttempt(true, 'ok');
  return user ?? 'visitor';
}
