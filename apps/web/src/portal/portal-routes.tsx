import { FRONT_SITE_ROUTES, type FrontSitePath } from '@cityip/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withAntd } from '../routing/antd-route.js';
import { retryImport } from '../routing/lazy-retry.js';
import { frontRouteHandle } from '../routing/route-meta.js';

type LazyRoute = () => Promise<{ Component: ComponentType }>;

const articleDetail =
  (pick: 'PolicyDetailPage' | 'NewsDetailPage'): LazyRoute =>
  () =>
    retryImport(() => import('./content/article-detail-page.js')).then((m) => ({ Component: m[pick] }));

/** The page of each front-site route of the shared table, loaded on demand. */
const PAGES: Record<FrontSitePath, LazyRoute> = {
  '/platformPortal': () => retryImport(() => import('./home/home-page.js')).then((m) => ({ Component: m.HomePage })),
  '/personAuth': () =>
    retryImport(() => import('./accounts/register/auth-pages.js')).then((m) => ({ Component: m.PersonAuthPage })),
  '/companyAuth': () =>
    retryImport(() => import('./accounts/register/auth-pages.js')).then((m) => ({ Component: m.CompanyAuthPage })),
  '/frontAccountInfo': () =>
    retryImport(() => import('./accounts/account-info/account-info-page.js')).then((m) => ({
      Component: m.AccountInfoPage,
    })),
  '/serverDetail': () =>
    retryImport(() => import('./public-serve/server-detail-page.js')).then((m) => ({
      Component: m.ServerDetailPage,
    })),
  '/patentDatabase': () =>
    retryImport(() => import('./patent-database/patent-database-page.js')).then((m) => ({
      Component: m.PatentDatabasePage,
    })),
  '/patentSearch': () =>
    retryImport(() => import('./patent-search/patent-search-page.js')).then((m) => ({
      Component: m.PatentSearchPage,
    })),
  '/infoSearch': () =>
    retryImport(() => import('./info-search/info-search-page.js')).then((m) => ({ Component: m.InfoSearchPage })),
  '/patentWarning': () =>
    retryImport(() => import('./patent-warning/patent-warning-page.js')).then((m) => ({
      Component: m.PatentWarningPage,
    })),
  '/developPermit': () =>
    retryImport(() => import('./develop-permit/develop-permit-page.js')).then((m) => ({
      Component: m.DevelopPermitPage,
    })),
  '/patentStatistics': () =>
    retryImport(() => import('./patent-statistics/patent-statistics-page.js')).then((m) => ({
      Component: m.PatentStatisticsPage,
    })),
  '/patentStatistics/detail': () =>
    retryImport(() => import('./patent-statistics/statistics-detail-page.js')).then((m) => ({
      Component: m.StatisticsDetailPage,
    })),
  '/policySearch': () =>
    retryImport(() => import('./policy-search/policy-search-page.js')).then((m) => ({
      Component: m.PolicySearchPage,
    })),
  '/policySearch/detail': articleDetail('PolicyDetailPage'),
  '/techDemand': () =>
    retryImport(() => import('./tech-demand/tech-demand-page.js')).then((m) => ({ Component: m.TechDemandPage })),
  '/techDemand/detail': () =>
    retryImport(() => import('./tech-demand/tech-demand-detail-page.js')).then((m) => ({
      Component: m.TechDemandDetailPage,
    })),
  '/registerApply': () =>
    retryImport(() => import('./applications/register-apply-page.js')).then((m) => ({
      Component: m.RegisterApplyPage,
    })),
  '/patentPreAudit': () =>
    retryImport(() => import('./applications/patent-pre-audit-page.js')).then((m) => ({
      Component: m.PatentPreAuditPage,
    })),
  '/publicServe': () =>
    retryImport(() => import('./public-serve/public-serve-page.js')).then((m) => ({
      Component: m.PublicServePage,
    })),
  '/protectRights': () =>
    retryImport(() => import('./applications/protect-rights-page.js')).then((m) => ({
      Component: m.ProtectRightsPage,
    })),
  '/generalInfo': () =>
    retryImport(() => import('./general-info/general-info-page.js')).then((m) => ({ Component: m.GeneralInfoPage })),
  '/generalInfo/detail': articleDetail('NewsDetailPage'),
  '/talentPool': () =>
    retryImport(() => import('./talent-pool/talent-pool-page.js')).then((m) => ({ Component: m.TalentPoolPage })),
  '/talentPool/detail': () =>
    retryImport(() => import('./talent-pool/talent-detail-page.js')).then((m) => ({ Component: m.TalentDetailPage })),
  '/consult': () => retryImport(() => import('./consult/consult-page.js')).then((m) => ({ Component: m.ConsultPage })),
  '/consult/detail': () =>
    retryImport(() => import('./consult/consult-detail-page.js')).then((m) => ({ Component: m.ConsultDetailPage })),
  '/accessibility': () =>
    retryImport(() => import('./accessibility/accessibility-statement-page.js')).then((m) => ({
      Component: m.AccessibilityStatementPage,
    })),
  '/watchUnsubscribe': () =>
    retryImport(() => import('./watch/watch-unsubscribe-page.js')).then((m) => ({
      Component: m.WatchUnsubscribePage,
    })),
};

/** Pages built without antd: they load no antd providers either. */
const PLAIN_PAGES: ReadonlySet<FrontSitePath> = new Set(['/platformPortal', '/patentSearch', '/policySearch']);

/** The front-site routes as router objects, each lazily loaded (with antd's providers where it is used). */
export const frontSiteRoutes: RouteObject[] = FRONT_SITE_ROUTES.map((route) => ({
  path: route.path,
  handle: frontRouteHandle(route),
  lazy: PLAIN_PAGES.has(route.path) ? PAGES[route.path] : withAntd(PAGES[route.path]),
}));
