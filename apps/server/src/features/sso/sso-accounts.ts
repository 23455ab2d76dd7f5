import { randomBytes } from 'node:crypto';
import { ACCOUNT_NAME_MAX_LENGTH, Code, SSO_STATE_TTL_MINUTES, TEXT_LIMITS } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { type UserRow, users } from '../accounts/accounts.tables.js';
import { generateToken, hashToken } from '../auth/tokens.js';
import type { ProviderIdentity } from './oidc-client.js';
import { ssoLinks, ssoLinkTickets } from './sso.tables.js';

/** Where a provider identity leads: an account to sign in to, or an existing account to confirm first. */
export type IdentityOutcome =
  | { kind: 'account'; user: UserRow; created: boolean }
  | { kind: 'confirm'; ticket: string; email: string; userId: string };

/** The account linked to this provider identity, if any. */
async function linkedUser(db: Db, identity: ProviderIdentity): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(ssoLinks)
    .innerJoin(users, eq(users.id, ssoLinks.userId))
    .where(and(eq(ssoLinks.issuer, identity.issuer), eq(ssoLinks.subject, identity.subject)))
    .limit(1);
  return row?.user;
}

/** A single-use ticket that lets the person confirm the link with the account's password. */
async function issueLinkTicket(db: Db, identity: ProviderIdentity, user: UserRow): Promise<IdentityOutcome> {
  const ticket = generateToken();
  await db.insert(ssoLinkTickets).values({
    ticketHash: hashToken(ticket),
    userId: user.id,
    issuer: identity.issuer,
    subject: identity.subject,
    email: user.email,
    expiresAt: new Date(Date.now() + SSO_STATE_TTL_MINUTES * 60_000),
  });
  return { kind: 'confirm', ticket, email: user.email, userId: user.id };
}

/**
 * Resolves a validated provider identity: its linked account; else, when the provider's verified
 * email already has an account, a ticket to confirm the link with that account's password (never a
 * silent link: whoever controls an address at the provider must not take over a local account);
 * else a new `common` account with a random password nobody knows (a password can be set later
 * with "forgot password"), linked at once.
 */
export async function resolveIdentity(db: Db, config: Config, identity: ProviderIdentity): Promise<IdentityOutcome> {
  const linked = await linkedUser(db, identity);
  if (linked) return { kind: 'account', user: linked, created: false };
  const email = identity.email;
  // An address longer than any account may have (RFC 5321) is no usable address either.
  if (!email || !identity.emailVerified || email === config.visitorEmail || email.length > TEXT_LIMITS.email) {
    throw new AppError(Code.BAD_REQUEST, 'error.ssoEmailUnverified', {}, 400);
  }
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) return issueLinkTicket(db, identity, existing);

  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'), config.argon2);
  // Only a first display name, which the person can change: cut to what an account name holds.
  const name = (identity.name ?? email.split('@')[0] ?? email).slice(0, ACCOUNT_NAME_MAX_LENGTH);
  const created = await db.transaction(async (tx) => {
    // A registration of the same address in between wins; that account is then confirmed instead.
    const [user] = await tx
      .insert(users)
      .values({ email, name, role: 'common', passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (user) {
      await tx.insert(ssoLinks).values({ userId: user.id, issuer: identity.issuer, subject: identity.subject, email });
    }
    return user;
  });
  if (created) return { kind: 'account', user: created, created: true };
  const [raced] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!raced) throw new Error('account vanished while linking');
  return issueLinkTicket(db, identity, raced);
}
