import { EMPTY_MIN_HEIGHT } from '@cityip/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The spec's empty state: 'no matching information' by default, at least 200 px high. Plain
 * markup, no antd: home page columns show it on the portal's first load.
 */
export function EmptyState({ description }: { description?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" style={{ minHeight: EMPTY_MIN_HEIGHT }}>
      <svg className="empty-state-image" width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
        <ellipse cx="32" cy="33" rx="32" ry="7" fill="#f5f5f5" />
        <path
          d="M55 13.6 44.9 2.3A2.6 2.6 0 0 0 43 1.4H21a2.6 2.6 0 0 0-1.9.9L9 13.6V23h46z"
          fill="none"
          stroke="#d9d9d9"
        />
        <path
          d="M41.6 16.8c0-1.7 1-3 2.3-3H55v19c0 2.2-1.4 4-3.1 4H12.1c-1.7 0-3.1-1.8-3.1-4v-19h11.1c1.3 0 2.3 1.3 2.3 3s1.1 3 2.4 3h14.4c1.3 0 2.3-1.3 2.3-3z"
          fill="#fafafa"
          stroke="#d9d9d9"
        />
      </svg>
      <div className="empty-state-text">{description ?? t('error.empty')}</div>
    </div>
  );
}
