import { type ConsultCategory, type ConsultStatus, formatZonedTime, localDateAt } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';

/** How the asker reads a state: received and assigned are both "being handled" to them. */
export const ASKER_STATUS: Record<ConsultStatus, 'handling' | 'replied' | 'rejected'> = {
  received: 'handling',
  assigned: 'handling',
  replied: 'replied',
  rejected: 'rejected',
};

/** How a question's coded fields read: category, the city's dates and times. */
export function useConsultFormat() {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  return {
    category: (category: ConsultCategory) => t(`consult.category.${category}`),
    /** `YYYY-MM-DD` in the city, or a dash. */
    date: (iso: string | null) => (iso ? localDateAt(new Date(iso), timeZone) : '—'),
    /** `YYYY-MM-DD HH:mm` in the city, or a dash. */
    time: (iso: string | null) => (iso ? formatZonedTime(iso, timeZone).slice(0, 16) : '—'),
  };
}

/** The address of a published Q&A or (`faq`) of a FAQ entry. */
export function consultHref(id: string, kind: 'qa' | 'faq' = 'qa'): string {
  return `/consult/detail?${kind === 'faq' ? 'faq' : 'id'}=${encodeURIComponent(id)}`;
}
