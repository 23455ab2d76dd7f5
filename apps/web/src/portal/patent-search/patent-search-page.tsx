import { useTranslation } from 'react-i18next';
import { AfterHydration } from '../../app/frame-first.js';
import { PageLoading } from '../../components/page-loading.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { PatentSearchPanel } from './patent-search-panel.js';

/**
 * `/patentSearch`: the page heading and a short introduction above the search. The server renders
 * the heading and introduction (ssr/prerendered-pages.ts); the search, which keeps its columns and
 * history in the tab's storage, comes once the browser has taken the page over.
 */
export function PatentSearchPage() {
  const { t } = useTranslation();
  return (
    <RoutePageFrame>
      <p className="patent-search-intro">{t('portal.patent.intro')}</p>
      <AfterHydration fallback={<PageLoading />}>
        <PatentSearchPanel />
      </AfterHydration>
    </RoutePageFrame>
  );
}
