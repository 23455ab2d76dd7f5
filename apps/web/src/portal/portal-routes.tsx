import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { retryImport } from '../routing/lazy-retry.js';
import type { RouteHandle } from '../routing/route-meta.js';

type LazyRoute = () => Promise<{ Component: ComponentType }>;

const moduleFrame: LazyRoute = () =>
  retryImport(() => import('./module-frame/module-frame-page.js')).then((m) => ({ Component: m.ModuleFramePage }));

/** A front-site child route: path, title (menu path, comma-separated) and its lazy page. */
interface FrontRoute {
  path: string;
  title: string;
  load?: LazyRoute;
}

/**
 * The front-site child routes of spec section 2. Pages without `load` show the page frame with
 * the empty state until the issue that builds them replaces `load`.
 */
export const FRONT_ROUTES: readonly FrontRoute[] = [
  {
    path: '/platformPortal',
    title: 'nav.home',
    load: () => retryImport(() => import('./home/home-page.js')).then((m) => ({ Component: m.HomePage })),
  },
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
  { path: '/registerApply', title: 'nav.onlineHandling' },
  { path: '/patentPreAudit', title: 'nav.publicService,nav.patentPreAudit' },
  { path: '/publicServe', title: 'nav.publicService,nav.serviceWindow' },
  { path: '/protectRights', title: 'nav.rightsProtection,route.protectRights' },
];

/** The front-site routes as router objects, each lazily loaded. */
export const frontSiteRoutes: RouteObject[] = FRONT_ROUTES.map((route) => ({
  path: route.path,
  handle: { title: route.title } satisfies RouteHandle,
  lazy: route.load ?? moduleFrame,
}));
