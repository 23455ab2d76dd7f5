import { filterItemExpression } from '@cityip/patent-query';

/** The tabs of the header search, in the spec's order (section 3: result … industry navigation list). */
export const HEADER_SEARCH_TABS = ['result', 'demand', 'service', 'info', 'talents', 'industry'] as const;
export type HeaderSearchTab = (typeof HEADER_SEARCH_TABS)[number];

/** Several inventors are typed separated by commas or enumeration marks (names may hold spaces). */
const NAME_SEPARATORS = /[,，、;；]+/;

const withQuery = (path: string, params: Record<string, string>): string => {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * Where a search from the header leads: patents (`/patentSearch?q=`, the text as an expression),
 * open-licence offers, service guides and information (`/infoSearch?keyword=`), inventors (an
 * `IN=(...)` expression) and the key-industry database. Empty text opens the page itself.
 */
export function headerSearchHref(tab: HeaderSearchTab, rawText: string): string {
  const text = rawText.trim();
  switch (tab) {
    case 'result':
      return withQuery('/patentSearch', { q: text });
    case 'demand':
      return withQuery('/developPermit', { q: text });
    case 'service':
      // `kind` asks the information query to show the service guides.
      return text ? withQuery('/infoSearch', { keyword: text, kind: 'guide' }) : '/infoSearch';
    case 'info':
      return withQuery('/infoSearch', { keyword: text });
    case 'talents':
      return withQuery('/patentSearch', {
        q:
          filterItemExpression({ name: 'IN', values: text.split(NAME_SEPARATORS), customValues: [], custom: false }) ??
          '',
      });
    case 'industry':
      return withQuery('/patentDatabase', { q: text });
  }
}
