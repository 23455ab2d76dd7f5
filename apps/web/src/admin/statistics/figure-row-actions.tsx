import type { StatFigure } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStatFormat } from '../../portal/patent-statistics/use-stat-format.js';
import { ConfirmDeleteButton, RowActionButton, RowActions } from '../shared/row-actions.js';
import { figureEditHref, useDeleteFigure } from './statistics.api.js';

/** Edit, history and delete (after confirmation) for one row of the figure list. */
export function FigureRowActions({
  figure,
  onShowHistory,
}: {
  figure: StatFigure;
  onShowHistory: (figure: StatFigure) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useStatFormat();
  const remove = useDeleteFigure();
  const name = t('statistics.figureName', {
    period: format.period(figure.year, figure.month),
    district: format.district(figure.district),
    indicator: format.indicator(figure.indicator),
  });
  const label = (action: string) => t('statistics.action.rowLabel', { action, name });

  return (
    <RowActions>
      <RowActionButton label={label(t('statistics.action.edit'))} onClick={() => navigate(figureEditHref(figure.id))}>
        {t('statistics.action.edit')}
      </RowActionButton>
      <RowActionButton label={label(t('statistics.action.history'))} onClick={() => onShowHistory(figure)}>
        {t('statistics.action.history')}
      </RowActionButton>
      <ConfirmDeleteButton
        text={t('statistics.action.delete')}
        label={label(t('statistics.action.delete'))}
        title={t('statistics.confirm.delete', { name })}
        okText={t('statistics.confirm.ok')}
        cancelText={t('statistics.confirm.cancel')}
        remove={remove}
        id={figure.id}
        deletedText={t('statistics.deleted')}
      />
    </RowActions>
  );
}
