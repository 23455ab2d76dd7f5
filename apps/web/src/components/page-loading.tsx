import { useTranslation } from 'react-i18next';

/**
 * Placeholder while a lazy page or the first route data loads. Plain markup and CSS, no antd: it
 * is part of the portal's first load.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="loading-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
