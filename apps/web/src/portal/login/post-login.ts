import { BACK_OFFICE_BASE, DEFAULT_HOME_ROUTE, isStaffRole } from '@cityip/contracts';
import { backOfficeHome } from '../../admin/layout/admin-menu.js';

/** Only same-site paths are followed (no `//host` or scheme), and never back to the login page. */
function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  if (redirect === '/login' || redirect.startsWith('/login?')) return null;
  return redirect;
}

/**
 * Where to go after a successful login: staff return to the back-office page they came from or
 * their back-office start page (admins: the user list); everyone else to `redirect` or the portal home.
 */
export function postLoginTarget(role: string, redirect?: string | null): string {
  const target = safeRedirect(redirect);
  if (isStaffRole(role)) {
    const staffHome = backOfficeHome(role);
    if (target?.startsWith(BACK_OFFICE_BASE)) return target;
    if (staffHome) return staffHome;
  }
  return target ?? DEFAULT_HOME_ROUTE;
}
