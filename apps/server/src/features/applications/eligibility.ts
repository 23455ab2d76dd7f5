import {
  APPLICATION_RULES,
  type ApplicationKindKey,
  applicationKindName,
  Code,
  type Eligibility,
  type Locale,
} from '@cityip/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { identityOf } from '../identity/identity.service.js';

type Identity = Awaited<ReturnType<typeof identityOf>>;

/** Whether `identity` is the approved authentication a kind needs. */
function identityMeets(kind: ApplicationKindKey, identity: Identity | null): boolean {
  const needed = APPLICATION_RULES[kind].identity;
  if (needed === 'none') return true;
  if (identity?.status !== 'approved') return false;
  return needed === 'approved' || identity.kind === 'company';
}

/** The caller's authentication, looked up once for a whole catalogue; null for visitors. */
export async function callerIdentity(db: Db, auth: AuthContext | null): Promise<Identity | null> {
  return auth?.kind === 'user' && auth.userId ? identityOf(db, auth.userId) : null;
}

/** May the caller apply for `kind`, and if not, which condition is missing. */
export function eligibilityOf(
  kind: ApplicationKindKey,
  auth: AuthContext | null,
  identity: Identity | null,
): Eligibility {
  const signedIn = auth?.kind === 'user';
  const roleAllowed = signedIn && (APPLICATION_RULES[kind].roles as readonly string[]).includes(auth.role);
  const identityOk = signedIn && identityMeets(kind, identity);
  return { signedIn, roleAllowed, identityOk, canApply: signedIn && roleAllowed && identityOk };
}

/**
 * Refuses (403, translated, naming the kind) an applicant whose role or authentication does not
 * allow `kind`. Visitors never get here: the route needs a registered user (1401).
 */
export async function requireEligible(
  db: Db,
  auth: AuthContext,
  kind: ApplicationKindKey,
  locale: Locale,
): Promise<void> {
  const eligibility = eligibilityOf(kind, auth, await callerIdentity(db, auth));
  if (eligibility.canApply) return;
  const name = applicationKindName(kind, locale);
  if (!eligibility.roleAllowed) throw new AppError(Code.FORBIDDEN, 'error.applicationRole', { kind: name }, 403);
  const key =
    APPLICATION_RULES[kind].identity === 'company' ? 'error.applicationCompanyIdentity' : 'error.applicationIdentity';
  throw new AppError(Code.FORBIDDEN, key, { kind: name }, 403);
}
