import {
  type AdminPatentCorrectionQuery,
  CORRECTABLE_FIELDS,
  type CorrectableField,
  formatZonedTime,
  PATENT_LIMITS,
  type PatentCorrection,
} from '@cityip/contracts';
import { Form, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { FilterForm, FilterSelect } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { FieldValueText } from './field-value-text.js';
import { useCorrections } from './patent-data.api.js';

type Filters = { field?: CorrectableField; number?: string };
const FIRST_PAGE: AdminPatentCorrectionQuery = { page: 1, pageSize: 10 };

/**
 * Every correction of a patent record, newest first: the field's value before and after, who made
 * it and whether it answered a report (the record of what staff changed, besides the operation log).
 */
export function CorrectionList() {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const [query, setQuery] = useState<AdminPatentCorrectionQuery>(FIRST_PAGE);
  const list = useCorrections(query);
  const columns: TableColumnsType<PatentCorrection> = [
    {
      key: 'time',
      title: t('patentErrors.corrections.time'),
      render: (_, c) => formatZonedTime(c.correctedAt, timeZone),
    },
    { key: 'number', title: t('patentData.column.number'), dataIndex: 'applicationNumber' },
    { key: 'title', title: t('patentData.column.title'), dataIndex: 'patentTitle', ellipsis: true },
    { key: 'field', title: t('patentData.column.field'), render: (_, c) => t(`patentData.field.${c.field}`) },
    {
      key: 'before',
      title: t('patentErrors.detail.before'),
      render: (_, c) => <FieldValueText field={c.field} value={c.oldValue} />,
    },
    {
      key: 'after',
      title: t('patentErrors.detail.after'),
      render: (_, c) => <FieldValueText field={c.field} value={c.newValue} />,
    },
    { key: 'by', title: t('patentErrors.corrections.by'), render: (_, c) => c.correctedByName ?? '—' },
    {
      key: 'origin',
      title: t('patentErrors.corrections.origin'),
      render: (_, c) => t(c.reportId ? 'patentErrors.corrections.fromReport' : 'patentErrors.corrections.direct'),
    },
    { key: 'note', title: t('patentErrors.detail.note'), render: (_, c) => c.note || '—' },
  ];
  return (
    <>
      <FilterForm<Filters>
        name="patent-correction-filters"
        onSubmit={({ field, number }) =>
          setQuery((current) => ({ page: 1, pageSize: current.pageSize, field, number: number?.trim() || undefined }))
        }
      >
        <FilterSelect
          name="field"
          label={t('patentErrors.filter.field')}
          placeholder={t('patentErrors.filter.all')}
          minWidth={160}
          options={CORRECTABLE_FIELDS.map((value) => ({ value, label: t(`patentData.field.${value}`) }))}
        />
        <Form.Item name="number" label={t('patentErrors.filter.number')}>
          <Input allowClear={LABELLED_CLEAR} maxLength={PATENT_LIMITS.code} />
        </Form.Item>
      </FilterForm>
      <LoadFailedAlert query={list} fallback={t('patentErrors.corrections.loadFailed')} />
      <Table<PatentCorrection>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={columns}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) =>
          t('patentErrors.corrections.total', { total }),
        )}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
    </>
  );
}
