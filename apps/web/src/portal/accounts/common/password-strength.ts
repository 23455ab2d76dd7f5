import { PortalPasswordSchema, passwordClassCount } from '@cityip/contracts';

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** Length from which a password of all four character classes counts as strong. */
const STRONG_LENGTH = 12;

/**
 * How strong a new password looks, for the hint under the field: weak while it fails the portal
 * policy, strong with all four character classes and some length, medium in between; null when empty.
 */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  if (!PortalPasswordSchema.safeParse(password).success) return 'weak';
  return passwordClassCount(password) === 4 && password.length >= STRONG_LENGTH ? 'strong' : 'medium';
}
