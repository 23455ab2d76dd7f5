import { DEFAULT_HOME_ROUTE } from '@cityip/contracts';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { backOfficeRoute } from './admin/admin-routes.js';
import { PageLoading } from './components/page-loading.js';
import { PortalLayout } from './portal/layout/portal-layout.js';
import { frontSiteRoutes } from './portal/portal-routes.js';
import { retryImport } from './routing/lazy-retry.js';
import { RouteEffects } from './routing/route-effects.js';
import { RouteErrorPage } from './routing/route-error-page.js';
import type { RouteHandle } from './routing/route-meta.js';

function RootShell() {
  return (
    <>
      <RouteEffects />
      <Outlet />
    </>
  );
}

const errorPages = () => retryImport(() => import('./portal/errors/error-page.js'));

/** Anonymous top-level pages (spec section 2), shown in the portal frame. */
const topLevelPages: RouteObject[] = [
  {
    path: '/login',
    handle: { title: 'route.login', name: 'login' } satisfies RouteHandle,
    lazy: () => retryImport(() => import('./portal/login/login-page.js')).then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/404',
    handle: { title: 'route.notFound' } satisfies RouteHandle,
    lazy: () => errorPages().then((m) => ({ Component: m.NotFoundPage })),
  },
  {
    path: '/403',
    handle: { title: 'route.forbidden' } satisfies RouteHandle,
    lazy: () => errorPages().then((m) => ({ Component: m.ForbiddenPage })),
  },
  {
    path: '/500',
    handle: { title: 'route.serverError' } satisfies RouteHandle,
    lazy: () => errorPages().then((m) => ({ Component: m.ServerErrorPage })),
  },
  {
    path: '/sso/login',
    handle: { title: 'route.sso' } satisfies RouteHandle,
    lazy: () =>
      retryImport(() => import('./portal/sso/sso-login-page.js')).then((m) => ({ Component: m.SsoLoginPage })),
  },
];

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
