import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { setNavigate } from '../src/api/navigation.js';
import { AntdProviders } from '../src/app/antd-providers.js';
import { AppProviders, createQueryClient } from '../src/app/app-providers.js';
import { createRoutes } from '../src/router.js';

function renderRouter(routes: RouteObject[], path: string, wrap: (router: ReactNode) => ReactNode) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigate((to) => router.navigate(to));
  const view = render(
    <AppProviders queryClient={createQueryClient()}>{wrap(<RouterProvider router={router} />)}</AppProviders>,
  );
  return { router, ...view };
}

/**
 * Renders `routes` (a screen under test, not the app's route table) at `path` inside the app
 * providers and antd's, which the route table gives every page that uses antd.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  return renderRouter(routes, path, (router) => <AntdProviders>{router}</AntdProviders>);
}

/** Renders the real route table at `path` inside the app providers, as main.tsx does. */
export function renderApp(path: string) {
  return renderRouter(createRoutes(), path, (router) => router);
}
