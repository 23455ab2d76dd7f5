import { ACCOUNT_ROLES, ROLE_LABEL_KEYS, USER_STATUSES, type UserListQuery } from '@cityip/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';

/** The filters of the user list the search form edits. */
export type AccountFilterValues = Pick<UserListQuery, 'keyword' | 'role' | 'status'>;

interface AccountFiltersProps {
  onSearch: (values: AccountFilterValues) => void;
}

/** Search form of the user list: keyword (email or name), role and status. */
export function AccountFilters({ onSearch }: AccountFiltersProps) {
  const { t } = useTranslation();
  const roleOptions = ACCOUNT_ROLES.map((role) => ({ value: role, label: t(ROLE_LABEL_KEYS[role]) }));
  const statusOptions = USER_STATUSES.map((status) => ({ value: status, label: t(`accounts.status.${status}`) }));

  const submit = (values: AccountFilterValues) =>
    onSearch({ keyword: values.keyword?.trim() || undefined, role: values.role, status: values.status });

  return (
    <FilterForm<AccountFilterValues> name="account-filters" onSubmit={submit}>
      <Form.Item name="keyword" label={t('accounts.search.keyword')}>
        <Input placeholder={t('accounts.search.keywordPlaceholder')} allowClear maxLength={100} />
      </Form.Item>
      <Form.Item name="role" label={t('accounts.search.role')}>
        <Select options={roleOptions} allowClear placeholder={t('accounts.search.all')} style={{ minWidth: 160 }} />
      </Form.Item>
      <Form.Item name="status" label={t('accounts.search.status')}>
        <Select options={statusOptions} allowClear placeholder={t('accounts.search.all')} style={{ minWidth: 120 }} />
      </Form.Item>
    </FilterForm>
  );
}
