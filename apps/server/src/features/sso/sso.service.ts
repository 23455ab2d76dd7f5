import {
  Code,
  decryptPassword,
  SSO_LINK_ATTEMPTS,
  SSO_STATE_TTL_MINUTES,
  type SsoAuthorization,
  type SsoCallbackQuery,
  type SsoLinkInput,
  translate,
} from '@cityip/contracts';
import { eq, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { writeLog } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { type UserRow, users } from '../accounts/accounts.tables.js';
import { type AttemptContext, type LoginResult, locked, openLogin, refusal } from '../auth/auth.service.js';
import { clearLoginFailures, lockLoginAttempts, readGuardState, recordLoginFailure } from '../auth/login-guard.js';
import { hashToken } from '../auth/tokens.js';
import type { AuthorizationChecks, OidcClient } from './oidc-client.js';
import { ssoLinks, ssoLinkTickets, ssoStates } from './sso.tables.js';
import { resolveIdentity } from './sso-accounts.js';

/** One line of the login log for an SSO attempt (action `sso`). */
function logSso(
  db: Db,
  ctx: AttemptContext,
  entry: {
    user?: Pick<UserRow, 'id' | 'email' | 'role'> | null;
    email?: string | null;
    success: boolean;
    detail: string;
  },
) {
  return writeLog(db, {
    kind: 'login',
    action: 'sso',
    userId: entry.user?.id ?? null,
    email: entry.user?.email ?? entry.email ?? null,
    role: entry.user?.role ?? null,
    target: null,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    success: entry.success,
    detail: entry.detail,
  });
}

/** Starts an SSO login: fresh state, nonce and PKCE verifier kept server-side; the provider's URL. */
export async function startSsoLogin(db: Db, client: OidcClient): Promise<SsoAuthorization> {
  const checks: AuthorizationChecks = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const url = await client.authorizationUrl(checks);
  const now = Date.now();
  // Started logins nobody finished pile up otherwise; the table stays tiny, so this is cheap.
  await db.delete(ssoStates).where(lt(ssoStates.expiresAt, new Date(now)));
  await db.delete(ssoLinkTickets).where(lt(ssoLinkTickets.expiresAt, new Date(now)));
  await db.insert(ssoStates).values({
    stateHash: hashToken(checks.state),
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    expiresAt: new Date(now + SSO_STATE_TTL_MINUTES * 60_000),
  });
  return { url, state: checks.state };
}

/** Takes a started login back, once: a replayed, unknown or expired state is refused. */
async function takeState(db: Db, state: string): Promise<AuthorizationChecks | null> {
  const [row] = await db
    .delete(ssoStates)
    .where(eq(ssoStates.stateHash, hashToken(state)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return { state, nonce: row.nonce, codeVerifier: row.codeVerifier };
}

/** Signs a real user in after SSO: disabled and locked accounts are refused as in the password login. */
async function signIn(db: Db, config: Config, user: UserRow, ctx: AttemptContext, detail: string) {
  if (user.status !== 'enabled') {
    await logSso(db, ctx, { user, success: false, detail: 'disabled' });
    throw refusal(Code.ACCOUNT_DISABLED, 'error.accountDisabled', { captchaRequired: false, lockedUntil: null });
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    await logSso(db, ctx, { user, success: false, detail: 'locked' });
    throw locked({ captchaRequired: true, lockedUntil: user.lockedUntil });
  }
  // A staff role that needs the second factor gets only the pending session, as after a password.
  const result = await openLogin(db, config, user);
  await logSso(db, ctx, {
    user,
    success: true,
    detail: result.mfaRequired ? `${detail}, second factor pending` : detail,
  });
  return { ...result, info: { ...result.info, loginType: 'sso' } } satisfies LoginResult;
}

/**
 * The provider's answer (GET /api/oauth/check_user): the state is taken back once, the code
 * exchanged with the PKCE verifier and the ID token validated, then the identity resolved. An
 * identity whose email has an account but no link is answered SSO_LINK_REQUIRED with a ticket.
 */
export async function completeSsoLogin(
  db: Db,
  config: Config,
  client: OidcClient,
  query: SsoCallbackQuery,
  ctx: AttemptContext,
): Promise<LoginResult> {
  const checks = await takeState(db, query.state);
  if (!checks) {
    await logSso(db, ctx, { success: false, detail: 'state unknown, used or expired' });
    throw new AppError(Code.BAD_REQUEST, 'error.ssoStateInvalid', {}, 400);
  }
  const callback = new URLSearchParams({ code: query.code, state: query.state });
  if (query.iss !== undefined) callback.set('iss', query.iss);
  let outcome: Awaited<ReturnType<typeof resolveIdentity>>;
  try {
    outcome = await resolveIdentity(db, config, await client.identify(callback, checks));
  } catch (error) {
    const detail = error instanceof AppError ? error.messageKey : 'error';
    await logSso(db, ctx, { success: false, detail });
    throw error;
  }
  if (outcome.kind === 'confirm') {
    await logSso(db, ctx, { email: outcome.email, success: false, detail: 'link needed' });
    const data = { ticket: outcome.ticket, email: outcome.email };
    throw new AppError(Code.SSO_LINK_REQUIRED, 'error.ssoLinkRequired', {}, 200, data);
  }
  return signIn(db, config, outcome.user, ctx, outcome.created ? 'account created' : 'ok');
}

const ticketInvalid = () => new AppError(Code.BAD_REQUEST, 'error.ssoTicketInvalid', {}, 400);

/**
 * POST /api/sso/link: the account's password confirms the link. The attempt runs under the same
 * per-email lock and guard as the password login, so failures here count toward the account's
 * lock, and a locked account stays locked. No captcha: a ticket exists only after the provider
 * signed the person in, and it allows SSO_LINK_ATTEMPTS tries. Refusals are returned out of the
 * transaction so the failure count is committed.
 */
export async function linkSsoAccount(
  db: Db,
  config: Config,
  input: SsoLinkInput,
  ctx: AttemptContext,
): Promise<LoginResult> {
  const ticketHash = hashToken(input.ticket);
  const outcome = await db.transaction(async (tx): Promise<AppError | UserRow> => {
    const [ticket] = await tx
      .select()
      .from(ssoLinkTickets)
      .where(eq(ssoLinkTickets.ticketHash, ticketHash))
      .for('update');
    if (!ticket || ticket.expiresAt.getTime() <= Date.now() || ticket.attempts >= SSO_LINK_ATTEMPTS) {
      return ticketInvalid();
    }
    const [user] = await tx.select().from(users).where(eq(users.id, ticket.userId)).limit(1);
    if (!user) return ticketInvalid();
    await lockLoginAttempts(tx, user.email);
    const password = decryptPassword(input.password, config.loginAesKey);
    if (password === null) {
      const message = translate(ctx.locale, 'error.passwordUndecryptable');
      return new AppError(Code.BAD_REQUEST, 'error.passwordUndecryptable', {}, 400, {
        errors: [{ field: 'password', message }],
      });
    }
    const state = await readGuardState(tx, user.email, user.lockedUntil);
    if (state.lockedUntil) {
      await logSso(tx, ctx, { user, success: false, detail: 'link: locked' });
      return locked({ ...state, lockedUntil: state.lockedUntil });
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      const after = await recordLoginFailure(tx, user.email, true);
      await tx
        .update(ssoLinkTickets)
        .set({ attempts: ticket.attempts + 1 })
        .where(eq(ssoLinkTickets.ticketHash, ticketHash));
      await logSso(tx, ctx, { user, success: false, detail: 'link: wrong password' });
      if (after.lockedUntil) return locked({ ...after, lockedUntil: after.lockedUntil });
      return refusal(Code.LOGIN_FAILED, 'error.loginFailed', after);
    }
    await clearLoginFailures(tx, user.email);
    await tx.delete(ssoLinkTickets).where(eq(ssoLinkTickets.ticketHash, ticketHash));
    await tx
      .insert(ssoLinks)
      .values({ userId: user.id, issuer: ticket.issuer, subject: ticket.subject, email: ticket.email })
      .onConflictDoNothing();
    return { ...user, lockedUntil: null };
  });
  if (outcome instanceof AppError) throw outcome;
  return signIn(db, config, outcome, ctx, 'linked');
}
