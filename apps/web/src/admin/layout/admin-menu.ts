import { BACK_OFFICE_BASE, BACK_OFFICE_ROUTES, type BackOfficeRoute, canAccess } from '@cityip/contracts';

/** One group of the back-office side menu. */
export interface AdminMenuGroup {
  group: BackOfficeRoute['group'];
  items: Array<{ path: string; name: string }>;
}

const GROUP_ORDER: readonly BackOfficeRoute['group'][] = ['account', 'content', 'home', 'data', 'system'];

/**
 * The side menu for a role: the spec's back-office routes that appear in the menu (not operation
 * pages) and that the role may open, grouped, groups without items left out.
 */
export function adminMenuFor(role: string): AdminMenuGroup[] {
  return GROUP_ORDER.map((group) => ({
    group,
    items: BACK_OFFICE_ROUTES.filter(
      (route) => route.group === group && route.inMenu && canAccess(role, route.module),
    ).map((route) => ({ path: `${BACK_OFFICE_BASE}${route.path}`, name: route.name })),
  })).filter((group) => group.items.length > 0);
}

/** Back-office start page of a role: the user list for admins, else the first module it may open. */
export function backOfficeHome(role: string): string | null {
  if (canAccess(role, 'accounts')) return `${BACK_OFFICE_BASE}/account/infos`;
  const first = BACK_OFFICE_ROUTES.find((route) => route.inMenu && canAccess(role, route.module));
  return first ? `${BACK_OFFICE_BASE}${first.path}` : null;
}

/** The menu entry to highlight: operation pages highlight their list (same group, path prefix). */
export function activeMenuPath(pathname: string, groups: AdminMenuGroup[]): string | null {
  const items = groups.flatMap((group) => group.items);
  const exact = items.find((item) => item.path === pathname);
  if (exact) return exact.path;
  const route = BACK_OFFICE_ROUTES.find((candidate) => `${BACK_OFFICE_BASE}${candidate.path}` === pathname);
  if (!route) return null;
  const sibling = items.find((item) => {
    const target = BACK_OFFICE_ROUTES.find((candidate) => candidate.name === item.name);
    return target?.module === route.module && target.group === route.group;
  });
  return sibling?.path ?? null;
}
