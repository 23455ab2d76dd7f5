import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { requestErrorText } from '../../api/error-text.js';
import { EmptyState } from '../../components/empty-state.js';

type QueryViewProps<T> = {
  query: UseQueryResult<T>;
  /** Whether the loaded data has nothing to show (an absent body always counts as empty). */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The loading, error, empty and loaded states of one query. A 404 is "nothing here" rather than a
 * failure (withdrawn content, a guide not yet written), so it shows the empty state with its reason.
 * Plain markup and CSS, no antd: pages built without antd (policy search) show it too.
 */
export function QueryView<T>({ query, isEmpty, emptyText, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="content-loading" role="status" aria-busy="true">
        <span className="loading-spinner" aria-hidden="true" />
        <span>{t('display.loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    const { error } = query;
    if (error instanceof ApiError && error.code === 404) return <EmptyState description={error.message} />;
    return (
      <div className="content-error" role="alert">
        <p>{requestErrorText(error) ?? t('portal.content.loadFailed')}</p>
        <button type="button" className="form-button" onClick={() => void query.refetch()}>
          {t('portal.content.retry')}
        </button>
      </div>
    );
  }
  const data = query.data;
  if (data === null || data === undefined || isEmpty?.(data)) return <EmptyState description={emptyText} />;
  return <div aria-busy={query.isFetching}>{children(data)}</div>;
}
