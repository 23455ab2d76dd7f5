import {
  ACCOUNT_ROLES,
  ACCOUNT_TYPES,
  type AccountListQuery,
  IDENTITY_STATUSES,
  ROLE_LABEL_KEYS,
  USER_STATUSES,
} from '@cityip/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';

/** The filters of the user list the search form edits. */
export type AccountFilterValues = Pick<
  AccountListQuery,
  'keyword' | 'role' | 'status' | 'accountType' | 'identityStatus'
>;

interface AccountFiltersProps {
  onSearch: (values: AccountFilterValues) => void;
}

/** Search form of the user list: keyword (email or name), role, status, account type and authentication. */
export function AccountFilters({ onSearch }: AccountFiltersProps) {
  const { t } = useTranslation();
  const roleOptions = ACCOUNT_ROLES.map((role) => ({ value: role, label: t(ROLE_LABEL_KEYS[role]) }));
  const statusOptions = USER_STATUSES.map((status) => ({ value: status, label: t(`accounts.status.${status}`) }));
  const typeOptions = ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`account.type.${type}`) }));
  const identityOptions = IDENTITY_STATUSES.map((status) => ({
    value: status,
    label: t(`selfService.identity.status.${status}`),
  }));

  const submit = (values: AccountFilterValues) =>
    onSearch({
      keyword: values.keyword?.trim() || undefined,
      role: values.role,
      status: values.status,
      accountType: values.accountType,
      identityStatus: values.identityStatus,
    });

  return (
    <FilterForm<AccountFilterValues> name="account-filters" onSubmit={submit}>
      <Form.Item name="keyword" label={t('accounts.search.keyword')}>
        <Input placeholder={t('accounts.search.keywordPlaceholder')} allowClear={LABELLED_CLEAR} maxLength={100} />
      </Form.Item>
      <Form.Item name="role" label={t('accounts.search.role')}>
        <Select options={roleOptions} allowClear placeholder={t('accounts.search.all')} style={{ minWidth: 160 }} />
      </Form.Item>
      <Form.Item name="status" label={t('accounts.search.status')}>
        <Select options={statusOptions} allowClear placeholder={t('accounts.search.all')} style={{ minWidth: 120 }} />
      </Form.Item>
      <Form.Item name="accountType" label={t('accounts.search.accountType')}>
        <Select options={typeOptions} allowClear placeholder={t('accounts.search.all')} style={{ minWidth: 120 }} />
      </Form.Item>
      <Form.Item name="identityStatus" label={t('accounts.search.identityStatus')}>
        <Select options={identityOptions} allowClear placeholder={t('accounts.search.all')} style={{ minWidth: 120 }} />
      </Form.Item>
    </FilterForm>
  );
}
