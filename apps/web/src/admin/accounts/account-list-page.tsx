import type { AccountListItem, AccountListQuery, User } from '@cityip/contracts';
import { Button, Radio, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { IdentityReviewList } from '../identities/identity-review-list.js';
import { AdminListPage, LoadFailedAlert } from '../layout/admin-list-page.js';
import { serverPagination } from '../layout/server-paging.js';
import { nextQueryFromTable } from '../layout/table-query.js';
import { accountColumns } from './account-columns.js';
import { AccountFilters, type AccountFilterValues } from './account-filters.js';
import { accountEditHref } from './account-paths.js';
import { useCurrentUserId, useUserList } from './accounts.api.js';
import { ResetPasswordModal } from './reset-password-modal.js';

/** The server's defaults (UserListQuerySchema): newest accounts first. */
export const DEFAULT_USER_QUERY: AccountListQuery = {
  page: 1,
  pageSize: 10,
  sortField: 'createdAt',
  sortOrder: 'descend',
};

/** The user list: server-side search, filters, sort and paging, with the row actions. */
function UserList() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<AccountListQuery>(DEFAULT_USER_QUERY);
  const [resetTarget, setResetTarget] = useState<User | null>(null);
  const list = useUserList(query);
  const meId = useCurrentUserId();

  const search = (filters: AccountFilterValues) => setQuery((current) => ({ ...current, ...filters, page: 1 }));
  const columns = accountColumns({ t, sort: query, meId, onResetPassword: setResetTarget });

  return (
    <>
      <AccountFilters onSearch={search} />
      <LoadFailedAlert query={list} fallback={t('accounts.loadFailed')} />
      <Table<AccountListItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('accounts.total', { total }))}
        onChange={(pagination, _filters, sorter) =>
          setQuery((q) => nextQueryFromTable(q, DEFAULT_USER_QUERY, pagination, sorter))
        }
      />
      {resetTarget && (
        <ResetPasswordModal key={resetTarget.id} user={resetTarget} onClose={() => setResetTarget(null)} />
      )}
    </>
  );
}

/** The two views of the screen; the address keeps the one shown (`?tab=identities`). */
type AccountView = 'users' | 'identities';

/**
 * `/account/infos`: the user information centre. One view lists the accounts, the other reviews
 * real-name authentications; `?tab=identities` opens the review directly.
 */
export function AccountListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: AccountView = params.get('tab') === 'identities' ? 'identities' : 'users';

  return (
    <AdminListPage
      titleId="account-list-title"
      title={t('accounts.centerTitle')}
      actions={
        <Button type="primary" onClick={() => navigate(accountEditHref())}>
          {t('accounts.add')}
        </Button>
      }
    >
      <Radio.Group
        style={{ margin: '16px 0' }}
        aria-label={t('accounts.centerTitle')}
        optionType="button"
        buttonStyle="solid"
        value={tab}
        onChange={(event) =>
          setParams(event.target.value === 'users' ? {} : { tab: event.target.value }, { replace: true })
        }
        options={[
          { value: 'users', label: t('accounts.title') },
          { value: 'identities', label: t('accounts.tab.identities') },
        ]}
      />
      {tab === 'users' ? <UserList /> : <IdentityReviewList />}
    </AdminListPage>
  );
}
