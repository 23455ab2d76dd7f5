import { formatTime, type StatFigure } from '@cityip/contracts';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { StatFormat } from '../../portal/patent-statistics/use-stat-format.js';
import { FigureRowActions } from './figure-row-actions.js';

interface FigureColumnOptions {
  t: TFunction;
  format: StatFormat;
  onShowHistory: (figure: StatFigure) => void;
}

/** Columns of the figure list: period, indicator, district, value with unit, note, last change, actions. */
export function figureColumns({ t, format, onShowHistory }: FigureColumnOptions): TableColumnsType<StatFigure> {
  return [
    {
      key: 'period',
      title: t('statistics.column.period'),
      render: (_, figure) => format.period(figure.year, figure.month),
      width: 120,
    },
    {
      key: 'indicator',
      title: t('statistics.field.indicator'),
      render: (_, figure) => format.indicator(figure.indicator),
    },
    {
      key: 'district',
      title: t('statistics.field.district'),
      render: (_, figure) => format.district(figure.district),
      width: 110,
    },
    {
      key: 'value',
      title: t('statistics.field.value'),
      align: 'right',
      render: (_, figure) => format.valueWithUnit(figure.indicator, figure.value),
    },
    { key: 'note', dataIndex: 'note', title: t('statistics.field.note'), ellipsis: true },
    {
      key: 'updated',
      title: t('statistics.column.updated'),
      render: (_, figure) => (
        <>
          {formatTime(figure.updatedAt)}
          {figure.updatedBy ? <div>{figure.updatedBy}</div> : null}
        </>
      ),
      width: 200,
    },
    {
      key: 'actions',
      title: t('statistics.column.actions'),
      fixed: 'right',
      render: (_, figure) => <FigureRowActions figure={figure} onShowHistory={onShowHistory} />,
    },
  ];
}
