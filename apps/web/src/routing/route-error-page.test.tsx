import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/app-providers.js';
import { retryImport } from './lazy-retry.js';
import { RouteErrorPage } from './route-error-page.js';

function NoFallback() {
  return null;
}

function BrokenPage(): never {
  throw new Error('render failed');
}

function renderFailingRoute(load: () => Promise<never>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        HydrateFallback: NoFallback,
        lazy: () => retryImport(load, { retries: 2, timeoutMs: 1000 }),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('lazy route failure page', () => {
  it('explains a chunk load failure after the retries and offers a reload', async () => {
    const load = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    renderFailingRoute(load);
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('shows the service error page for other errors', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          Component: BrokenPage,
        },
      ],
      { initialEntries: ['/'] },
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: '服务异常' })).toBeTruthy();
  });
});
