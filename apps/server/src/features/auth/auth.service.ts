import {
  Code,
  decryptPassword,
  type Locale,
  type LoginInput,
  type LoginRefusal,
  type MfaRequired,
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
import { expiredPasswordRefusal, isPasswordExpired } from '../password-expiry/password-expiry.service.js';
import { startPendingSession } from '../second-factor/second-factor.service.js';
import { roleNeedsSecondFactor } from '../second-factor/second-factor-policy.js';
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
  /** The tokens are only good for the second step (security case 3): enrol or verify. */
  mfaRequired?: MfaRequired;
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
  return openLogin(db, config, outcome);
}

/**
 * The session of a user who proved who they are (password or SSO): a full one, or for a role that
 * needs the second factor a pending one only good for that step (security case 3).
 */
export async function openLogin(db: Db, config: Config, user: UserRow): Promise<LoginResult> {
  if (roleNeedsSecondFactor(config.staffTotpRoles, user.role)) {
    const { tokens, mfaRequired } = await startPendingSession(db, config, user);
    return { role: user.role, userName: user.name, tokens, info: userInfo(user, tokens.expiresIn), mfaRequired };
  }
  const tokens = await startUserSession(db, config, user);
  return { role: user.role, userName: user.name, tokens, info: userInfo(user, tokens.expiresIn) };
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
  const logAttempt = (success: boolean, detail: string, action: 'login' | 'lockout' = 'login') => {
    const entry: LogInput = {
      kind: 'login',
      action,
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
    if (after.lockedUntil) {
      // The lock is an event of its own (security case 13): one 'lockout' entry besides the failure.
      await logAttempt(false, `locked until ${after.lockedUntil.toISOString()}`, 'lockout');
      return locked({ ...after, lockedUntil: after.lockedUntil });
    }
    return refusal(Code.LOGIN_FAILED, 'error.loginFailed', after);
  }
  // Only someone who knows the password learns that the account is disabled.
  if (user && user.status !== 'enabled') {
    await logAttempt(false, 'disabled');
    return refusal(Code.ACCOUNT_DISABLED, 'error.accountDisabled', state);
  }
  // An expired staff password gets no session, only a ticket to set a new one (security case 2).
  if (user && isPasswordExpired(user, config.staffPasswordMaxAgeDays)) {
    await clearLoginFailures(tx, email);
    await logAttempt(false, 'password expired');
    return expiredPasswordRefusal(tx, config, user.id);
  }
  // Security case 3: a staff login is not over until the second step, which alone clears the
  // failures; otherwise a password holder could reset the count between guesses at the code.
  if (user && roleNeedsSecondFactor(config.staffTotpRoles, user.role)) {
    await logAttempt(true, 'password ok; second factor pending');
    return user;
  }
  await clearLoginFailures(tx, email);
  await logAttempt(true, 'ok');
  return user ?? 'visitor';
}
