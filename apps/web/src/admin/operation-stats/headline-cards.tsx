import type { OperationHeadline } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { FigureCards } from './figure-cards.js';
import type { OperationFormat } from './operation-charts.js';

const CARDS = [
  'applications',
  'completed',
  'averageDays',
  'overdue',
  'registrations',
  'authentications',
  'downloads',
  'searches',
  'demandsPublished',
  'contacts',
  'matchmakingApplications',
] as const;

/** The period's key figures as cards. */
export function HeadlineCards({ headline, format }: { headline: OperationHeadline; format: OperationFormat }) {
  const { t } = useTranslation();
  const figureOf = (card: (typeof CARDS)[number]): string => {
    if (card !== 'averageDays') return format.number(headline[card]);
    const days = headline.averageHandlingDays;
    return days === null ? t('operationStats.none') : t('operationStats.days', { days: format.number(days) });
  };
  return (
    <FigureCards
      id="operation-headline-title"
      title={t('operationStats.headline.title')}
      hideTitle
      cards={CARDS.map((card) => ({
        key: card,
        label: t(`operationStats.headline.${card}`),
        value: figureOf(card),
        alert: card === 'overdue' && headline.overdue > 0,
      }))}
    />
  );
}
