import type { ConsultAskerView, MyConsultQuery } from '@cityip/contracts';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert, listTableProps } from '../../../admin/layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../../../admin/layout/server-paging.js';
import { RowActionButton } from '../../../admin/shared/row-actions.js';
import { useMyConsultations } from '../../consult/consult.api.js';
import { useConsultFormat } from '../../consult/consult-format.js';
import { ASK_HREF } from '../../consult/consult-params.js';
import { AskerStatusTag } from '../../consult/consult-status-tag.js';
import { ConsultDrawer } from './consult-drawer.js';

/**
 * The account's questions (`?tab=consultations`): query number, title, state, when the reply is
 * due and when it came; a row opens the question with its reply (and its rating).
 */
export function ConsultTab() {
  const { t } = useTranslation();
  const format = useConsultFormat();
  const [query, setQuery] = useState<MyConsultQuery>({ page: 1, pageSize: 10 });
  const [open, setOpen] = useState<ConsultAskerView | null>(null);
  const list = useMyConsultations(query);

  const columns: TableColumnsType<ConsultAskerView> = [
    { key: 'queryNo', dataIndex: 'queryNo', title: t('consult.field.queryNo') },
    { key: 'title', dataIndex: 'title', title: t('consult.field.title'), ellipsis: true },
    { key: 'category', title: t('consult.field.category'), render: (_, row) => format.category(row.category) },
    { key: 'status', title: t('consult.field.status'), render: (_, row) => <AskerStatusTag status={row.status} /> },
    { key: 'dueAt', title: t('consult.field.dueAt'), render: (_, row) => row.dueDate },
    { key: 'repliedAt', title: t('consult.field.repliedAt'), render: (_, row) => format.time(row.repliedAt) },
    {
      key: 'actions',
      title: t('consult.mine.actions'),
      render: (_, row) => (
        <RowActionButton label={t('consult.mine.viewLabel', { title: row.title })} onClick={() => setOpen(row)}>
          {t('consult.mine.view')}
        </RowActionButton>
      ),
    },
  ];

  return (
    <div className="account-tab">
      <p>{t('consult.mine.intro')}</p>
      <p>
        <Link to={ASK_HREF}>{t('consult.mine.ask')}</Link>
      </p>
      <LoadFailedAlert query={list} fallback={t('selfService.loadFailed')} />
      <Table<ConsultAskerView>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={columns}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('consult.mine.total', { total }))}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
      {open ? <ConsultDrawer consultation={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
