import type { User, UserListQuery } from '@cityip/contracts';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminListPage, LoadFailedAlert } from '../layout/admin-list-page.js';
import { serverPagination } from '../layout/server-paging.js';
import { nextQueryFromTable } from '../layout/table-query.js';
import { accountColumns } from './account-columns.js';
import { AccountFilters, type AccountFilterValues } from './account-filters.js';
import { accountEditHref } from './account-paths.js';
import { useCurrentUserId, useUserList } from './accounts.api.js';
import { ResetPasswordModal } from './reset-password-modal.js';

/** The server's defaults (UserListQuerySchema): newest accounts first. */
export const DEFAULT_USER_QUERY: UserListQuery = {
  page: 1,
  pageSize: 10,
  sortField: 'createdAt',
  sortOrder: 'descend',
};

/** `/account/infos`: the user information list with server-side search, filters, sort and paging. */
export function AccountListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<UserListQuery>(DEFAULT_USER_QUERY);
  const [resetTarget, setResetTarget] = useState<User | null>(null);
  const list = useUserList(query);
  const meId = useCurrentUserId();

  const search = (filters: AccountFilterValues) => setQuery((current) => ({ ...current, ...filters, page: 1 }));
  const columns = accountColumns({ t, sort: query, meId, onResetPassword: setResetTarget });

  return (
    <AdminListPage
      titleId="account-list-title"
      title={t('accounts.title')}
      actions={
        <Button type="primary" onClick={() => navigate(accountEditHref())}>
          {t('accounts.add')}
        </Button>
      }
    >
      <div style={{ marginTop: 16 }}>
        <AccountFilters onSearch={search} />
      </div>
      <LoadFailedAlert query={list} fallback={t('accounts.loadFailed')} />
      <Table<User>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('error.empty') }}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('accounts.total', { total }))}
        onChange={(pagination, _filters, sorter) =>
          setQuery((q) => nextQueryFromTable(q, DEFAULT_USER_QUERY, pagination, sorter))
        }
      />
      {resetTarget && (
        <ResetPasswordModal key={resetTarget.id} user={resetTarget} onClose={() => setResetTarget(null)} />
      )}
    </AdminListPage>
  );
}
