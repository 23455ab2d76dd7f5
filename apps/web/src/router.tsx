import { DEFAULT_HOME_ROUTE, TOP_LEVEL_ROUTES, type TopLevelPath } from '@cityip/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { backOfficeRoute } from './admin/admin-routes.js';
import { PageLoading } from './components/page-loading.js';
import { PortalLayout } from './portal/layout/portal-layout.js';
import { frontSiteRoutes } from './portal/portal-routes.js';
import { withAntd } from './routing/antd-route.js';
import { retryImport } from './routing/lazy-retry.js';
import { RouteEffects } from './routing/route-effects.js';
import { RouteErrorPage } from './routing/route-error-page.js';
import { frontRouteHandle } from './routing/route-meta.js';

function RootShell() {
  return (
    <>
      <RouteEffects />
      <Outlet />
    </>
  );
}

const errorPages = () => retryImport(() => import('./portal/errors/error-page.js'));

type LazyRoute = () => Promise<{ Component: ComponentType }>;

/** The page of each anonymous top-level route of the shared table, shown in the portal frame. */
const TOP_LEVEL_PAGES: Record<TopLevelPath, LazyRoute> = {
  '/login': () => retryImport(() => import('./portal/login/login-page.js')).then((m) => ({ Component: m.LoginPage })),
  '/404': () => errorPages().then((m) => ({ Component: m.NotFoundPage })),
  '/403': () => errorPages().then((m) => ({ Component: m.ForbiddenPage })),
  '/500': () => errorPages().then((m) => ({ Component: m.ServerErrorPage })),
  '/sso/login': () =>
    retryImport(() => import('./portal/sso/sso-login-page.js')).then((m) => ({ Component: m.SsoLoginPage })),
};

const topLevelPages: RouteObject[] = TOP_LEVEL_ROUTES.map((route) => ({
  path: route.path,
  handle: frontRouteHandle(route),
  lazy: withAntd(TOP_LEVEL_PAGES[route.path]),
}));

/**
 * The route table of spec section 2: `/` → /platformPortal; the top-level pages; the `home`
 * shell hosting the front-site children and the back office; anything unknown → /404.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoading,
      children: [
        { path: '/', element: <Navigate to={DEFAULT_HOME_ROUTE} replace /> },
        // The shell has no page of its own; its address leads to the default home route.
        { path: '/home', element: <Navigate to={DEFAULT_HOME_ROUTE} replace /> },
        { Component: PortalLayout, children: topLevelPages },
        {
          id: 'home',
          children: [{ Component: PortalLayout, children: frontSiteRoutes }, backOfficeRoute],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}

/** Resolves once the router has loaded the modules of the routes it starts on. */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
