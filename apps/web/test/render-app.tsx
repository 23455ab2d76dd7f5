import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setNavigate } from '../src/api/navigation.js';
import { AppProviders, createQueryClient } from '../src/app/app-providers.js';
import { createRoutes } from '../src/router.js';

/** Renders the real route table at `path` inside the app providers, as main.tsx does. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  setNavigate((to) => void router.navigate(to));
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
