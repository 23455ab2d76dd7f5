import {
  type AdminEvaluation,
  RECTIFICATION_DUE_FILTERS,
  RECTIFICATION_STATUSES,
  type RectificationQueueQuery,
} from '@cityip/contracts';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm, FilterSelect } from '../../components/filter-form.js';
import { LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, type Paging, serverPagination } from '../layout/server-paging.js';
import { useEvaluationColumns } from './evaluation-columns.js';
import { useRectificationQueue } from './evaluations-admin.api.js';

type Filters = Pick<RectificationQueueQuery, 'status' | 'due'>;
type QueueQuery = Paging & Filters;
const FIRST_PAGE: QueueQuery = { page: 1, pageSize: 10 };
const DUE_TEXT = { soon: 'evaluationAdmin.filter.dueSoon', overdue: 'evaluationAdmin.filter.overdue' } as const;

/**
 * The second tab of 好差评管理: the rectification cases of bad reviews, earliest deadline first,
 * those due within the next working day and those overdue marked in words; filtered by state and
 * deadline. A row opens the case to verify and answer it.
 */
export function RectificationQueue({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<QueueQuery>(FIRST_PAGE);
  const list = useRectificationQueue(query);
  const columns = useEvaluationColumns('handle', onOpen);
  return (
    <>
      <FilterForm<Filters>
        name="rectification-filters"
        onSubmit={(values) =>
          setQuery((current) => ({ page: 1, pageSize: current.pageSize, status: values.status, due: values.due }))
        }
      >
        <FilterSelect
          name="status"
          label={t('evaluationAdmin.filter.status')}
          placeholder={t('evaluationAdmin.filter.allStatuses')}
          minWidth={140}
          options={RECTIFICATION_STATUSES.map((value) => ({ value, label: t(`evaluation.case.status.${value}`) }))}
        />
        <FilterSelect
          name="due"
          label={t('evaluationAdmin.filter.due')}
          placeholder={t('evaluationAdmin.filter.allDue')}
          minWidth={120}
          options={RECTIFICATION_DUE_FILTERS.map((value) => ({ value, label: t(DUE_TEXT[value]) }))}
        />
      </FilterForm>
      <LoadFailedAlert query={list} fallback={t('evaluationAdmin.loadFailed')} />
      <Table<AdminEvaluation>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={columns}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('evaluationAdmin.total', { total }))}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
    </>
  );
}
