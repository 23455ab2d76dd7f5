import { describe, expect, it } from 'vitest';
import { activeMenuPath, adminMenuFor, backOfficeHome } from '../../admin/layout/admin-menu.js';
import { postLoginTarget } from './post-login.js';

describe('redirect after login', () => {
  it('takes an admin to the user list', () => {
    expect(postLoginTarget('admin', null)).toBe('/backStackSupport/account/infos');
    expect(postLoginTarget('admin', '/platformPortal')).toBe('/backStackSupport/account/infos');
    expect(postLoginTarget('admin', '/backStackSupport/system/logManage')).toBe('/backStackSupport/system/logManage');
  });

  it('takes operations staff to the first module they may open', () => {
    expect(backOfficeHome('bus')).toBe('/backStackSupport/linkManage');
    expect(postLoginTarget('bus')).toBe('/backStackSupport/linkManage');
  });

  it('case 12: takes the auditor to the log management page, the only module open to them', () => {
    expect(postLoginTarget('auditor', null)).toBe('/backStackSupport/system/logManage');
    const paths = adminMenuFor('auditor').flatMap((group) => group.items.map((item) => item.path));
    expect(paths).toEqual(['/backStackSupport/system/logManage']);
  });

  it('takes everyone else to the redirect query or the portal home, never off-site', () => {
    expect(postLoginTarget('common', '/registerApply?x=1')).toBe('/registerApply?x=1');
    expect(postLoginTarget('user', null)).toBe('/platformPortal');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', '/login?redirect=/x']) {
      expect(postLoginTarget('common', bad)).toBe('/platformPortal');
    }
  });
});

describe('back-office side menu', () => {
  it('shows admins every module, grouped, without operation pages', () => {
    const paths = adminMenuFor('admin').flatMap((group) => group.items.map((item) => item.path));
    expect(paths).toContain('/backStackSupport/account/infos');
    expect(paths).toContain('/backStackSupport/system/logManage');
    expect(paths).not.toContain('/backStackSupport/account/infosOperation');
    expect(adminMenuFor('admin').map((group) => group.group)).toEqual(['account', 'content', 'home', 'data', 'system']);
  });

  it('filters by the permission matrix', () => {
    const paths = adminMenuFor('bus').flatMap((group) => group.items.map((item) => item.path));
    expect(paths).not.toContain('/backStackSupport/account/infos');
    expect(paths).not.toContain('/backStackSupport/system/logManage');
    expect(paths).not.toContain('/backStackSupport/system/transferEamil');
    expect(paths).toContain('/backStackSupport/content/policy');
    expect(adminMenuFor('common')).toEqual([]);
    expect(adminMenuFor('visitor')).toEqual([]);
  });

  it('highlights the list entry on its operation page', () => {
    const groups = adminMenuFor('admin');
    expect(activeMenuPath('/backStackSupport/account/infosOperation', groups)).toBe('/backStackSupport/account/infos');
    expect(activeMenuPath('/backStackSupport/content/policyOpreation', groups)).toBe(
      '/backStackSupport/content/policy',
    );
  });
});
