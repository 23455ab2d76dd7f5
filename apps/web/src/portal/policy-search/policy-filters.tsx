import type { PolicySearchQuery } from '@cityip/contracts';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PolicySort } from './policy-search-params.js';

/** What the filter form edits; level and page are set elsewhere (tabs, pagination). */
export type PolicyFilterValues = Pick<PolicySearchQuery, 'keyword' | 'authority' | 'from' | 'to' | 'sort'>;

type FormValues = {
  keyword?: string;
  authority?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  sort: PolicySort;
};

const DATE = 'YYYY-MM-DD';
const SORT_OPTIONS: PolicySort[] = ['relevance', 'newest', 'oldest'];

/**
 * Keyword, issuing authority, publication date range and sort of the policy query. The parent keys
 * it by the address, so going back in history shows the filters of that search again.
 */
export function PolicyFilters({
  value,
  onSearch,
}: {
  value: PolicyFilterValues;
  onSearch: (v: PolicyFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const initialValues: FormValues = {
    keyword: value.keyword,
    authority: value.authority,
    dates: value.from || value.to ? [value.from ? dayjs(value.from) : null, value.to ? dayjs(value.to) : null] : null,
    sort: value.sort,
  };
  const submit = (values: FormValues) => {
    const keyword = values.keyword?.trim() || undefined;
    onSearch({
      keyword,
      authority: values.authority?.trim() || undefined,
      from: values.dates?.[0]?.format(DATE),
      to: values.dates?.[1]?.format(DATE),
      // Searching a new keyword ranks by relevance unless the visitor picked another order for it.
      sort: keyword && !value.keyword && values.sort === 'newest' ? 'relevance' : values.sort,
    });
  };
  const reset = () => onSearch({ sort: 'newest' });
  return (
    <Form<FormValues>
      form={form}
      className="policy-filters"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
    >
      <Form.Item name="keyword" label={t('portal.policy.keyword')}>
        <Input allowClear maxLength={100} placeholder={t('portal.policy.keywordPlaceholder')} />
      </Form.Item>
      <Form.Item name="authority" label={t('portal.policy.authority')}>
        <Input allowClear maxLength={100} />
      </Form.Item>
      <Form.Item name="dates" label={t('portal.policy.dateRange')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="sort" label={t('portal.policy.sort')}>
        <Select options={SORT_OPTIONS.map((sort) => ({ value: sort, label: t(`portal.policy.sort.${sort}`) }))} />
      </Form.Item>
      <div className="policy-filter-actions">
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        <Button onClick={reset}>{t('common.reset')}</Button>
      </div>
    </Form>
  );
}
