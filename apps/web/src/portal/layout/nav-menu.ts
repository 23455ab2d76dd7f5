import type { ExternalLinkKey } from '../../config/external-links.js';

/** A sub-item of the top menu (spec section 3: title, value and optional id). */
export interface NavSubItem {
  /** Message key, also the highlight key. */
  title: string;
  /** In-portal path, or the key of an external platform when `external` is set. */
  value: string;
  id?: number;
  /** Menu key of the `platform` jump link whose URL this entry opens (in a new tab). */
  external?: ExternalLinkKey;
}

/** A top-menu item: title, route path and its sub-list. */
export interface NavItem {
  title: string;
  path: string;
  children: NavSubItem[];
}

/** The top navigation menu of spec section 2, in its order; Home is selected by default. */
export const NAV_MENU: readonly NavItem[] = [
  { title: 'nav.home', path: '/platformPortal', children: [] },
  {
    title: 'nav.infoUse',
    path: '/patentDatabase',
    children: [
      { title: 'nav.patentDatabase', value: '/patentDatabase' },
      { title: 'nav.patentSearch', value: '/patentSearch' },
      { title: 'nav.patentWarning', value: '/patentWarning' },
      { title: 'nav.infoSearch', value: '/infoSearch' },
      { title: 'nav.transformPlatform', value: 'patentTransformation', external: 'patentTransformation' },
      { title: 'nav.developPermit', value: '/developPermit', id: 14 },
      { title: 'nav.patentStatistics', value: '/patentStatistics' },
    ],
  },
  {
    title: 'nav.rightsProtection',
    path: '/protectRights',
    children: [
      { title: 'nav.rightsAid', value: '/protectRights?type=aid' },
      { title: 'nav.overseasGuidance', value: '/protectRights?type=overseas' },
      { title: 'nav.disputeMediation', value: '/protectRights?type=mediation' },
      { title: 'nav.trademarkWarning', value: '/protectRights?type=trademark' },
      { title: 'nav.evidencePlatform', value: 'evidencePreservation', external: 'evidencePreservation' },
      { title: 'nav.adminRuling', value: '/protectRights', id: 12 },
      { title: 'nav.adminMediation', value: '/protectRights', id: 13 },
      { title: 'nav.integratedHandling', value: '/protectRights?type=integrated' },
    ],
  },
  {
    title: 'nav.publicService',
    path: '/publicServe',
    children: [
      { title: 'nav.serviceWindow', value: '/publicServe' },
      { title: 'nav.thinkTank', value: '/publicServe', id: 15 },
      { title: 'nav.patentPreAudit', value: '/patentPreAudit' },
      // Public consultation (issue 25): not in the spec's menu; asking the bureau is a public service.
      { title: 'route.consult', value: '/consult' },
    ],
  },
  { title: 'nav.onlineHandling', path: '/registerApply', children: [] },
  {
    title: 'nav.policyQuery',
    path: '/policySearch',
    children: [
      { title: 'nav.policyNational', value: '/policySearch?level=national' },
      { title: 'nav.policyProvincial', value: '/policySearch?level=provincial' },
      { title: 'nav.policyCity', value: '/policySearch?level=city' },
      { title: 'nav.policyHkMacaoTaiwan', value: '/policySearch?level=hkMacaoTaiwan' },
    ],
  },
];

/** The in-portal address of a sub-item: its path, with `id` as a query parameter when it has one. */
export function subItemHref(item: NavSubItem): string {
  if (item.id === undefined) return item.value;
  return `${item.value}${item.value.includes('?') ? '&' : '?'}id=${item.id}`;
}
