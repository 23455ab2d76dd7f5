import { IDENTITY_KINDS, IDENTITY_STATUSES, type IdentityListQuery } from '@cityip/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';

/** The filters of the review list the search form edits. */
export type IdentityFilterValues = Pick<IdentityListQuery, 'keyword' | 'status' | 'kind'>;

/** Search form of the review list: status, kind and keyword (name, credit code or email). */
export function IdentityFilters({ onSearch }: { onSearch: (values: IdentityFilterValues) => void }) {
  const { t } = useTranslation();
  const statusOptions = IDENTITY_STATUSES.filter((status) => status !== 'none').map((status) => ({
    value: status,
    label: t(`selfService.identity.status.${status}`),
  }));
  const kindOptions = IDENTITY_KINDS.map((kind) => ({ value: kind, label: t(`selfService.identity.kind.${kind}`) }));
  const all = t('identityReview.search.all');
  const submit = (values: IdentityFilterValues) =>
    onSearch({ keyword: values.keyword?.trim() || undefined, status: values.status, kind: values.kind });

  return (
    <FilterForm<IdentityFilterValues> name="identity-filters" onSubmit={submit}>
      <Form.Item name="status" label={t('identityReview.search.status')}>
        <Select options={statusOptions} allowClear placeholder={all} style={{ minWidth: 120 }} />
      </Form.Item>
      <Form.Item name="kind" label={t('identityReview.search.kind')}>
        <Select options={kindOptions} allowClear placeholder={all} style={{ minWidth: 160 }} />
      </Form.Item>
      <Form.Item name="keyword" label={t('identityReview.search.keyword')}>
        <Input
          placeholder={t('identityReview.search.keywordPlaceholder')}
          allowClear={LABELLED_CLEAR}
          maxLength={100}
        />
      </Form.Item>
    </FilterForm>
  );
}
