import { fileUrl, type Link } from '@cityip/contracts';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { LinkEnabledSwitch, LinkRowActions } from './link-row-actions.js';

/** Columns of the jump-link list. */
export function linkColumns(t: TFunction, onEdit: (link: Link) => void): TableColumnsType<Link> {
  return [
    {
      title: t('links.column.group'),
      key: 'group',
      dataIndex: 'group',
      render: (group: Link['group']) => t(`links.group.${group}`),
    },
    { title: t('links.column.name'), key: 'name', dataIndex: 'name' },
    {
      title: t('links.column.url'),
      key: 'url',
      dataIndex: 'url',
      render: (url: string) => (
        <a href={url} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
          {url}
          <span className="visually-hidden">{t('common.opensInNewWindow')}</span>
        </a>
      ),
    },
    {
      title: t('links.column.menuKey'),
      key: 'menuKey',
      dataIndex: 'menuKey',
      render: (menuKey: Link['menuKey']) => (menuKey ? t(`links.menuKey.${menuKey}`) : ''),
    },
    {
      title: t('links.column.icon'),
      key: 'icon',
      render: (_: unknown, link: Link) =>
        link.icon && (
          <img
            src={fileUrl(link.icon.id)}
            alt={t('links.iconAlt', { name: link.name })}
            width={32}
            height={32}
            style={{ objectFit: 'contain' }}
          />
        ),
    },
    { title: t('links.column.sortOrder'), key: 'sortOrder', dataIndex: 'sortOrder' },
    {
      title: t('links.column.enabled'),
      key: 'enabled',
      render: (_: unknown, link: Link) => <LinkEnabledSwitch link={link} />,
    },
    {
      title: t('links.column.actions'),
      key: 'actions',
      fixed: 'end',
      render: (_: unknown, link: Link) => <LinkRowActions link={link} onEdit={onEdit} />,
    },
  ];
}
