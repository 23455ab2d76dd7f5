import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_ROUTES } from '../src/backoffice-routes.js';
import { canAccess, canEnterBackOffice, MODULES, PERMISSION_MATRIX } from '../src/permissions.js';
import { isStaffRole, isVisitorRole, ROLES } from '../src/roles.js';

const ADMIN_ONLY = new Set(['accounts', 'mailbox', 'sms', 'logs']);
/** Separation of duties (security case 12): the auditor's modules; the purge is the auditor's alone. */
const AUDITOR_MODULES = new Set(['logs', 'logRetention']);
const AUDITOR_ONLY = new Set(['logRetention']);

describe('permission matrix', () => {
  it.each(MODULES)('module %s: admin unless auditor-only, bus unless admin- or auditor-only, nobody else', (module) => {
    expect(canAccess('admin', module)).toBe(!AUDITOR_ONLY.has(module));
    expect(canAccess('bus', module)).toBe(!ADMIN_ONLY.has(module) && !AUDITOR_ONLY.has(module));
    for (const role of ['youke', 'visitor', 'common', 'user', '', null, undefined]) {
      expect(canAccess(role, module)).toBe(false);
    }
  });

  it.each(MODULES)('case 12: module %s is open to the auditor only if it is a log module', (module) => {
    expect(canAccess('auditor', module)).toBe(AUDITOR_MODULES.has(module));
  });

  it('lets only staff into the back office', () => {
    expect(ROLES.filter((role) => canEnterBackOffice(role))).toEqual(['bus', 'admin', 'auditor']);
    expect(canEnterBackOffice('superuser')).toBe(false);
  });

  it('covers every back-office route of the specification with a module', () => {
    // The specification's 26 screens plus the news list and editor that issue 3 adds, the
    // applications list of issue 6, the demands, talents and contact requests of issue 24, and the
    // working-day calendar, consultation queue and reviews of issue 25, and the data-error queue,
    // patent imports and portfolio claims of issue 26.
    expect(BACK_OFFICE_ROUTES).toHaveLength(38);
    expect(BACK_OFFICE_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/content/news',
        '/content/newsOpreation',
        '/content/demands',
        '/content/talents',
        '/content/contactRequests',
        '/data/patentErrors',
        '/data/patentImport',
        '/data/portfolioClaims',
      ]),
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
    expect(isStaffRole('auditor')).toBe(true);
    expect(isStaffRole('user')).toBe(false);
  });
});
