// No schemas here: the portal's first screen needs these helpers, and a module that builds zod
// schemas at load time keeps zod in every bundle that imports it (role-schemas.ts holds them).
/**
 * Every role value: the spec's (section 6; `youke` and `visitor` are both guests) and `auditor`, the security auditor of separation of
 * duties (三员分立), who reads and keeps the logs and nothing else.
 */
export const ROLES = ['youke', 'visitor', 'common', 'user', 'bus', 'admin', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person can hold as a registered account (the visitor account is built in). */
export const ACCOUNT_ROLES = ['common', 'user', 'bus', 'admin', 'auditor'] as const satisfies readonly Role[];
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Roles that may sign in to the back office at all. */
export const STAFF_ROLES = ['bus', 'admin', 'auditor'] as const satisfies readonly Role[];

/** Message keys of the role labels, translated in the message catalogue. */
export const ROLE_LABEL_KEYS: Record<Role, `role.${Role}`> = {
  youke: 'role.youke',
  visitor: 'role.visitor',
  common: 'role.common',
  user: 'role.user',
  bus: 'role.bus',
  admin: 'role.admin',
  auditor: 'role.auditor',
};

/** The client treats a token as a visitor token for these roles (spec section 4). */
export function isVisitorRole(role: string | null | undefined): boolean {
  return role === 'youke' || role === 'visitor' || !role;
}

/** Whether the role belongs to back-office staff. */
export function isStaffRole(role: string | null | undefined): role is (typeof STAFF_ROLES)[number] {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}
