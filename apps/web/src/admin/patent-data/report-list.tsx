import {
  type AdminPatentReportQuery,
  type AdminPatentReportSummary,
  CORRECTABLE_FIELDS,
  type CorrectableField,
  formatZonedTime,
  PATENT_REPORT_STATUSES,
  type PatentReportStatus,
} from '@cityip/contracts';
import { DatePicker, Form, Table, type TableColumnsType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { FilterForm, FilterSelect } from '../../components/filter-form.js';
import { LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { RowActionButton } from '../shared/row-actions.js';
import { useReports } from './patent-data.api.js';
import { ReportDrawer } from './report-drawer.js';
import { ReportStatusTag } from './report-status-tag.js';

type Filters = {
  status?: PatentReportStatus;
  field?: CorrectableField;
  reported?: [Dayjs | null, Dayjs | null] | null;
};
const FIRST_PAGE: AdminPatentReportQuery = { page: 1, pageSize: 10 };
const FROM_ID = 'patent-reports-from';
const TO_ID = 'patent-reports-to';

/** The queue's search form: state, field, reported between. */
function ReportFilters({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const all = t('patentErrors.filter.all');
  return (
    <FilterForm<Filters> name="patent-report-filters" onSubmit={onSearch}>
      <FilterSelect
        name="status"
        label={t('patentErrors.filter.status')}
        placeholder={all}
        minWidth={140}
        options={PATENT_REPORT_STATUSES.map((value) => ({ value, label: t(`patentErrors.status.${value}`) }))}
      />
      <FilterSelect
        name="field"
        label={t('patentErrors.filter.field')}
        placeholder={all}
        minWidth={160}
        options={CORRECTABLE_FIELDS.map((value) => ({ value, label: t(`patentData.field.${value}`) }))}
      />
      <Form.Item name="reported" label={t('patentErrors.filter.reported')} htmlFor={FROM_ID}>
        <DatePicker.RangePicker
          id={{ start: FROM_ID, end: TO_ID }}
          placeholder={[t('patentErrors.filter.from'), t('patentErrors.filter.to')]}
          allowEmpty={[true, true]}
        />
      </Form.Item>
      <label htmlFor={TO_ID} className="visually-hidden">
        {t('patentErrors.filter.to')}
      </label>
    </FilterForm>
  );
}

/** The reports, newest first, filtered; a row opens the report beside the record in a drawer. */
export function ReportList() {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const [query, setQuery] = useState<AdminPatentReportQuery>(FIRST_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useReports(query);
  const search = ({ reported, ...filters }: Filters) =>
    setQuery((current) => ({
      page: 1,
      pageSize: current.pageSize,
      ...filters,
      from: reported?.[0]?.format('YYYY-MM-DD'),
      to: reported?.[1]?.format('YYYY-MM-DD'),
    }));
  const columns: TableColumnsType<AdminPatentReportSummary> = [
    {
      key: 'reportedAt',
      title: t('patentErrors.column.reportedAt'),
      render: (_, r) => formatZonedTime(r.createdAt, timeZone),
    },
    { key: 'number', title: t('patentData.column.number'), dataIndex: 'applicationNumber' },
    { key: 'title', title: t('patentData.column.title'), dataIndex: 'patentTitle', ellipsis: true },
    { key: 'field', title: t('patentData.column.field'), render: (_, r) => t(`patentData.field.${r.field}`) },
    {
      key: 'description',
      title: t('patentErrors.column.description'),
      render: (_, r) => (
        <Typography.Text ellipsis={{ tooltip: r.description }} style={{ maxWidth: 280 }}>
          {r.description}
        </Typography.Text>
      ),
    },
    {
      key: 'reporter',
      title: t('patentErrors.column.reporter'),
      render: (_, r) => r.reporterName ?? t('patentErrors.reporterGone'),
    },
    { key: 'status', title: t('patentErrors.column.status'), render: (_, r) => <ReportStatusTag status={r.status} /> },
    {
      key: 'actions',
      title: t('patentErrors.column.actions'),
      fixed: 'end',
      render: (_, r) => {
        const action = r.status === 'new' ? 'handle' : 'view';
        return (
          <RowActionButton
            label={t(`patentErrors.${action}Label`, { title: r.patentTitle, field: t(`patentData.field.${r.field}`) })}
            onClick={() => setOpenId(r.id)}
          >
            {t(`patentErrors.${action}`)}
          </RowActionButton>
        );
      },
    },
  ];
  return (
    <>
      <ReportFilters onSearch={search} />
      <LoadFailedAlert query={list} fallback={t('patentErrors.loadFailed')} />
      <Table<AdminPatentReportSummary>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={columns}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('patentErrors.total', { total }))}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
      {openId ? <ReportDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
