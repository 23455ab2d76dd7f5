import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers.js';

/** The app in the browser: its providers around the router (main.tsx renders or hydrates it). */
export function AppRoot({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
