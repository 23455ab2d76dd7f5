import { type AdminTalentListItem, type AdminTalentListQuery, formatTime, TALENT_STATUSES } from '@cityip/contracts';
import { Button, Form, Input, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { useTalentFormat } from '../../portal/talent-pool/talent-format.js';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { RowActionButton } from '../shared/row-actions.js';
import { TalentDrawer } from './talent-drawer.js';
import { TalentEditModal } from './talent-edit-modal.js';
import { TalentStatusTag } from './talent-status-tag.js';
import { useTalentQueue } from './talents.api.js';

type Filters = Pick<AdminTalentListQuery, 'status' | 'keyword'>;
const FIRST_PAGE: AdminTalentListQuery = { page: 1, pageSize: 10 };

/**
 * `/content/talents`: the talent pool's queue, applications awaiting review first, by status and
 * keyword; a row opens the entry (approve, reject, take down, edit, verify qualifications); staff
 * add experts themselves.
 */
export function TalentReviewPage() {
  const { t } = useTranslation();
  const format = useTalentFormat();
  const [query, setQuery] = useState<AdminTalentListQuery>(FIRST_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const list = useTalentQueue(query);
  const search = (filters: Filters) =>
    setQuery((current) => ({
      ...current,
      status: filters.status,
      keyword: filters.keyword?.trim() || undefined,
      page: 1,
    }));
  const columns: TableColumnsType<AdminTalentListItem> = [
    {
      key: 'name',
      title: t('talentPool.form.name'),
      render: (_, row) => (
        <>
          {row.name} {row.demo ? <Tag color="warning">{t('talentPool.demo')}</Tag> : null}
        </>
      ),
    },
    { key: 'organisation', dataIndex: 'organisation', title: t('talentPool.field.organisation') },
    {
      key: 'industries',
      title: t('talentPool.field.industries'),
      render: (_, row) => format.list(row.industries.map(format.industry)),
    },
    {
      key: 'status',
      title: t('talentAdmin.column.status'),
      render: (_, row) => <TalentStatusTag status={row.status} />,
    },
    {
      key: 'source',
      title: t('talentAdmin.column.source'),
      render: (_, row) => t(row.applied ? 'talentAdmin.source.applied' : 'talentAdmin.source.staff'),
    },
    { key: 'unverified', dataIndex: 'unverified', title: t('talentAdmin.column.unverified') },
    { key: 'updatedAt', title: t('talentAdmin.column.updatedAt'), render: (_, row) => formatTime(row.updatedAt) },
    {
      key: 'actions',
      title: t('talentAdmin.column.actions'),
      fixed: 'end',
      render: (_, row) => {
        const action = row.status === 'pending' ? 'review' : 'view';
        return (
          <RowActionButton
            label={t(`talentAdmin.${action}Label`, { name: row.name })}
            onClick={() => setOpenId(row.id)}
          >
            {t(`talentAdmin.${action}`)}
          </RowActionButton>
        );
      },
    },
  ];

  return (
    <AdminListPage
      titleId="talent-review-title"
      title={t('admin.route.contentTalents')}
      actions={
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('talentAdmin.add')}
        </Button>
      }
      headerStyle={{ marginBottom: 16 }}
    >
      <FilterForm<Filters> name="talent-review-filters" onSubmit={search}>
        <Form.Item name="status" label={t('talentAdmin.column.status')}>
          <Select
            allowClear
            placeholder={t('talentAdmin.allPendingFirst')}
            style={{ minWidth: 160 }}
            options={TALENT_STATUSES.map((status) => ({ value: status, label: t(`talentPool.status.${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('talentAdmin.keyword')}>
          <Input allowClear={LABELLED_CLEAR} maxLength={100} placeholder={t('talentAdmin.keywordPlaceholder')} />
        </Form.Item>
      </FilterForm>
      <LoadFailedAlert query={list} fallback={t('talentAdmin.loadFailed')} />
      <Table<AdminTalentListItem>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={columns}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('talentAdmin.total', { total }))}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
      {openId ? <TalentDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
      {adding ? <TalentEditModal entry={null} onClose={() => setAdding(false)} /> : null}
    </AdminListPage>
  );
}
