import type { FrontRoute, Module } from '@cityip/contracts';

/** What every route declares in its `handle`. */
export interface RouteHandle {
  /**
   * Message keys joined by commas: the menu path to the page, last part = the page itself
   * ('nav.infoUse,nav.patentSearch'). Drives the menu highlight, breadcrumb and document title.
   */
  title: string;
  /** Route name where the spec gives one (backStackSupport, generalInfo, accountInfos, ...). */
  name?: string;
  /** Back-office module that authorises the page. */
  module?: Module;
}

/** The handle of a page of the shared front route tables. */
export function frontRouteHandle(route: FrontRoute): RouteHandle {
  return route.name ? { title: route.title, name: route.name } : { title: route.title };
}

/** The parts of a route title, trimmed, empty parts dropped. */
export function titleParts(title: string | undefined): string[] {
  return (title ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Highlight keys of the generalInfo route by query informationType (spec section 2). */
export function generalInfoKey(informationType: string | null): string {
  if (informationType === '2') return 'nav.policyRegulations';
  if (informationType === '3') return 'nav.industryAnalysis';
  return 'nav.industryNews';
}

/**
 * Menu keys to highlight for a route: the comma-separated parts of its title; for the
 * generalInfo route the key comes from informationType instead. Falls back to Home.
 */
export function menuHighlight(handle: Pick<RouteHandle, 'title' | 'name'> | undefined, search = ''): string[] {
  if (handle?.name === 'generalInfo') {
    return ['nav.home', generalInfoKey(new URLSearchParams(search).get('informationType'))];
  }
  const parts = titleParts(handle?.title);
  return parts.length > 0 ? parts : ['nav.home'];
}

/** The document title: the page's own (last) title part, then the platform title. */
export function composeDocumentTitle(pageTitle: string, platformTitle: string): string {
  return pageTitle && pageTitle !== platformTitle ? `${pageTitle} - ${platformTitle}` : platformTitle;
}
