import { DEFAULT_HOME_ROUTE } from '@cityip/contracts';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link.js';
import { isChunkLoadError } from './lazy-retry.js';

/**
 * errorElement of the routes: a failed chunk load gets a friendly explanation and a reload
 * button (after the retries of lazy-retry.ts); anything else the service-error page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} className="error-main" tabIndex={-1}>
        <Result
          status={chunk ? 'warning' : '500'}
          title={<h1 className="result-title">{chunk ? t('chunk.title') : t('route.serverError')}</h1>}
          subTitle={<p className="result-subtitle">{chunk ? t('chunk.message') : t('errorPage.server')}</p>}
          extra={
            chunk ? (
              <Button type="primary" onClick={() => window.location.reload()}>
                {t('chunk.reload')}
              </Button>
            ) : (
              <Button type="primary" href={DEFAULT_HOME_ROUTE}>
                {t('common.backHome')}
              </Button>
            )
          }
        />
      </main>
    </>
  );
}
