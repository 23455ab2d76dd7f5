import type { Link, PlatformLinkKey } from '@cityip/contracts';

/** Top-menu entries that lead to platforms outside the portal (spec section 2). */
export type ExternalLinkKey = PlatformLinkKey;

/**
 * Where such an entry leads while the back office has no enabled jump link for it (or the site
 * settings are still loading): the service window page, which lists the city's service channels,
 * so the menu never offers a dead link.
 */
export const PLATFORM_LINK_FALLBACK = '/publicServe';

/** Whether a URL leaves the portal (rendered as a new-window link instead of an in-app link). */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The address of an external menu entry: the enabled `platform` jump link with that menu key
 * (back office `/linkManage`), else the fallback above.
 */
export function platformLinkUrl(key: ExternalLinkKey, links: readonly Link[] | undefined): string {
  const link = links?.find((item) => item.group === 'platform' && item.menuKey === key && item.enabled);
  return link && isExternalUrl(link.url) ? link.url : PLATFORM_LINK_FALLBACK;
}
