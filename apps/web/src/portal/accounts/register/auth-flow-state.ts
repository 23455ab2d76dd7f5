import type { IdentityKind, IdentityOverview } from '@cityip/contracts';

/**
 * Where a visitor or user stands on `/personAuth` or `/companyAuth`: register first, then submit
 * the authentication (again after a rejection), then wait for or see the review; an account of
 * the other kind is sent to its own page.
 */
export type AuthFlowState =
  | { view: 'register' }
  | { view: 'identity'; rejectReason: string | null }
  | { view: 'status' }
  | { view: 'otherKind'; kind: IdentityKind };

/** The step of the page's Steps bar each view belongs to. */
export const STEP_OF_VIEW: Record<AuthFlowState['view'], number> = {
  register: 0,
  identity: 1,
  otherKind: 1,
  status: 2,
};

/** Decides the view from the session and (for a signed-in user) their authentication overview. */
export function authFlowState(page: IdentityKind, overview: IdentityOverview | null): AuthFlowState {
  if (!overview) return { view: 'register' };
  const { identity, accountType } = overview;
  if (identity.status === 'pending' || identity.status === 'approved') return { view: 'status' };
  // An account registered as one kind (or already authenticated as one) belongs on that page.
  const own = identity.kind ?? accountType;
  if (own && own !== page) return { view: 'otherKind', kind: own };
  return { view: 'identity', rejectReason: identity.status === 'rejected' ? identity.rejectReason : null };
}
