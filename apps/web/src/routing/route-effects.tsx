import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCityName, usePlatformTitle } from '../app/use-platform-title.js';
import { composeDocumentTitle, titleParts } from './route-meta.js';
import { useRouteHandle } from './use-route-handle.js';

/** Sets document.title from the route title (translated) and the platform title. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const platformTitle = usePlatformTitle();
  const city = useCityName();
  const parts = titleParts(handle?.title);
  const last = parts[parts.length - 1];
  const pageTitle = last && last !== 'nav.home' ? t(last, { city }) : '';
  useEffect(() => {
    document.title = composeDocumentTitle(pageTitle, platformTitle);
  }, [pageTitle, platformTitle]);
  return null;
}

/**
 * Scrolls back to the top on every navigation (spec section 2), unless the URL targets an anchor.
 * The window is the scrolling container of both layouts (no inner scroll area exists).
 */
export function ScrollReset() {
  const { pathname, search, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every location change.
  useEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, search, hash]);
  return null;
}

/** The effects every page of the app shares. */
export function RouteEffects() {
  return (
    <>
      <DocumentTitle />
      <ScrollReset />
    </>
  );
}
