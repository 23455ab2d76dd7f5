import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { setNavigate } from '../src/api/navigation.js';
import { AppProviders, createQueryClient } from '../src/app/app-providers.js';
import { createRoutes } from '../src/router.js';

/** Renders `routes` at `path` inside the app providers, with the client's navigation wired to the router. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigate((to) => void router.navigate(to));
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** Renders the real route table at `path` inside the app providers, as main.tsx does. */
export function renderApp(path: string) {
  return renderRoutes(createRoutes(), path);
}
