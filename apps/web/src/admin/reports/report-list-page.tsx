import {
  type AdminReportListQuery,
  ARTICLE_STATUSES,
  type ArticleStatus,
  fileUrl,
  formatFileSize,
  type Report,
} from '@cityip/contracts';
import { Button, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { serverPagination } from '../layout/server-paging.js';
import { ConfirmDeleteButton, RowActionButton, RowActions } from '../shared/row-actions.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { ReportFormModal } from './report-form-modal.js';
import { downloadReportFile, useAdminReports, useDeleteReport } from './reports.api.js';

/** The theme's status colours (contrast-checked), as the other content lists use them. */
const STATUS_COLORS: Record<ArticleStatus, string> = { draft: 'default', published: 'success', withdrawn: 'warning' };

type Filters = Pick<AdminReportListQuery, 'keyword' | 'industry' | 'status' | 'year'>;

function ReportRowActions({ report, onEdit }: { report: Report; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteReport();
  const showFailure = useShowFailure();
  const label = (action: string) => t('reports.action.rowLabel', { action, title: report.title });
  return (
    <RowActions>
      <RowActionButton onClick={onEdit} label={label(t('reports.action.edit'))}>
        {t('reports.action.edit')}
      </RowActionButton>
      <RowActionButton
        onClick={() => downloadReportFile(report.file).catch(showFailure)}
        label={label(t('reports.action.file'))}
      >
        {t('reports.action.file')}
      </RowActionButton>
      <ConfirmDeleteButton
        text={t('reports.action.delete')}
        label={label(t('reports.action.delete'))}
        title={t('reports.confirm.delete', { title: report.title })}
        okText={t('reports.confirm.ok')}
        cancelText={t('reports.confirm.cancel')}
        remove={remove}
        id={report.id}
        deletedText={t('reports.deleted')}
      />
    </RowActions>
  );
}

/**
 * `/data/navigation`: the patent navigation and early-warning reports: upload the PDF, title,
 * industry, summary, cover, publish date and status; download counts; edit and delete.
 */
export function ReportListPage() {
  const { t, i18n } = useTranslation();
  const industries = useRuntimeConfig()?.industries ?? [];
  const english = i18n.language === 'en-US';
  const industryName = (code: string) => {
    const industry = industries.find((i) => i.code === code);
    return industry ? (english ? industry.nameEn : industry.name) : code;
  };
  const [query, setQuery] = useState<AdminReportListQuery>({ page: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ report: Report | null } | null>(null);
  const list = useAdminReports(query);
  const all = t('reports.filter.all');

  return (
    <AdminListPage
      titleId="report-list-title"
      title={t('admin.route.dataNavigation')}
      actions={
        <Button type="primary" onClick={() => setEditing({ report: null })}>
          {t('reports.add')}
        </Button>
      }
    >
      <div style={{ marginTop: 16 }}>
        <FilterForm<Filters>
          name="report-filters"
          onSubmit={(values) =>
            setQuery({
              page: 1,
              pageSize: query.pageSize,
              keyword: values.keyword?.trim() || undefined,
              industry: values.industry,
              status: values.status,
              year: values.year ?? undefined,
            })
          }
        >
          <Form.Item name="keyword" label={t('reports.filter.keyword')}>
            <Input allowClear={LABELLED_CLEAR} maxLength={100} />
          </Form.Item>
          <Form.Item name="industry" label={t('reports.filter.industry')}>
            <Select
              allowClear
              placeholder={all}
              style={{ minWidth: 160 }}
              options={industries.map((i) => ({ value: i.code, label: english ? i.nameEn : i.name }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('reports.filter.status')}>
            <Select
              allowClear
              placeholder={all}
              style={{ minWidth: 110 }}
              options={ARTICLE_STATUSES.map((value) => ({ value, label: t(`reports.status.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="year" label={t('reports.filter.year')}>
            <InputNumber min={1900} max={2999} precision={0} />
          </Form.Item>
        </FilterForm>
      </div>
      <LoadFailedAlert query={list} fallback={t('reports.loadFailed')} />
      <Table<Report>
        {...listTableProps(list, list.data?.items ?? [])}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('reports.total', { total }))}
        onChange={(pagination) =>
          setQuery({ ...query, page: pagination.current ?? 1, pageSize: pagination.pageSize ?? query.pageSize })
        }
        columns={[
          {
            title: t('reports.column.cover'),
            key: 'cover',
            render: (_, r) =>
              r.cover && (
                <img
                  src={fileUrl(r.cover.id)}
                  alt={t('reports.coverAlt', { title: r.title })}
                  width={48}
                  height={64}
                  style={{ objectFit: 'cover' }}
                />
              ),
          },
          { title: t('reports.column.title'), key: 'title', dataIndex: 'title' },
          { title: t('reports.column.industry'), key: 'industry', render: (_, r) => industryName(r.industry) },
          { title: t('reports.column.publishDate'), key: 'publishDate', dataIndex: 'publishDate' },
          {
            title: t('reports.column.status'),
            key: 'status',
            render: (_, r) => (
              <Space size={4} wrap>
                <Tag color={STATUS_COLORS[r.status]}>{t(`reports.status.${r.status}`)}</Tag>
                {r.status === 'published' && !r.visible && <Tag color="processing">{t('reports.scheduled')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('reports.column.file'),
            key: 'file',
            render: (_, r) => `${r.file.name}（${formatFileSize(r.file.size)}）`,
          },
          { title: t('reports.column.downloads'), key: 'downloads', dataIndex: 'downloadCount', align: 'right' },
          {
            title: t('reports.column.actions'),
            key: 'actions',
            fixed: 'end',
            render: (_, r) => <ReportRowActions report={r} onEdit={() => setEditing({ report: r })} />,
          },
        ]}
      />
      {editing && (
        <ReportFormModal key={editing.report?.id ?? 'new'} report={editing.report} onClose={() => setEditing(null)} />
      )}
    </AdminListPage>
  );
}
