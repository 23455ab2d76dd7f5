import {
  Code,
  decryptPassword,
  formatTime,
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
import { consumeCaptcha } from './captcha.js';
import { clearLoginFailures, type GuardState, readGuardState, recordLoginFailure } from './login-guard.js';
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

function refusal(
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

function locked(state: GuardState & { lockedUntil: Date }) {
  const data: LoginRefusal = { captchaRequired: true, lockedUntil: state.lockedUntil.toISOString() };
  return new AppError(Code.LOCKED, 'error.accountLocked', { until: formatTime(state.lockedUntil) }, 200, data);
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
 */
export async function login(db: Db, config: Config, input: LoginInput, ctx: AttemptContext): Promise<LoginResult> {
  const email = input.email;
  const isVisitorAccount = email === config.visitorEmail;
  const [user] = isVisitorAccount ? [] : await db.select().from(users).where(eq(users.email, email)).limit(1);
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
    return writeLog(db, entry);
  };

  const password = decryptPassword(input.password, config.loginAesKey);
  if (password === null) {
    await logAttempt(false, 'undecryptable password');
    const message = translate(ctx.locale, 'error.passwordUndecryptable');
    throw new AppError(Code.BAD_REQUEST, 'error.passwordUndecryptable', {}, 400, {
      errors: [{ field: 'password', message }],
    });
  }

  const state = await readGuardState(db, email, isVisitorAccount ? undefined : user ? user.lockedUntil : undefined);
  if (state.lockedUntil) {
    await logAttempt(false, 'locked');
    throw locked({ ...state, lockedUntil: state.lockedUntil });
  }
  if (state.captchaRequired) {
    if (!input.captchaId || !input.captchaCode) {
      await logAttempt(false, 'captcha required');
      throw refusal(Code.CAPTCHA_REQUIRED, 'error.captchaRequired', state);
    }
    if (!(await consumeCaptcha(db, input.captchaId, input.captchaCode))) {
      await logAttempt(false, 'captcha invalid');
      throw refusal(Code.CAPTCHA_INVALID, 'error.captchaInvalid', state);
    }
  }

  let matches: boolean;
  if (isVisitorAccount) matches = safeEqual(password, config.visitorPassword);
  else if (user) matches = await verifyPassword(user.passwordHash, password);
  else matches = (await verifyPassword(await timingDummy(config), password)) && false;

  if (!matches) {
    const after = await recordLoginFailure(db, email, user !== undefined);
    await logAttempt(false, user || isVisitorAccount ? 'wrong password' : 'unknown email');
    if (after.lockedUntil) throw locked({ ...after, lockedUntil: after.lockedUntil });
    throw refusal(Code.LOGIN_FAILED, 'error.loginFailed', after);
  }
  // Only someone who knows the password learns that the account is disabled.
  if (user && user.status !== 'enabled') {
    await logAttempt(false, 'disabled');
    throw refusal(Code.ACCOUNT_DISABLED, 'error.accountDisabled', state);
  }
  await clearLoginFailures(db, email);
  await logAttempt(true, 'ok');
  if (!user) return visitorLogin(db, config, ctx.locale);
  const tokens = await startUserSession(db, config, user);
  return { role: user.role, userName: user.name, tokens, info: userInfo(user, tokens.expiresIn) };
}
