import { GUIDE_MENU_IDS, type GuideKey } from '@cityip/contracts';

/**
 * Where each guide/introduction is shown: the route, and for the rights-protection introductions
 * the `type` query of their menu item. Menu items with ids are resolved by GUIDE_MENU_IDS.
 * The menu's message key of a guide is `nav.<key>`.
 */
const GUIDE_PAGES: Readonly<Record<GuideKey, { path: string; type?: string }>> = {
  adminRuling: { path: '/protectRights' },
  adminMediation: { path: '/protectRights' },
  rightsAid: { path: '/protectRights', type: 'aid' },
  overseasGuidance: { path: '/protectRights', type: 'overseas' },
  disputeMediation: { path: '/protectRights', type: 'mediation' },
  trademarkWarning: { path: '/protectRights', type: 'trademark' },
  integratedHandling: { path: '/protectRights', type: 'integrated' },
  developPermit: { path: '/developPermit' },
  thinkTank: { path: '/publicServe' },
  serviceWindow: { path: '/publicServe' },
  patentPreAudit: { path: '/patentPreAudit' },
  onlineHandling: { path: '/registerApply' },
};

/** The guide a route shows when its address names none (no known id or type). */
const PATH_DEFAULTS: Readonly<Record<string, GuideKey>> = {
  '/protectRights': 'rightsAid',
  '/developPermit': 'developPermit',
  '/publicServe': 'serviceWindow',
  '/patentPreAudit': 'patentPreAudit',
  '/registerApply': 'onlineHandling',
};

const menuIdOf = (key: GuideKey) => Object.entries(GUIDE_MENU_IDS).find(([, guide]) => guide === key)?.[0] ?? null;

/** The guide to show at `pathname` with query `search` (?id=12, ?type=aid), null for other routes. */
export function guideKeyFor(pathname: string, search: string): GuideKey | null {
  const params = new URLSearchParams(search);
  const byId = GUIDE_MENU_IDS[Number(params.get('id'))];
  if (byId && GUIDE_PAGES[byId].path === pathname) return byId;
  const type = params.get('type');
  const byType = (Object.keys(GUIDE_PAGES) as GuideKey[]).find(
    (key) => type && GUIDE_PAGES[key].path === pathname && GUIDE_PAGES[key].type === type,
  );
  return byType ?? PATH_DEFAULTS[pathname] ?? null;
}

/** The portal address of a guide (search results link here). */
export function guideHref(key: GuideKey): string {
  const { path, type } = GUIDE_PAGES[key];
  const id = menuIdOf(key);
  if (id) return `${path}?id=${id}`;
  return type ? `${path}?type=${type}` : path;
}

/** The menu's message key of a guide, used as its heading. */
export function guideTitleKey(key: GuideKey): string {
  return `nav.${key}`;
}
