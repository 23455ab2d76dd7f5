/** One front-site page of spec section 2. */
export interface FrontRoute {
  path: string;
  /** Message keys joined by commas: the menu path to the page, the page itself last. */
  title: string;
  /** Route name where the spec gives one. */
  name?: string;
}

/**
 * Anonymous pages outside the `home` shell (spec section 2). Shared so that the browser suite
 * visits every page the router has, a new one included.
 */
export const TOP_LEVEL_ROUTES = [
  { path: '/login', title: 'route.login', name: 'login' },
  { path: '/404', title: 'route.notFound' },
  { path: '/403', title: 'route.forbidden' },
  { path: '/500', title: 'route.serverError' },
  { path: '/sso/login', title: 'route.sso' },
] as const satisfies readonly FrontRoute[];

/** The front-site children of the `home` shell (spec section 2). */
export const FRONT_SITE_ROUTES = [
  { path: '/platformPortal', title: 'nav.home' },
  { path: '/personAuth', title: 'route.personAuth' },
  { path: '/companyAuth', title: 'route.companyAuth' },
  { path: '/frontAccountInfo', title: 'route.frontAccountInfo' },
  { path: '/serverDetail', title: 'nav.publicService,nav.serviceWindow,route.serverDetail' },
  { path: '/patentDatabase', title: 'nav.infoUse,nav.patentDatabase' },
  { path: '/patentSearch', title: 'nav.infoUse,nav.patentSearch' },
  { path: '/infoSearch', title: 'nav.infoUse,nav.infoSearch' },
  { path: '/patentWarning', title: 'nav.infoUse,nav.patentWarning' },
  { path: '/developPermit', title: 'nav.infoUse,nav.developPermit' },
  { path: '/patentStatistics', title: 'nav.infoUse,nav.patentStatistics' },
  { path: '/patentStatistics/detail', title: 'nav.infoUse,nav.patentStatistics,route.patentStatisticsDetail' },
  { path: '/policySearch', title: 'nav.policyQuery' },
  { path: '/policySearch/detail', title: 'nav.policyQuery,route.policyDetail' },
  // Technology demands (issue 24): the header's 需求 tab searches them.
  { path: '/techDemand', title: 'route.techDemand' },
  { path: '/techDemand/detail', title: 'route.techDemand,route.techDemandDetail' },
  // Online handling, pre-examination and rights protection: their guide, then the online forms.
  { path: '/registerApply', title: 'nav.onlineHandling' },
  { path: '/patentPreAudit', title: 'nav.publicService,nav.patentPreAudit' },
  // The service window lists its outlets; `?id=15` (the think tank) stays an introduction.
  { path: '/publicServe', title: 'nav.publicService,nav.serviceWindow' },
  { path: '/protectRights', title: 'nav.rightsProtection,route.protectRights' },
  // News and information: the menu highlight follows informationType (route-meta.ts), also on the
  // detail page, whose links carry the informationType of their list.
  { path: '/generalInfo', title: 'portal.route.generalInfo', name: 'generalInfo' },
  {
    path: '/generalInfo/detail',
    title: 'portal.route.generalInfo,portal.route.generalInfoDetail',
    name: 'generalInfo',
  },
  // The talent pool (人才专家库, issue 24); the header's 人才 tab links to `/talentPool?keyword=`.
  { path: '/talentPool', title: 'route.talentPool' },
  { path: '/talentPool/detail', title: 'route.talentPool,route.talentPoolDetail' },
  // Public consultation (在线咨询, issue 25): ask, look up by query number, the published Q&As.
  { path: '/consult', title: 'nav.publicService,route.consult' },
  { path: '/consult/detail', title: 'nav.publicService,route.consult,route.consultDetail' },
  { path: '/accessibility', title: 'route.accessibility' },
  // A patent alert's one-click unsubscribe link (issue 26): works without logging in.
  { path: '/watchUnsubscribe', title: 'route.watchUnsubscribe' },
] as const satisfies readonly FrontRoute[];

export type TopLevelPath = (typeof TOP_LEVEL_ROUTES)[number]['path'];
export type FrontSitePath = (typeof FRONT_SITE_ROUTES)[number]['path'];
