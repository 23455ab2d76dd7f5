import { BACK_OFFICE_BASE, formatZonedTime, type SurveyResponse, surveyAnswerText } from '@cityip/contracts';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { requestErrorText } from '../../api/error-text.js';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { EmptyState } from '../../components/empty-state.js';
import { FilterForm } from '../../components/filter-form.js';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { serverPagination } from '../layout/server-paging.js';
import { useAdminReports } from '../reports/reports.api.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { exportResponses, type ResponseFilters, useAdminSurvey, useSurveyResponses } from './survey.api.js';

export const SURVEY_EDIT_PATH = `${BACK_OFFICE_BASE}/system/reportDownOpreation`;

/** All answers of one response. */
function ResponseDrawer({ response, onClose }: { response: SurveyResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  return (
    <ReturnFocusDrawer open title={t('survey.detail.title')} size="min(560px, 100vw)" onClose={onClose}>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'time', label: t('survey.column.time'), children: formatZonedTime(response.createdAt, timeZone) },
          { key: 'report', label: t('survey.column.report'), children: response.reportTitle },
          {
            key: 'who',
            label: t('survey.column.respondent'),
            children: response.email ? `${response.name}（${response.email}）` : t('survey.visitor'),
          },
          ...response.answers.map((answer) => ({
            key: answer.questionId,
            label: answer.title,
            children: surveyAnswerText(answer.value, t('survey.optionSeparator')),
          })),
        ]}
      />
    </ReturnFocusDrawer>
  );
}

/**
 * `/system/reportDown`: the report download survey: the form in brief (edited on the operation
 * page) and the responses, filtered by report and date, viewed one by one and exported.
 */
export function SurveyResponsesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useCityTimeZone();
  const showFailure = useShowFailure();
  const form = useAdminSurvey();
  const reports = useAdminReports({ page: 1, pageSize: 100 });
  const [filters, setFilters] = useState<ResponseFilters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const [viewing, setViewing] = useState<SurveyResponse | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const list = useSurveyResponses({ ...filters, ...paging });

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    await exportResponses(filters, format).catch(showFailure);
    setExporting(null);
  };

  return (
    <section aria-labelledby="survey-title">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} id="survey-title" style={{ fontSize: 20, margin: 0 }}>
          {t('admin.route.systemReportDown')}
        </Typography.Title>
        <Button type="primary" onClick={() => navigate(SURVEY_EDIT_PATH)}>
          {t('survey.edit')}
        </Button>
      </Flex>
      <Card size="small" style={{ margin: '16px 0' }} loading={form.isPending}>
        {form.data && (
          <Flex vertical gap={4}>
            <Typography.Text strong>{form.data.title}</Typography.Text>
            <Typography.Text type="secondary">
              {t('survey.summary', {
                count: form.data.questions.length,
                required: form.data.questions.filter((q) => q.required).length,
              })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {form.data.questions.map((q) => q.title).join(t('survey.optionSeparator'))}
            </Typography.Text>
          </Flex>
        )}
        {form.isError && (
          <Alert type="error" showIcon role="alert" title={requestErrorText(form.error, t) ?? t('survey.loadFailed')} />
        )}
      </Card>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('survey.responses')}
      </Typography.Title>
      <FilterForm<ResponseFilters>
        name="survey-filters"
        onSubmit={(values) => {
          setFilters({ reportId: values.reportId, from: values.from || undefined, to: values.to || undefined });
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="reportId" label={t('survey.filter.report')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('survey.filter.allReports')}
            style={{ minWidth: 260 }}
            options={(reports.data?.items ?? []).map((r) => ({ value: r.id, label: r.title }))}
          />
        </Form.Item>
        <Form.Item name="from" label={t('survey.filter.from')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label={t('survey.filter.to')}>
          <Input type="date" />
        </Form.Item>
      </FilterForm>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Button onClick={() => exportAs('csv')} loading={exporting === 'csv'}>
          {t('survey.export.csv')}
        </Button>
        <Button onClick={() => exportAs('xlsx')} loading={exporting === 'xlsx'}>
          {t('survey.export.xlsx')}
        </Button>
      </Flex>
      {list.isError && (
        <Alert type="error" showIcon role="alert" title={requestErrorText(list.error, t) ?? t('survey.loadFailed')} />
      )}
      <Table<SurveyResponse>
        rowKey="id"
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isPending ? ' ' : <EmptyState /> }}
        pagination={serverPagination(paging, list.data?.total ?? 0, (total) => t('survey.total', { total }))}
        onChange={(pagination) =>
          setPaging({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? paging.pageSize })
        }
        columns={[
          { title: t('survey.column.time'), key: 'time', render: (_, r) => formatZonedTime(r.createdAt, timeZone) },
          { title: t('survey.column.report'), key: 'report', dataIndex: 'reportTitle' },
          {
            title: t('survey.column.respondent'),
            key: 'who',
            render: (_, r) => (r.email ? `${r.name}（${r.email}）` : t('survey.visitor')),
          },
          {
            title: t('survey.column.answers'),
            key: 'answers',
            render: (_, r) =>
              r.answers
                .slice(0, 2)
                .map((a) => `${a.title}：${surveyAnswerText(a.value, t('survey.optionSeparator'))}`)
                .join('；'),
          },
          {
            title: t('survey.column.actions'),
            key: 'actions',
            fixed: 'end',
            render: (_, r) => (
              <Button
                type="link"
                size="small"
                onClick={() => setViewing(r)}
                aria-label={t('survey.viewLabel', { time: formatZonedTime(r.createdAt, timeZone) })}
              >
                {t('survey.view')}
              </Button>
            ),
          },
        ]}
      />
      {viewing && <ResponseDrawer response={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
