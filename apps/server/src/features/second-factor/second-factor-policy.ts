import { ACCOUNT_ROLES, type AccountRole, type Role } from '@cityip/contracts';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { AuthContext } from '../../lib/fastify-augment.js';

/**
 * STAFF_TOTP_ROLES: the roles that sign in with password + TOTP (security case 3), comma
 * separated. Unset means `admin`; set but empty turns the second factor off.
 */
export const StaffTotpRolesSetting = z
  .string()
  .default('admin')
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))].filter(Boolean))
  .pipe(z.array(z.enum(ACCOUNT_ROLES, { error: `must list roles among ${ACCOUNT_ROLES.join(', ')}` })));

/** Whether accounts of `role` need the second factor under `roles` (the parsed STAFF_TOTP_ROLES). */
export function roleNeedsSecondFactor(roles: readonly AccountRole[], role: Role): boolean {
  return (roles as readonly string[]).includes(role);
}

/**
 * Whether `auth` is a login that still owes its second factor: a user session of a role in
 * STAFF_TOTP_ROLES (read live) that has not passed it. Visitor and database tokens never do; a
 * database token is only issued to a session that got through this check.
 */
export function isSecondFactorPending(config: Pick<Config, 'staffTotpRoles'>, auth: AuthContext): boolean {
  return (
    auth.kind === 'user' &&
    auth.userId !== null &&
    !auth.secondFactorVerified &&
    roleNeedsSecondFactor(config.staffTotpRoles, auth.role)
  );
}
