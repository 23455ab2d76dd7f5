import { BACK_OFFICE_BASE, BACK_OFFICE_ROUTES } from '@cityip/contracts';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useSession } from '../auth/session-store.js';
import { loadBackOfficeTexts } from '../i18n/index.js';
import { withAntd } from '../routing/antd-route.js';
import { retryImport } from '../routing/lazy-retry.js';
import { backOfficeGuardLoader } from '../routing/route-guard.js';
import type { RouteHandle } from '../routing/route-meta.js';
import { backOfficeHome } from './layout/admin-menu.js';

type PageLoader = () => Promise<ComponentType>;

/** The content lists (policies, news, guides) share one chunk, as do their edit screens. */
const contentList = (name: keyof typeof import('./content/content-list-pages.js')) =>
  retryImport(() => import('./content/content-list-pages.js')).then((m) => m[name]);
const contentEdit = (name: keyof typeof import('./content/content-edit-pages.js')) =>
  retryImport(() => import('./content/content-edit-pages.js')).then((m) => m[name]);
/** The three application screens are one parameterised screen: one chunk. */
const applicationPage = (name: keyof typeof import('./applications/application-pages.js')) =>
  retryImport(() => import('./applications/application-pages.js')).then((m) => m[name]);

/** Screens built so far; every other back-office route shows the module frame until its issue lands. */
const PAGES: Record<string, PageLoader> = {
  '/account/infos': () => retryImport(() => import('./accounts/account-list-page.js')).then((m) => m.AccountListPage),
  '/account/infosOperation': () =>
    retryImport(() => import('./accounts/account-edit-page.js')).then((m) => m.AccountEditPage),
  '/system/logManage': () => retryImport(() => import('./logs/log-manage-page.js')).then((m) => m.LogManagePage),
  '/content/policy': () => contentList('PolicyListPage'),
  '/content/policyOpreation': () => contentEdit('PolicyEditPage'),
  '/content/news': () => contentList('NewsListPage'),
  '/content/newsOpreation': () => contentEdit('NewsEditPage'),
  '/content/guideAndIntro': () => contentList('GuideListPage'),
  '/content/guideAndIntroOpreation': () => contentEdit('GuideEditPage'),
  '/content/talents': () =>
    retryImport(() => import('./talents/talent-review-page.js')).then((m) => m.TalentReviewPage),
  '/content/demands': () =>
    retryImport(() => import('./tech-demands/tech-demand-review-page.js')).then((m) => m.TechDemandReviewPage),
  '/content/contactRequests': () =>
    retryImport(() => import('./contact-requests/contact-request-list-page.js')).then((m) => m.ContactRequestListPage),
  '/content/dataStatistics': () =>
    retryImport(() => import('./statistics/figure-list-page.js')).then((m) => m.FigureListPage),
  '/content/dataOpreation': () =>
    retryImport(() => import('./statistics/figure-edit-page.js')).then((m) => m.FigureEditPage),
  '/linkManage': () => retryImport(() => import('./links/link-list-page.js')).then((m) => m.LinkListPage),
  '/home/banner': () => retryImport(() => import('./banners/banner-list-page.js')).then((m) => m.BannerListPage),
  '/home/footer': () => retryImport(() => import('./footer/footer-page.js')).then((m) => m.FooterPage),
  '/system/serviceStationList': () =>
    retryImport(() => import('./stations/station-list-page.js')).then((m) => m.StationListPage),
  '/system/stationListOpreation': () =>
    retryImport(() => import('./stations/station-edit-page.js')).then((m) => m.StationEditPage),
  '/system/serviceStation': () =>
    retryImport(() => import('./stations/service-catalog-page.js')).then((m) => m.ServiceCatalogPage),
  '/system/mapStatistics': () =>
    retryImport(() => import('./city-map/map-figure-list-page.js')).then((m) => m.MapFigureListPage),
  '/system/mapOpreation': () =>
    retryImport(() => import('./city-map/map-figure-edit-page.js')).then((m) => m.MapFigureEditPage),
  '/data/navigation': () => retryImport(() => import('./reports/report-list-page.js')).then((m) => m.ReportListPage),
  '/system/reportDown': () =>
    retryImport(() => import('./survey/survey-responses-page.js')).then((m) => m.SurveyResponsesPage),
  '/system/reportDownOpreation': () =>
    retryImport(() => import('./survey/survey-edit-page.js')).then((m) => m.SurveyEditPage),
  '/system/timeManage': () =>
    retryImport(() => import('./opening-times/opening-times-page.js')).then((m) => m.OpeningTimesPage),
  '/system/transferEamil': () =>
    retryImport(() => import('./notifications/mailbox-page.js')).then((m) => m.MailboxPage),
  '/system/messagePlatform': () =>
    retryImport(() => import('./notifications/sms-platform-page.js')).then((m) => m.SmsPlatformPage),
  '/system/evaluation': () =>
    retryImport(() => import('./evaluations/evaluation-admin-page.js')).then((m) => m.EvaluationAdminPage),
  '/system/workdays': () => retryImport(() => import('./workdays/workdays-page.js')).then((m) => m.WorkdaysPage),
  '/system/oprationStatistics': () =>
    retryImport(() => import('./operation-stats/operation-stats-page.js')).then((m) => m.OperationStatsPage),
  '/system/consultManage': () =>
    retryImport(() => import('./consultations/consult-manage-page.js')).then((m) => m.ConsultManagePage),
  '/data/applyFrom': () => applicationPage('TrademarkWindowApplicationsPage'),
  '/data/analysis': () => applicationPage('PreAuditApplicationsPage'),
  '/data/applications': () => applicationPage('OtherApplicationsPage'),
  '/data/portfolioClaims': () =>
    retryImport(() => import('./portfolio-claims/portfolio-claims-page.js')).then((m) => m.PortfolioClaimsPage),
  '/data/patentErrors': () =>
    retryImport(() => import('./patent-data/patent-errors-page.js')).then((m) => m.PatentErrorsPage),
  '/data/patentImport': () =>
    retryImport(() => import('./patent-data/patent-import-page.js')).then((m) => m.PatentImportPage),
};

