import { type OperationHeadline, percentOf } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { FigureCards } from './figure-cards.js';
import type { OperationFormat } from './operation-charts.js';

/**
 * Public consultation and 好差评 over the period (issue 25): what inspections of a government
 * service look at. Overdue questions and rectification cases are today's, whatever the period, and
 * are highlighted while there are any.
 */
export function ServiceQualityCards({ headline: h, format }: { headline: OperationHeadline; format: OperationFormat }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`operationStats.quality.${key}`);
  return (
    <>
      <FigureCards
        id="operation-consult-title"
        title={label('consultTitle')}
        cards={[
          { key: 'received', label: label('consultReceived'), value: format.number(h.consultReceived) },
          { key: 'replied', label: label('consultReplied'), value: format.number(h.consultReplied) },
          { key: 'onTime', label: label('consultRepliedOnTime'), value: format.number(h.consultRepliedOnTime) },
          {
            key: 'onTimeRate',
            label: label('consultOnTimeRate'),
            value: format.percent(percentOf(h.consultRepliedOnTime, h.consultReplied)),
          },
          {
            key: 'overdue',
            label: label('consultOverdue'),
            value: format.number(h.consultOverdue),
            alert: h.consultOverdue > 0,
          },
          {
            key: 'averageDays',
            label: label('consultAverageDays'),
            value: format.workingDays(h.consultAverageWorkingDays),
          },
        ]}
      />
      <FigureCards
        id="operation-evaluation-title"
        title={label('evaluationTitle')}
        cards={[
          { key: 'reviews', label: label('reviews'), value: format.number(h.reviews) },
          { key: 'satisfiedRate', label: label('satisfiedRate'), value: format.percent(h.satisfiedRate) },
          { key: 'badReviews', label: label('badReviews'), value: format.number(h.badReviews) },
          {
            key: 'rectificationsOpen',
            label: label('rectificationsOpen'),
            value: format.number(h.rectificationsOpen),
          },
          {
            key: 'rectificationsOverdue',
            label: label('rectificationsOverdue'),
            value: format.number(h.rectificationsOverdue),
            alert: h.rectificationsOverdue > 0,
          },
          {
            key: 'rectificationsAnswered',
            label: label('rectificationsAnswered'),
            value: format.number(h.rectificationsAnswered),
          },
          {
            key: 'followUpResolvedRate',
            label: label('followUpResolvedRate'),
            value: format.percent(h.followUpResolvedRate),
          },
        ]}
      />
    </>
  );
}
