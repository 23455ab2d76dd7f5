import { formatTime, type StatHistoryEntry, type StatIndicator } from '@cityip/contracts';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { EmptyState } from '../../components/empty-state.js';
import { type StatFormat, useStatFormat } from '../../portal/patent-statistics/use-stat-format.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { useFigureHistory } from './statistics.api.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A value of a history entry with its unit, or a dash where there was none (before a create). */
function valueText(entry: StatHistoryEntry, value: number | null, format: StatFormat): string {
  return value === null ? '—' : format.valueWithUnit(entry.indicator, value);
}

function historyColumns(t: Translate, format: StatFormat, withFigure: boolean): TableColumnsType<StatHistoryEntry> {
  return [
    { key: 'at', title: t('statistics.history.at'), render: (_, entry) => formatTime(entry.at), width: 170 },
    {
      key: 'email',
      title: t('statistics.history.by'),
      render: (_, entry) => entry.email ?? t('statistics.history.system'),
    },
    {
      key: 'action',
      title: t('statistics.history.action'),
      render: (_, entry) =>
        t('statistics.history.actionWithSource', {
          action: t(`statistics.history.actions.${entry.action}`),
          source: t(`statistics.history.source.${entry.source}`),
        }),
    },
    ...(withFigure
      ? [
          {
            key: 'figure',
            title: t('statistics.history.figure'),
            render: (_: unknown, entry: StatHistoryEntry) =>
              t('statistics.figureName', {
                period: format.period(entry.year, entry.month),
                district: format.district(entry.district),
                indicator: format.indicator(entry.indicator),
              }),
          },
        ]
      : []),
    {
      key: 'old',
      title: t('statistics.history.oldValue'),
      align: 'right',
      render: (_, e) => valueText(e, e.oldValue, format),
    },
    {
      key: 'new',
      title: t('statistics.history.newValue'),
      align: 'right',
      render: (_, e) => valueText(e, e.newValue, format),
    },
    {
      key: 'note',
      title: t('statistics.history.note'),
      render: (_, entry) => (entry.oldNote === entry.newNote || entry.newNote === null ? '' : entry.newNote),
    },
  ];
}

/**
 * The edit history, newest first: of one figure (`figureId`), of one indicator, or of all
 * figures, which then names the figure of each change.
 */
export function HistoryTable({ figureId, indicator }: { figureId?: string; indicator?: StatIndicator }) {
  const { t } = useTranslation();
  const format = useStatFormat();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const history = useFigureHistory({
    ...(figureId ? { figureId } : {}),
    ...(indicator ? { indicator } : {}),
    ...paging,
  });
  return (
    <>
      {history.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={requestErrorText(history.error, t) ?? t('statistics.loadFailed')}
        />
      )}
      <Table<StatHistoryEntry>
        rowKey="id"
        size="small"
        columns={historyColumns(t, format, !figureId)}
        dataSource={history.data?.items ?? []}
        loading={history.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: history.isPending ? ' ' : <EmptyState description={t('statistics.history.empty')} /> }}
        pagination={serverPagination(paging, history.data?.total ?? 0, (total) => t('statistics.total', { total }))}
        onChange={(pagination) => setPaging((current) => nextPaging(current, pagination))}
      />
    </>
  );
}
