import { useLocation } from 'react-router';
import { GuidePage } from '../guides/guide-page.js';
import { guideKeyFor } from '../guides/guide-pages.js';
import { ServiceWindowPage } from './service-window-page.js';

/**
 * `/publicServe` serves two menu items: the comprehensive service window (the outlets) and, with
 * `?id=15`, the city IP think tank's introduction, which stays a guide page.
 */
export function PublicServePage() {
  const { pathname, search } = useLocation();
  return guideKeyFor(pathname, search) === 'serviceWindow' ? <ServiceWindowPage /> : <GuidePage />;
}
