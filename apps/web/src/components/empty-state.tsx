import { EMPTY_MIN_HEIGHT } from '@cityip/contracts';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's empty state: 'no matching information' by default, at least 200 px high. */
export function EmptyState({ description }: { description?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" style={{ minHeight: EMPTY_MIN_HEIGHT }}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description ?? t('error.empty')} />
    </div>
  );
}
