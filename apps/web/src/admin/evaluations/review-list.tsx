import {
  type AdminEvaluation,
  APPLICATION_KIND_KEYS,
  EVALUATION_LEVELS,
  EVALUATION_LIMITS,
  EVALUATION_TARGETS,
  type EvaluationFilter,
} from '@cityip/contracts';
import { App, Button, Flex, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm, FilterSelect } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { kindName } from '../../portal/applications/kind-text.js';
import { levelName } from '../../portal/evaluations/evaluation-text.js';
import { LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, type Paging, serverPagination } from '../layout/server-paging.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { useEvaluationColumns } from './evaluation-columns.js';
import { exportEvaluations, useEvaluationList } from './evaluations-admin.api.js';

type Filters = Omit<EvaluationFilter, 'level'> & { level?: number };
type ListQuery = Paging & EvaluationFilter;
const FIRST_PAGE: ListQuery = { page: 1, pageSize: 10 };

/** The filters' values as the query: blanks dropped, the keyword trimmed. */
function toFilter(values: Filters): EvaluationFilter {
  const keyword = values.keyword?.trim();
  return {
    target: values.target,
    service: values.service,
    level: values.level as EvaluationFilter['level'],
    bad: values.bad,
    from: values.from || undefined,
    to: values.to || undefined,
    keyword: keyword || undefined,
  };
}

/**
 * The first tab of 好差评管理: every review, newest first, filtered by what was rated, the
 * service, the level, bad or not, the dates and words of the comment; the same selection is
 * exported to Excel. A row opens the review and its case.
 */
export function ReviewList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const [query, setQuery] = useState<ListQuery>(FIRST_PAGE);
  const [exporting, setExporting] = useState(false);
  const list = useEvaluationList(query);
  const columns = useEvaluationColumns('view', onOpen);
  const { page: _page, pageSize: _pageSize, ...filter } = query;

  const runExport = () => {
    setExporting(true);
    exportEvaluations(filter)
      .then(() => message.success(t('evaluationAdmin.exported')), showFailure)
      .finally(() => setExporting(false));
  };

  return (
    <>
      <FilterForm<Filters>
        name="evaluation-filters"
        onSubmit={(values) => setQuery((current) => ({ page: 1, pageSize: current.pageSize, ...toFilter(values) }))}
      >
        <FilterSelect
          name="target"
          label={t('evaluationAdmin.filter.target')}
          placeholder={t('evaluationAdmin.filter.allTargets')}
          minWidth={120}
          options={EVALUATION_TARGETS.map((value) => ({ value, label: t(`evaluation.target.${value}`) }))}
        />
        <FilterSelect
          name="service"
          label={t('evaluationAdmin.filter.service')}
          placeholder={t('evaluationAdmin.filter.allServices')}
          minWidth={160}
          options={APPLICATION_KIND_KEYS.map((value) => ({ value, label: kindName(value, i18n.language) }))}
        />
        <FilterSelect
          name="level"
          label={t('evaluationAdmin.filter.level')}
          placeholder={t('evaluationAdmin.filter.allLevels')}
          minWidth={120}
          options={EVALUATION_LEVELS.map((value) => ({ value, label: levelName(value, t) }))}
        />
        <FilterSelect
          name="bad"
          label={t('evaluationAdmin.filter.bad')}
          placeholder={t('evaluationAdmin.filter.all')}
          minWidth={120}
          options={[
            { value: 'true', label: t('evaluationAdmin.filter.badOnly') },
            { value: 'false', label: t('evaluationAdmin.filter.goodOnly') },
          ]}
        />
        <Form.Item name="from" label={t('evaluationAdmin.filter.from')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label={t('evaluationAdmin.filter.to')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="keyword" label={t('evaluationAdmin.filter.keyword')}>
          <Input
            allowClear={LABELLED_CLEAR}
            maxLength={EVALUATION_LIMITS.keyword}
            placeholder={t('evaluationAdmin.filter.keywordPlaceholder')}
          />
        </Form.Item>
      </FilterForm>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button onClick={runExport} loading={exporting}>
          {t('evaluationAdmin.export')}
        </Button>
      </Flex>
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
