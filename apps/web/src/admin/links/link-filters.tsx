import { LINK_GROUPS } from '@cityip/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import type { LinkFilters } from './links.api.js';

/** Search form of the link list: group and keyword (name or address). */
export function LinkFilterForm({ onSearch }: { onSearch: (filters: LinkFilters) => void }) {
  const { t } = useTranslation();
  const submit = (values: LinkFilters) =>
    onSearch({ group: values.group, keyword: values.keyword?.trim() || undefined });

  return (
    <FilterForm<LinkFilters> name="link-filters" onSubmit={submit}>
      <Form.Item name="group" label={t('links.filter.group')}>
        <Select
          options={LINK_GROUPS.map((value) => ({ value, label: t(`links.group.${value}`) }))}
          allowClear
          placeholder={t('links.filter.allGroups')}
          style={{ minWidth: 180 }}
        />
      </Form.Item>
      <Form.Item name="keyword" label={t('links.filter.keyword')}>
        <Input placeholder={t('links.filter.keywordPlaceholder')} allowClear={LABELLED_CLEAR} maxLength={100} />
      </Form.Item>
    </FilterForm>
  );
}
