import { formatTime, type LogEntry, ROLE_LABEL_KEYS, ROLES, type Role } from '@cityip/contracts';
import { type TableColumnsType, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { actionLabel } from './log-actions.js';

function isRole(value: string | null): value is Role {
  return (ROLES as readonly (string | null)[]).includes(value);
}

/** Columns of both log tables: time, who, role, action, target, IP, user agent, detail and result. */
export function logColumns(t: TFunction): TableColumnsType<LogEntry> {
  return [
    {
      title: t('logs.column.createdAt'),
      key: 'createdAt',
      dataIndex: 'createdAt',
      width: 180,
      render: (createdAt: string) => formatTime(createdAt),
    },
    {
      title: t('logs.column.email'),
      key: 'email',
      dataIndex: 'email',
      render: (email: string | null) => email ?? t('logs.anonymous'),
    },
    {
      title: t('logs.column.role'),
      key: 'role',
      dataIndex: 'role',
      render: (role: string | null) => (isRole(role) ? t(ROLE_LABEL_KEYS[role]) : (role ?? '')),
    },
    {
      title: t('logs.column.action'),
      key: 'action',
      dataIndex: 'action',
      render: (action: string) => actionLabel(t, action),
    },
    { title: t('logs.column.target'), key: 'target', dataIndex: 'target' },
    { title: t('logs.column.ip'), key: 'ip', dataIndex: 'ip' },
    {
      title: t('logs.column.userAgent'),
      key: 'userAgent',
      dataIndex: 'userAgent',
      width: 240,
      ellipsis: { showTitle: false },
      render: (userAgent: string | null) =>
        userAgent ? (
          <Tooltip placement="topLeft" title={userAgent}>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users need a way to reveal the truncated text */}
            <span tabIndex={0}>{userAgent}</span>
          </Tooltip>
        ) : null,
    },
    { title: t('logs.column.detail'), key: 'detail', dataIndex: 'detail', width: 200 },
    {
      title: t('logs.column.result'),
      key: 'success',
      dataIndex: 'success',
      render: (success: boolean) => (
        <Tag color={success ? 'success' : 'error'}>{t(success ? 'logs.result.success' : 'logs.result.failure')}</Tag>
      ),
    },
  ];
}
