import type { KindSummary } from '@cityip/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperationFormat } from './operation-charts.js';

/** Each kind over the period: applications, outcomes, handling time, overdue now and its limit. */
export function KindTable({ kinds, format }: { kinds: readonly KindSummary[]; format: OperationFormat }) {
  const { t } = useTranslation();
  const days = (value: number | null) => (value === null ? t('operationStats.none') : format.number(value));
  return (
    <section aria-labelledby="operation-kinds-title" className="operation-section">
      <h2 id="operation-kinds-title">{t('operationStats.kinds')}</h2>
      <Table<KindSummary>
        rowKey="kind"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[...kinds]}
        columns={[
          { key: 'kind', title: t('operationStats.column.kind'), render: (_, k) => format.kind(k.kind) },
          { key: 'submitted', title: t('operationStats.column.submitted'), align: 'right', dataIndex: 'submitted' },
          { key: 'completed', title: t('operationStats.column.completed'), align: 'right', dataIndex: 'completed' },
          { key: 'rejected', title: t('operationStats.column.rejected'), align: 'right', dataIndex: 'rejected' },
          {
            key: 'averageDays',
            title: t('operationStats.column.averageDays'),
            align: 'right',
            render: (_, k) => days(k.averageHandlingDays),
          },
          { key: 'overdue', title: t('operationStats.column.overdue'), align: 'right', dataIndex: 'overdue' },
          { key: 'dueDays', title: t('operationStats.column.dueDays'), align: 'right', dataIndex: 'dueDays' },
        ]}
      />
    </section>
  );
}
