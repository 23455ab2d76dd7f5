import { useTranslation } from 'react-i18next';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { PatentSearchPanel } from './patent-search-panel.js';

/** `/patentSearch`: the page heading and a short introduction above the search. */
export function PatentSearchPage() {
  const { t } = useTranslation();
  return (
    <RoutePageFrame>
      <p className="patent-search-intro">{t('portal.patent.intro')}</p>
      <PatentSearchPanel />
    </RoutePageFrame>
  );
}
