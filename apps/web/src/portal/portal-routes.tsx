import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { retryImport } from '../routing/lazy-retry.js';
import type { RouteHandle } from '../routing/route-meta.js';

type LazyRoute = () => Promise<{ Component: ComponentType }>;

const moduleFrame: LazyRoute = () =>
  retryImport(() => import('./module-frame/module-frame-page.js')).then((m) => ({ Component: m.ModuleFramePage }));
const articleDetail =
  (pick: 'PolicyDetailPage' | 'NewsDetailPage'): LazyRoute =>
  () =>
    retryImport(() => import('./content/article-detail-page.js')).then((m) => ({ Component: m[pick] }));

/** A front-site child route: path, title (menu path, comma-separated), route name and its lazy page. */
interface FrontRoute {
  path: string;
  title: string;
  name?: string;
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
  {
    path: '/personAuth',
    title: 'route.personAuth',
    load: () =>
      retryImport(() => import('./accounts/register/auth-pages.js')).then((m) => ({ Component: m.PersonAuthPage })),
  },
  {
    path: '/companyAuth',
    title: 'route.companyAuth',
    load: () =>
      retryImport(() => import('./accounts/register/auth-pages.js')).then((m) => ({ Component: m.CompanyAuthPage })),
  },
  {
    path: '/frontAccountInfo',
    title: 'route.frontAccountInfo',
    load: () =>
      retryImport(() => import('./accounts/account-info/account-info-page.js')).then((m) => ({
        Component: m.AccountInfoPage,
      })),
  },
  {
    path: '/serverDetail',
    title: 'nav.publicService,nav.serviceWindow,route.serverDetail',
    load: () =>
      retryImport(() => import('./public-serve/server-detail-page.js')).then((m) => ({
        Component: m.ServerDetailPage,
      })),
  },
  {
    path: '/patentDatabase',
    title: 'nav.infoUse,nav.patentDatabase',
    load: () =>
      retryImport(() => import('./patent-database/patent-database-page.js')).then((m) => ({
        Component: m.PatentDatabasePage,
      })),
  },
  {
    path: '/patentSearch',
    title: 'nav.infoUse,nav.patentSearch',
    load: () =>
      retryImport(() => import('./patent-search/patent-search-page.js')).then((m) => ({
        Component: m.PatentSearchPage,
      })),
  },
  {
    path: '/infoSearch',
    title: 'nav.infoUse,nav.infoSearch',
    load: () =>
      retryImport(() => import('./info-search/info-search-page.js')).then((m) => ({ Component: m.InfoSearchPage })),
  },
  {
    path: '/patentWarning',
    title: 'nav.infoUse,nav.patentWarning',
    load: () =>
      retryImport(() => import('./patent-warning/patent-warning-page.js')).then((m) => ({
        Component: m.PatentWarningPage,
      })),
  },
  {
    path: '/developPermit',
    title: 'nav.infoUse,nav.developPermit',
    load: () =>
      retryImport(() => import('./develop-permit/develop-permit-page.js')).then((m) => ({
        Component: m.DevelopPermitPage,
      })),
  },
  {
    path: '/patentStatistics',
    title: 'nav.infoUse,nav.patentStatistics',
    load: () =>
      retryImport(() => import('./patent-statistics/patent-statistics-page.js')).then((m) => ({
        Component: m.PatentStatisticsPage,
      })),
  },
  {
    path: '/patentStatistics/detail',
    title: 'nav.infoUse,nav.patentStatistics,route.patentStatisticsDetail',
    load: () =>
      retryImport(() => import('./patent-statistics/statistics-detail-page.js')).then((m) => ({
        Component: m.StatisticsDetailPage,
      })),
  },
  {
    path: '/policySearch',
    title: 'nav.policyQuery',
    load: () =>
      retryImport(() => import('./policy-search/policy-search-page.js')).then((m) => ({
        Component: m.PolicySearchPage,
      })),
  },
  {
    path: '/policySearch/detail',
    title: 'nav.policyQuery,route.policyDetail',
    load: articleDetail('PolicyDetailPage'),
  },
  // Online handling, pre-examination and rights protection: their guide, then the online forms.
  {
    path: '/registerApply',
    title: 'nav.onlineHandling',
    load: () =>
      retryImport(() => import('./applications/register-apply-page.js')).then((m) => ({
        Component: m.RegisterApplyPage,
      })),
  },
  {
    path: '/patentPreAudit',
    title: 'nav.publicService,nav.patentPreAudit',
    load: () =>
      retryImport(() => import('./applications/patent-pre-audit-page.js')).then((m) => ({
        Component: m.PatentPreAuditPage,
      })),
  },
  // The service window lists its outlets; `?id=15` (the think tank) stays an introduction.
  {
    path: '/publicServe',
    title: 'nav.publicService,nav.serviceWindow',
    load: () =>
      retryImport(() => import('./public-serve/public-serve-page.js')).then((m) => ({
        Component: m.PublicServePage,
      })),
  },
  {
    path: '/protectRights',
    title: 'nav.rightsProtection,route.protectRights',
    load: () =>
      retryImport(() => import('./applications/protect-rights-page.js')).then((m) => ({
        Component: m.ProtectRightsPage,
      })),
  },
  // News and information: the menu highlight follows informationType (route-meta.ts), also on the
  // detail page, whose links carry the informationType of their list.
  {
    path: '/generalInfo',
    title: 'portal.route.generalInfo',
    name: 'generalInfo',
    load: () =>
      retryImport(() => import('./general-info/general-info-page.js')).then((m) => ({ Component: m.GeneralInfoPage })),
  },
  {
    path: '/generalInfo/detail',
    title: 'portal.route.generalInfo,portal.route.generalInfoDetail',
    name: 'generalInfo',
    load: articleDetail('NewsDetailPage'),
  },
  {
    path: '/accessibility',
    title: 'route.accessibility',
    load: () =>
      retryImport(() => import('./accessibility/accessibility-statement-page.js')).then((m) => ({
        Component: m.AccessibilityStatementPage,
      })),
  },
];

/** The front-site routes as router objects, each lazily loaded. */
export const frontSiteRoutes: RouteObject[] = FRONT_ROUTES.map((route) => ({
  path: route.path,
  handle: { title: route.title, ...(route.name ? { name: route.name } : {}) } satisfies RouteHandle,
  lazy: route.load ?? moduleFrame,
}));
