import type { OperationHeadline } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
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

/** The period's key figures as cards: a definition list, so each figure is read with its name. */
export function HeadlineCards({ headline, format }: { headline: OperationHeadline; format: OperationFormat }) {
  const { t } = useTranslation();
  const figureOf = (card: (typeof CARDS)[number]): string => {
    if (card !== 'averageDays') return format.number(headline[card]);
    const days = headline.averageHandlingDays;
    return days === null ? t('operationStats.none') : t('operationStats.days', { days: format.number(days) });
  };
  return (
    <section aria-labelledby="operation-headline-title">
      <h2 id="operation-headline-title" className="visually-hidden">
        {t('operationStats.headline.title')}
      </h2>
      <dl className="operation-cards">
        {CARDS.map((card) => (
          <div
            key={card}
            className={card === 'overdue' && headline.overdue > 0 ? 'operation-card is-alert' : 'operation-card'}
          >
            <dt>{t(`operationStats.headline.${card}`)}</dt>
            <dd>{figureOf(card)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
