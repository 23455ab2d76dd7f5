import { useEffect, useRef } from 'react';
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
 * The window is the scrolling container of both layouts (no inner scroll area exists). Not on
 * the first render: a pre-rendered page can be scrolled before the app takes it over.
 */
export function ScrollReset() {
  const { pathname, search, hash } = useLocation();
  const address = `${pathname}${search}${hash}`;
  const shown = useRef(address);
  useEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    if (hash) return;
    window.scrollTo({ top: 0, left: 0 });
  }, [address, hash]);
  return null;
}

/**
 * Marks the document once the app has rendered (`data-interactive` on <html>): a pre-rendered
 * page shows before its buttons work, and tests wait for the mark before using them.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

/** The effects every page of the app shares. */
export function RouteEffects() {
  return (
    <>
      <DocumentTitle />
      <ScrollReset />
      <InteractiveMark />
    </>
  );
}
