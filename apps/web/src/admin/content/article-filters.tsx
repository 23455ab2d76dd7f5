import { type AdminArticleListQuery, ARTICLE_STATUSES, type ArticleKind } from '@cityip/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { guideKeyOptions, informationTypeOptions, levelOptions } from './article-kinds.js';

/** The filters of a content list the search form edits. */
export type ArticleFilterValues = Pick<
  AdminArticleListQuery,
  'keyword' | 'status' | 'level' | 'informationType' | 'guideKey'
>;

interface ArticleFiltersProps {
  kind: ArticleKind;
  onSearch: (values: ArticleFilterValues) => void;
}

/** Search form of a content list: keyword, status and the kind's own filter (level, type or page). */
export function ArticleFilters({ kind, onSearch }: ArticleFiltersProps) {
  const { t } = useTranslation();
  const city = useRuntimeConfig()?.cityName ?? '';
  const statusOptions = ARTICLE_STATUSES.map((status) => ({ value: status, label: t(`content.status.${status}`) }));
  const all = t('content.search.all');

  // Every filter key is always sent (undefined when unset) so a cleared filter replaces the old one.
  const submit = (values: ArticleFilterValues) =>
    onSearch({
      keyword: values.keyword?.trim() || undefined,
      status: values.status,
      level: values.level,
      informationType: values.informationType,
      guideKey: values.guideKey,
    });

  return (
    <FilterForm<ArticleFilterValues> name={`${kind}-filters`} onSubmit={submit}>
      <Form.Item name="keyword" label={t('content.search.keyword')}>
        <Input placeholder={t('content.search.keywordPlaceholder')} allowClear={LABELLED_CLEAR} maxLength={100} />
      </Form.Item>
      {kind === 'policy' && (
        <Form.Item name="level" label={t('content.field.level')}>
          <Select options={levelOptions(t)} allowClear placeholder={all} style={{ minWidth: 120 }} />
        </Form.Item>
      )}
      {kind === 'news' && (
        <Form.Item name="informationType" label={t('content.field.informationType')}>
          <Select options={informationTypeOptions(t)} allowClear placeholder={all} style={{ minWidth: 140 }} />
        </Form.Item>
      )}
      {kind === 'guide' && (
        <Form.Item name="guideKey" label={t('content.field.guideKey')}>
          <Select
            options={guideKeyOptions(t, city)}
            allowClear
            placeholder={all}
            virtual={false}
            popupMatchSelectWidth={false}
            style={{ minWidth: 200 }}
          />
        </Form.Item>
      )}
      <Form.Item name="status" label={t('content.search.status')}>
        <Select options={statusOptions} allowClear placeholder={all} style={{ minWidth: 120 }} />
      </Form.Item>
    </FilterForm>
  );
}
