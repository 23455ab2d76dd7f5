import { type AccountListItem, type AccountListQuery, formatTime, ROLE_LABEL_KEYS, type User } from '@cityip/contracts';
import { Space, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { IdentityStatusTag } from '../../portal/accounts/common/identity-summary.js';
import { AccountRowActions } from './account-row-actions.js';
import { isLocked } from './accounts.api.js';

interface ColumnOptions {
  t: TFunction;
  sort: Pick<AccountListQuery, 'sortField' | 'sortOrder'>;
  meId: string | null;
  onResetPassword: (user: User) => void;
}

/** Columns of the user list; sortable columns reflect (and drive) the server-side sort. */
export function accountColumns({ t, sort, meId, onResetPassword }: ColumnOptions): TableColumnsType<AccountListItem> {
  const sortable = (key: AccountListQuery['sortField']) => ({
    key,
    dataIndex: key,
    sorter: true,
    // No "unsorted" step: the list always has a server-side order, so clicks toggle between the two.
    sortDirections: ['ascend', 'descend', 'ascend'] as ('ascend' | 'descend')[],
    sortOrder: sort.sortField === key ? sort.sortOrder : null,
  });
  const time = (value: string | null) => formatTime(value);

  return [
    { title: t('accounts.column.email'), ...sortable('email') },
    { title: t('accounts.column.name'), ...sortable('name') },
    { title: t('accounts.column.organization'), key: 'organization', dataIndex: 'organization' },
    {
      title: t('accounts.column.role'),
      key: 'role',
      dataIndex: 'role',
      render: (role: User['role']) => t(ROLE_LABEL_KEYS[role]),
    },
    {
      title: t('accounts.column.accountType'),
      key: 'accountType',
      dataIndex: 'accountType',
      render: (type: AccountListItem['accountType']) => (type ? t(`account.type.${type}`) : ''),
    },
    {
      title: t('accounts.column.identityStatus'),
      key: 'identityStatus',
      dataIndex: 'identityStatus',
      render: (status: AccountListItem['identityStatus']) => <IdentityStatusTag status={status} />,
    },
    {
      title: t('accounts.column.status'),
      key: 'status',
      render: (_: unknown, user: User) => (
        <Space size={4} wrap>
          <Tag color={user.status === 'enabled' ? 'success' : 'default'}>{t(`accounts.status.${user.status}`)}</Tag>
          {isLocked(user) && <Tag color="warning">{t('accounts.status.locked')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('accounts.column.lockedUntil'),
      key: 'lockedUntil',
      render: (_: unknown, user: User) => (isLocked(user) ? time(user.lockedUntil) : ''),
    },
    { title: t('accounts.column.lastLoginAt'), ...sortable('lastLoginAt'), render: time },
    { title: t('accounts.column.createdAt'), ...sortable('createdAt'), render: time },
    {
      title: t('accounts.column.actions'),
      key: 'actions',
      fixed: 'end',
      render: (_: unknown, user: User) => (
        <AccountRowActions user={user} isSelf={user.id === meId} onResetPassword={onResetPassword} />
      ),
    },
  ];
}
