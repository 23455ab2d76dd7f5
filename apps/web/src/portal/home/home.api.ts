import type { Home } from '@cityip/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** Query key of the home page's data (the server fills it when it pre-renders the page). */
export const HOME_QUERY_KEY = ['portal', 'home'] as const;

/** Everything the portal home shows besides the site settings, in one call the server caches. */
export function useHome() {
  return useQuery({
    queryKey: HOME_QUERY_KEY,
    queryFn: () => callApi<Home>({ url: '/home' }),
    staleTime: 60_000,
  });
}
