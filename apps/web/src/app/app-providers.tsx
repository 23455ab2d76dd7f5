import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import '../i18n/index.js';
import { FeedbackFallback } from './feedback-fallback.js';

/** The app's shared query cache; data is refetched when a screen mounts again after 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
}

const defaultQueryClient = createQueryClient();

/**
 * Providers every screen needs: the query cache, and a feedback host for pages without antd. antd's
 * theme, locale and feedback come with the pages that use antd (AntdProviders, app/antd-providers.tsx).
 */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <FeedbackFallback />
      {children}
    </QueryClientProvider>
  );
}
