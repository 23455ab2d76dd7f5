import {
  APPLICATION_RULES,
  BACK_OFFICE_BASE,
  BACK_OFFICE_ROUTES,
  formatZonedTime,
  type OverdueItem,
  statusLabelKey,
} from '@cityip/contracts';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { labelledPagerItem } from '../../components/labelled-controls.js';
import type { OperationFormat } from './operation-charts.js';

/** The application in the list screen of its kind's module, where `?id=` opens its detail. */
function detailHref(item: OverdueItem): string | null {
  const route = BACK_OFFICE_ROUTES.find((r) => r.inMenu && r.module === APPLICATION_RULES[item.kind].module);
  return route ? `${BACK_OFFICE_BASE}${route.path}?id=${encodeURIComponent(item.id)}` : null;
}

/** The open applications past their time limit now, longest overdue first, each linked to its detail. */
export function OverdueTable({
  items,
  total,
  format,
}: {
  items: readonly OverdueItem[];
  total: number;
  format: OperationFormat;
}) {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  return (
    <section aria-labelledby="operation-overdue-title" className="operation-section">
      <h2 id="operation-overdue-title">{t('operationStats.overdue')}</h2>
      {total > items.length && (
        <Typography.Paragraph type="secondary">
          {t('operationStats.overdueMore', { total, shown: items.length })}
        </Typography.Paragraph>
      )}
      <Table<OverdueItem>
        rowKey="id"
        size="small"
        pagination={items.length > 20 ? { pageSize: 20, showSizeChanger: false, itemRender: labelledPagerItem } : false}
        scroll={{ x: 'max-content' }}
        dataSource={[...items]}
        // A plain string gets antd's disabled grey (1.8:1 contrast): secondary text reads.
        locale={{ emptyText: <Typography.Text type="secondary">{t('operationStats.overdueNone')}</Typography.Text> }}
        columns={[
          {
            key: 'receiptNo',
            title: t('operationStats.column.receiptNo'),
            render: (_, item) => {
              const href = detailHref(item);
              return href ? <Link to={href}>{item.receiptNo}</Link> : item.receiptNo;
            },
          },
          { key: 'kind', title: t('operationStats.column.kind'), render: (_, item) => format.kind(item.kind) },
          {
            key: 'status',
            title: t('operationStats.column.status'),
            render: (_, item) => t(statusLabelKey(item.status)),
          },
          {
            key: 'submittedAt',
            title: t('operationStats.column.submittedAt'),
            render: (_, item) => formatZonedTime(item.submittedAt, timeZone),
          },
          {
            key: 'dueAt',
            title: t('operationStats.column.dueAt'),
            render: (_, item) => formatZonedTime(item.dueAt, timeZone),
          },
          {
            key: 'daysOverdue',
            title: t('operationStats.column.daysOverdue'),
            align: 'right',
            dataIndex: 'daysOverdue',
          },
        ]}
      />
    </section>
  );
}
