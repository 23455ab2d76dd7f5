import { type ApplicationKindKey, type ApplicationSummary, formatZonedTime } from '@cityip/contracts';
import { Flex, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ApplicationStatusTag } from '../../components/application-status-tag.js';
import type { SortedQuery } from '../layout/table-query.js';
import { RowActionButton } from '../shared/row-actions.js';
import { OverdueTag } from './application-labels.js';
import type { ApplicationSortField } from './applications.api.js';

interface ColumnOptions {
  t: TFunction;
  sort: SortedQuery<ApplicationSortField>;
  /** Several kinds on one list: the kind gets a column. */
  showKind: boolean;
  kindName: (kind: ApplicationKindKey) => string;
  timeZone: string;
  /** Opens the detail of the application with this id. */
  onOpen: (id: string) => void;
}

/** Columns of an application list; the sortable ones reflect (and drive) the server-side sort. */
export function applicationColumns({
  t,
  sort,
  showKind,
  kindName,
  timeZone,
  onOpen,
}: ColumnOptions): TableColumnsType<ApplicationSummary> {
  const sortable = (key: ApplicationSortField) => ({
    key,
    dataIndex: key,
    sorter: true,
    // The list always has a server-side order, so clicks toggle between the two directions.
    sortDirections: ['ascend', 'descend', 'ascend'] as ('ascend' | 'descend')[],
    sortOrder: sort.sortField === key ? sort.sortOrder : null,
  });
  const time = (iso: string) => formatZonedTime(iso, timeZone);

  return [
    { title: t('applicationAdmin.column.receiptNo'), ...sortable('receiptNo') },
    ...(showKind
      ? [
          {
            title: t('applicationAdmin.column.kind'),
            ...sortable('kind'),
            render: (kind: ApplicationKindKey) => kindName(kind),
          },
        ]
      : []),
    {
      title: t('applicationAdmin.column.title'),
      key: 'title',
      dataIndex: 'title',
      ellipsis: true,
      width: 220,
    },
    {
      title: t('applicationAdmin.column.applicant'),
      key: 'applicant',
      render: (_: unknown, row: ApplicationSummary) => (
        <Flex vertical>
          <span>{row.applicant.name}</span>
          {row.applicant.email && <Typography.Text type="secondary">{row.applicant.email}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: t('applicationAdmin.column.status'),
      ...sortable('status'),
      render: (_: unknown, row: ApplicationSummary) => <ApplicationStatusTag status={row.status} />,
    },
    { title: t('applicationAdmin.column.submittedAt'), ...sortable('submittedAt'), render: time },
    {
      title: t('applicationAdmin.column.dueAt'),
      ...sortable('dueAt'),
      render: (_: unknown, row: ApplicationSummary) => (
        <Flex gap={4} align="center" wrap>
          <span>{time(row.dueAt)}</span>
          {row.overdue && <OverdueTag />}
        </Flex>
      ),
    },
    {
      title: t('applicationAdmin.column.assignee'),
      key: 'assignee',
      render: (_: unknown, row: ApplicationSummary) =>
        row.assignee?.name ?? <Typography.Text type="secondary">{t('applicationAdmin.unassigned')}</Typography.Text>,
    },
    {
      title: t('applicationAdmin.column.actions'),
      key: 'actions',
      fixed: 'end',
      render: (_: unknown, row: ApplicationSummary) => (
        <RowActionButton
          label={t('applicationAdmin.action.viewLabel', { receiptNo: row.receiptNo })}
          onClick={() => onOpen(row.id)}
        >
          {t('applicationAdmin.action.view')}
        </RowActionButton>
      ),
    },
  ];
}
