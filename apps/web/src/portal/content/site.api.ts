import type { Site } from '@cityip/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';
import { platformLinkUrl } from '../../config/external-links.js';
import { type NavSubItem, subItemHref } from '../layout/nav-menu.js';

/** Query key of the site settings; the footer, the top menu and the home page share one request. */
export const SITE_QUERY_KEY = ['portal', 'site'] as const;

/**
 * Footer and jump links (GET /api/site). The server caches them briefly, so the client keeps them
 * for five minutes too: they change a few times a year.
 */
export function useSite() {
  return useQuery({
    queryKey: SITE_QUERY_KEY,
    queryFn: () => callApi<Site>({ url: '/site' }),
    staleTime: 5 * 60_000,
  });
}

/** The address of a top-menu sub-item; an external platform's comes from its jump link. */
export function useSubItemHref(item: NavSubItem): string {
  const site = useSite();
  return item.external ? platformLinkUrl(item.external, site.data?.links) : subItemHref(item);
}
