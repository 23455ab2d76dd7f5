import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder while a lazy page or the first route data loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spin />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
