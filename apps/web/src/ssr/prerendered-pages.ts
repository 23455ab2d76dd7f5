import { FRONT_SITE_ROUTES, type PrerenderSource, readPolicySearch, TOP_LEVEL_ROUTES } from '@cityip/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { policyListKey } from '../portal/content/content.api.js';
import { SITE_QUERY_KEY } from '../portal/content/site.api.js';
import { HOME_QUERY_KEY } from '../portal/home/home.api.js';

/**
 * The cached query each data source fills, for the page's address (the runtime config is not a
 * query: it has its own store).
 */
export const SOURCE_QUERIES: Record<Exclude<PrerenderSource, 'config'>, (url: URL) => QueryKey> = {
  site: () => SITE_QUERY_KEY,
  home: () => HOME_QUERY_KEY,
  policies: (url) => policyListKey(readPolicySearch(url.searchParams)),
};

/** Every pre-rendered page shows the portal frame: its title needs the config, its menu and footer the site. */
export const FRAME_SOURCES: readonly PrerenderSource[] = ['config', 'site'];

/**
 * The pages the server renders so their first screen shows before any script has run (issue 8:
 * slow phones): each page's module (its chunk's scripts and styles are announced in the HTML)
 * and the data it shows beyond the frame's. Other pages start in the browser, as before.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, { module: string; sources: readonly PrerenderSource[] }>> = {
  '/platformPortal': { module: 'src/portal/home/home-page.tsx', sources: ['home'] },
  // Whole, results included: its filter form, level links and pager work before any script has run.
  '/policySearch': { module: 'src/portal/policy-search/policy-search-page.tsx', sources: ['policies'] },
  // Its heading and introduction (the largest text of its first screen); the search follows in the browser.
  '/patentSearch': { module: 'src/portal/patent-search/patent-search-page.tsx', sources: [] },
};

/**
 * The other pages of the portal frame come from the server frame first: header, menu and footer
 * in the HTML, the loading placeholder where the page goes, so a slow phone shows where it is and
 * the way elsewhere at once. The page itself renders in the browser, as before. The back office
 * starts in the browser (it is built on antd throughout and reached after a login).
 */
export const FRAME_FIRST_PAGES: ReadonlySet<string> = new Set(
  [...TOP_LEVEL_ROUTES, ...FRONT_SITE_ROUTES].map((route) => route.path).filter((path) => !(path in PRERENDERED_PAGES)),
);