const moduleFrame: PageLoader = () =>
  retryImport(() => import('./layout/admin-module-frame.js')).then((m) => m.AdminModuleFrame);

function BackOfficeIndex() {
  const { role } = useSession();
  return <Navigate to={backOfficeHome(role) ?? '/403'} replace />;
}

/**
 * /backStackSupport (name backStackSupport, title back office): the guard runs on every
 * navigation inside it; each child of BACK_OFFICE_ROUTES is loaded on demand.
 */
export const backOfficeRoute: RouteObject = {
  id: 'backStackSupport',
  path: BACK_OFFICE_BASE,
  handle: { title: 'admin.title', name: 'backStackSupport' } satisfies RouteHandle,
  loader: backOfficeGuardLoader,
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate,
  // The back office's own texts and antd come with its frame: the portal's first load carries neither.
  lazy: withAntd(async () => {
    const [layout] = await Promise.all([retryImport(() => import('./layout/admin-layout.js')), loadBackOfficeTexts()]);
    return { Component: layout.AdminLayout };
  }),
  children: [
    { index: true, Component: BackOfficeIndex },
    ...BACK_OFFICE_ROUTES.map(
      (route): RouteObject => ({
        path: route.path.slice(1),
        handle: {
          title: `admin.title,admin.route.${route.name}`,
          name: route.name,
          module: route.module,
        } satisfies RouteHandle,
        // The gate (antd's Result) comes with the page, not in the portal's first load.
        lazy: async () => {
          const [Page, { ModuleGate }] = await Promise.all([
            (PAGES[route.path] ?? moduleFrame)(),
            retryImport(() => import('./layout/module-gate.js')),
          ]);
          return { element: <ModuleGate module={route.module} Page={Page} /> };
        },
      }),
    ),
  ],
};
