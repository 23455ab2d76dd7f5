/** The tabs of the header search, in the spec's order (section 3: result … industry navigation list). */
export const HEADER_SEARCH_TABS = ['result', 'demand', 'service', 'info', 'talents', 'industry'] as const;
export type HeaderSearchTab = (typeof HEADER_SEARCH_TABS)[number];

const withQuery = (path: string, params: Record<string, string>): string => {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * Where a search from the header leads: patents (`/patentSearch?q=`, the text as an expression),
 * technology demands (`/techDemand?keyword=`), service guides and information
 * (`/infoSearch?keyword=`), the talent pool (`/talentPool?keyword=`; inventor search stays in the
 * patent search) and the key-industry database. Empty text opens the page itself.
 */
export function headerSearchHref(tab: HeaderSearchTab, rawText: string): string {
  const text = rawText.trim();
  switch (tab) {
    case 'result':
      return withQuery('/patentSearch', { q: text });
    case 'demand':
      return withQuery('/techDemand', { keyword: text });
    case 'service':
      // `kind` asks the information query to show the service guides.
      return text ? withQuery('/infoSearch', { keyword: text, kind: 'guide' }) : '/infoSearch';
    case 'info':
      return withQuery('/infoSearch', { keyword: text });
    case 'talents':
      return withQuery('/talentPool', { keyword: text });
    case 'industry':
      return withQuery('/patentDatabase', { q: text });
  }
}
