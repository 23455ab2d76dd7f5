import '../../portal/tech-demand/tech-demand.css';
import { type AdminTechDemandQuery, DEMAND_STATUSES, formatTime, type TechDemand } from '@cityip/contracts';
import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { useDemandFormat } from '../../portal/tech-demand/demand-format.js';
import { DemandStatusTag } from '../../portal/tech-demand/demand-history.js';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { RowActionButton } from '../shared/row-actions.js';
import { TechDemandDrawer } from './tech-demand-drawer.js';
import { useReviewQueue } from './tech-demands.api.js';

type Filters = Pick<AdminTechDemandQuery, 'status' | 'keyword'>;
const FIRST_PAGE: AdminTechDemandQuery = { page: 1, pageSize: 10 };

/**
 * `/content/demands`: the review queue of companies' technology demands, pending first (oldest
 * submission first among them), filtered by status and keyword; a row opens the demand with its
 * history, where it is approved, rejected, corrected or taken down.
 */
export function TechDemandReviewPage() {
  const { t } = useTranslation();
  const format = useDemandFormat();
  const [query, setQuery] = useState<AdminTechDemandQuery>(FIRST_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useReviewQueue(query);
  const search = (filters: Filters) =>
    setQuery((current) => ({
      ...current,
      status: filters.status,
      keyword: filters.keyword?.trim() || undefined,
      page: 1,
    }));
  const columns: TableColumnsType<TechDemand> = [
    { key: 'title', dataIndex: 'title', title: t('techDemand.field.title') },
    { key: 'company', dataIndex: 'companyName', title: t('techDemand.field.company') },
    { key: 'industry', title: t('techDemand.field.industry'), render: (_, row) => format.industry(row.industry) },
    { key: 'status', title: t('techDemand.field.status'), render: (_, row) => <DemandStatusTag status={row.status} /> },
    {
      key: 'submittedAt',
      title: t('demandReview.submittedAt'),
      render: (_, row) => (row.submittedAt ? formatTime(row.submittedAt) : ''),
    },
    {
      key: 'actions',
      title: t('demandReview.actions'),
      fixed: 'end',
      render: (_, row) => {
        const action = row.status === 'pending' ? 'review' : 'view';
        return (
          <RowActionButton
            label={t(`demandReview.${action}Label`, { title: row.title })}
            onClick={() => setOpenId(row.id)}
          >
            {t(`demandReview.${action}`)}
          </RowActionButton>
        );
      },
    },
  ];

  return (
    <AdminListPage
      titleId="demand-review-title"
      title={t('admin.route.contentDemands')}
      headerStyle={{ marginBottom: 16 }}
    >
      <FilterForm<Filters> name="demand-review-filters" onSubmit={search}>
        <Form.Item name="status" label={t('techDemand.field.status')}>
          <Select
            allowClear
            placeholder={t('demandReview.allPendingFirst')}
            style={{ minWidth: 160 }}
            options={DEMAND_STATUSES.filter((status) => status !== 'draft').map((status) => ({
              value: status,
              label: t(`techDemand.status.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('demandReview.keyword')}>
          <Input allowClear={LABELLED_CLEAR} maxLength={100} placeholder={t('demandReview.keywordPlaceholder')} />
        </Form.Item>
      </FilterForm>
      <LoadFailedAlert query={list} fallback={t('demandReview.loadFailed')} />
      <Table<TechDemand>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={columns}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('demandReview.total', { total }))}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
      {openId ? <TechDemandDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
    </AdminListPage>
  );
}
