import { DEFAULT_HOME_ROUTE } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link.js';
import { isChunkLoadError } from './lazy-retry.js';

/**
 * errorElement of the routes: a failed chunk load gets a friendly explanation and a reload
 * button (after the retries of lazy-retry.ts); anything else the service-error page. Plain markup,
 * no antd: it must show when chunks cannot load, so it is part of the portal's first load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} className="error-main" tabIndex={-1}>
        <div className="route-error">
          <h1 className="result-title">{chunk ? t('chunk.title') : t('route.serverError')}</h1>
          <p className="result-subtitle">{chunk ? t('chunk.message') : t('errorPage.server')}</p>
          {chunk ? (
            <button type="button" className="route-error-action" onClick={() => window.location.reload()}>
              {t('chunk.reload')}
            </button>
          ) : (
            <a className="route-error-action" href={DEFAULT_HOME_ROUTE}>
              {t('common.backHome')}
            </a>
          )}
        </div>
      </main>
    </>
  );
}
