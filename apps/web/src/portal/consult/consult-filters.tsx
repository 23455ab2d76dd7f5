import { CONSULT_CATEGORIES, CONSULT_KEYWORD_MAX, type ConsultPublicQuery } from '@cityip/contracts';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';

/** What the filter form edits; paging is the pager's. */
export type ConsultFilterValues = Pick<ConsultPublicQuery, 'category' | 'keyword'>;

/**
 * Keyword and category of the published Q&As. The parent keys it by the address, so back/forward
 * shows that search's filters again.
 */
export function ConsultFilters({
  value,
  onSearch,
}: {
  value: ConsultFilterValues;
  onSearch: (values: ConsultFilterValues) => void;
}) {
  const { t } = useTranslation();
  const submit = (values: ConsultFilterValues) =>
    onSearch({ keyword: values.keyword?.trim() || undefined, category: values.category || undefined });
  return (
    <search aria-label={t('consult.filters')}>
      <Form<ConsultFilterValues>
        className="consult-filters"
        layout="vertical"
        name="consult-filters"
        initialValues={value}
        onFinish={submit}
      >
        <Form.Item name="keyword" label={t('consult.keyword')}>
          <Input
            allowClear={LABELLED_CLEAR}
            maxLength={CONSULT_KEYWORD_MAX}
            placeholder={t('consult.keywordPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="category" label={t('consult.field.category')}>
          <Select
            allowClear
            placeholder={t('consult.anyCategory')}
            options={CONSULT_CATEGORIES.map((category) => ({
              value: category,
              label: t(`consult.category.${category}`),
            }))}
          />
        </Form.Item>
        <div className="consult-filter-actions">
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button onClick={() => onSearch({ keyword: undefined, category: undefined })}>{t('common.reset')}</Button>
        </div>
      </Form>
    </search>
  );
}
