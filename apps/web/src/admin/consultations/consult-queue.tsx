import {
  type AdminConsultQuery,
  type AdminConsultSummary,
  CONSULT_CATEGORIES,
  CONSULT_DEADLINE_STATES,
  CONSULT_KEYWORD_MAX,
  CONSULT_STATUSES,
  formatTime,
} from '@cityip/contracts';
import { DatePicker, Form, Input, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm, FilterSelect } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { useConsultFormat } from '../../portal/consult/consult-format.js';
import { LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { RowActionButton } from '../shared/row-actions.js';
import { ConsultAdminDrawer } from './consult-admin-drawer.js';
import { ConsultStatusTag, DeadlineTag } from './consult-tags.js';
import { useConsultHandlers, useConsultQueue } from './consultations.api.js';

type Filters = Pick<AdminConsultQuery, 'status' | 'category' | 'handler' | 'deadline' | 'keyword'> & {
  received?: [Dayjs | null, Dayjs | null] | null;
};
const FIRST_PAGE: AdminConsultQuery = { page: 1, pageSize: 10 };
const FROM_ID = 'consult-queue-from';
const TO_ID = 'consult-queue-to';

/** The queue's search form: state, category, handler, due soon or overdue, keyword, received between. */
function QueueFilters({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const handlers = useConsultHandlers();
  const all = t('consultAdmin.filter.all');
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return (
    <FilterForm<Filters> name="consult-queue-filters" onSubmit={onSearch}>
      <FilterSelect
        name="status"
        label={t('consultAdmin.field.status')}
        placeholder={all}
        minWidth={140}
        options={options(CONSULT_STATUSES, 'consultAdmin.status')}
      />
      <FilterSelect
        name="deadline"
        label={t('consultAdmin.filter.deadline')}
        placeholder={all}
        minWidth={140}
        options={options(CONSULT_DEADLINE_STATES, 'consultAdmin.deadline')}
      />
      <FilterSelect
        name="category"
        label={t('consultAdmin.field.category')}
        placeholder={all}
        minWidth={140}
        options={options(CONSULT_CATEGORIES, 'consult.category')}
      />
      <FilterSelect
        name="handler"
        label={t('consultAdmin.field.handler')}
        placeholder={all}
        minWidth={160}
        showSearch={{ optionFilterProp: 'label' }}
        options={[
          { value: 'none', label: t('consultAdmin.unassigned') },
          ...(handlers.data ?? []).map((handler) => ({ value: handler.id, label: handler.name })),
        ]}
      />
      <Form.Item name="received" label={t('consultAdmin.filter.received')} htmlFor={FROM_ID}>
        <DatePicker.RangePicker
          id={{ start: FROM_ID, end: TO_ID }}
          placeholder={[t('consultAdmin.filter.from'), t('consultAdmin.filter.to')]}
          allowEmpty={[true, true]}
        />
      </Form.Item>
      <label htmlFor={TO_ID} className="visually-hidden">
        {t('consultAdmin.filter.to')}
      </label>
      <Form.Item name="keyword" label={t('consultAdmin.filter.keyword')}>
        <Input
          allowClear={LABELLED_CLEAR}
          maxLength={CONSULT_KEYWORD_MAX}
          placeholder={t('consultAdmin.filter.keywordPlaceholder')}
        />
      </Form.Item>
    </FilterForm>
  );
}

/** Due soon and overdue rows are tinted; the due column says it in words too. */
const rowClass = (row: AdminConsultSummary) => (row.deadline ? `consult-row--${row.deadline}` : '');

/**
 * The queue of questions, open ones first and the earliest due on top, filtered; a row opens the
 * question in a drawer where it is handled.
 */
export function ConsultQueue() {
  const { t } = useTranslation();
  const format = useConsultFormat();
  const [query, setQuery] = useState<AdminConsultQuery>(FIRST_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useConsultQueue(query);
  const search = ({ received, keyword, ...filters }: Filters) =>
    setQuery((current) => ({
      page: 1,
      pageSize: current.pageSize,
      ...filters,
      keyword: keyword?.trim() || undefined,
      from: received?.[0]?.format('YYYY-MM-DD'),
      to: received?.[1]?.format('YYYY-MM-DD'),
    }));
  const columns: TableColumnsType<AdminConsultSummary> = [
    { key: 'queryNo', dataIndex: 'queryNo', title: t('consultAdmin.field.queryNo') },
    { key: 'title', dataIndex: 'title', title: t('consultAdmin.field.title'), ellipsis: true },
    { key: 'category', title: t('consultAdmin.field.category'), render: (_, row) => format.category(row.category) },
    {
      key: 'asker',
      title: t('consultAdmin.field.asker'),
      render: (_, row) =>
        `${row.askerName}（${t(row.askerRegistered ? 'consultAdmin.asker.registered' : 'consultAdmin.asker.visitor')}）`,
    },
    {
      key: 'status',
      title: t('consultAdmin.field.status'),
      render: (_, row) => <ConsultStatusTag status={row.status} />,
    },
    {
      key: 'handler',
      title: t('consultAdmin.field.handler'),
      render: (_, row) => row.handlerName ?? t('consultAdmin.unassigned'),
    },
    { key: 'receivedAt', title: t('consultAdmin.field.receivedAt'), render: (_, row) => formatTime(row.receivedAt) },
    {
      key: 'dueAt',
      title: t('consultAdmin.field.dueAt'),
      render: (_, row) => (
        <>
          {row.dueDate} <DeadlineTag deadline={row.deadline} />
        </>
      ),
    },
    {
      key: 'published',
      title: t('consultAdmin.field.published'),
      render: (_, row) => t(row.published ? 'consult.publishable.yes' : 'consult.publishable.no'),
    },
    {
      key: 'actions',
      title: t('consultAdmin.field.actions'),
      fixed: 'end',
      render: (_, row) => {
        const action = row.status === 'received' || row.status === 'assigned' ? 'handle' : 'view';
        return (
          <RowActionButton
            label={t(`consultAdmin.${action}Label`, { title: row.title, queryNo: row.queryNo })}
            onClick={() => setOpenId(row.id)}
          >
            {t(`consultAdmin.${action}`)}
          </RowActionButton>
        );
      },
    },
  ];
  return (
    <>
      <QueueFilters onSearch={search} />
      <LoadFailedAlert query={list} fallback={t('consultAdmin.loadFailed')} />
      <Table<AdminConsultSummary>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={columns}
        rowClassName={rowClass}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('consultAdmin.total', { total }))}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
      {openId ? <ConsultAdminDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
