import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_ROUTES } from '../src/backoffice-routes.js';
import { canAccess, canEnterBackOffice, MODULES, PERMISSION_MATRIX } from '../src/permissions.js';
import { isStaffRole, isVisitorRole, ROLES } from '../src/roles.js';

const ADMIN_ONLY = new Set(['accounts', 'mailbox', 'sms', 'logs']);

describe('permission matrix', () => {
  it.each(MODULES)('module %s is open to admin, to bus unless admin-only, and to nobody else', (module) => {
    expect(canAccess('admin', module)).toBe(true);
    expect(canAccess('bus', module)).toBe(!ADMIN_ONLY.has(module));
    for (const role of ['youke', 'visitor', 'common', 'user', '', null, undefined]) {
      expect(canAccess(role, module)).toBe(false);
    }
  });

  it('lets only staff into the back office', () => {
    expect(ROLES.filter((role) => canEnterBackOffice(role))).toEqual(['bus', 'admin']);
    expect(canEnterBackOffice('superuser')).toBe(false);
  });

  it('covers every back-office route of the specification with a module', () => {
    // The specification's 26 screens plus the news list and editor that issue 3 adds and the
    // applications list of issue 6.
    expect(BACK_OFFICE_ROUTES).toHaveLength(29);
    expect(BACK_OFFICE_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/content/news', '/content/newsOpreation']),
    );
    for (const route of BACK_OFFICE_ROUTES) expect(PERMISSION_MATRIX[route.module]).toBeDefined();
    expect(BACK_OFFICE_ROUTES.map((r) => r.path)).toContain('/system/transferEamil');
  });

  it('classifies visitor and staff roles as the spec says', () => {
    expect(isVisitorRole('youke')).toBe(true);
    expect(isVisitorRole('visitor')).toBe(true);
    expect(isVisitorRole('')).toBe(true);
    expect(isVisitorRole('common')).toBe(false);
    expect(isStaffRole('bus')).toBe(true);
    expect(isStaffRole('user')).toBe(false);
  });
});
