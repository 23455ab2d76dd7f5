import type { Home } from '@cityip/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** Everything the portal home shows besides the site settings, in one call the server caches. */
export function useHome() {
  return useQuery({
    queryKey: ['portal', 'home'],
    queryFn: () => callApi<Home>({ url: '/home' }),
    staleTime: 60_000,
  });
}
