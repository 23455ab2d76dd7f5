import {
  type AdminArticleListQuery,
  type ArticleKind,
  type ArticleStatus,
  type ArticleSummary,
  formatTime,
} from '@cityip/contracts';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { guideKeyLabel, informationTypeLabel, levelLabel } from './article-kinds.js';

interface ColumnOptions {
  t: TFunction;
  kind: ArticleKind;
  city: string;
  sort: Pick<AdminArticleListQuery, 'sortField' | 'sortOrder'>;
  onEdit: (row: ArticleSummary) => void;
  onPreview: (row: ArticleSummary) => void;
}

const STATUS_COLORS: Record<ArticleStatus, string> = { draft: 'default', published: 'success', withdrawn: 'warning' };

/** Published but its scheduled time has not come yet (the server says it is not visible). */
export function isScheduled(row: Pick<ArticleSummary, 'status' | 'visible' | 'publishAt'>): boolean {
  return row.status === 'published' && !row.visible && row.publishAt !== null;
}

/** Status tag, plus the scheduled marker and time for items waiting for their publication time. */
function StatusCell({ row, t }: { row: ArticleSummary; t: TFunction }) {
  return (
    <Space orientation="vertical" size={2}>
      <Space size={4} wrap>
        <Tag color={STATUS_COLORS[row.status]}>{t(`content.status.${row.status}`)}</Tag>
        {isScheduled(row) && <Tag color="processing">{t('content.scheduled')}</Tag>}
      </Space>
      {isScheduled(row) && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('content.scheduledAt', { time: formatTime(row.publishAt, 'YYYY-MM-DD HH:mm') })}
        </Typography.Text>
      )}
    </Space>
  );
}

/** The column that tells items of a kind apart: level, information type or menu item. */
function kindColumns(t: TFunction, kind: ArticleKind, city: string): TableColumnsType<ArticleSummary> {
  if (kind === 'policy') {
    return [
      { key: 'level', title: t('content.field.level'), render: (_, row) => levelLabel(t, row.level) },
      { key: 'authority', dataIndex: 'authority', title: t('content.field.authority') },
    ];
  }
  if (kind === 'news') {
    return [
      {
        key: 'informationType',
        title: t('content.field.informationType'),
        render: (_, row) => informationTypeLabel(t, row.informationType),
      },
      { key: 'source', dataIndex: 'source', title: t('content.field.source') },
    ];
  }
  return [
    { key: 'guideKey', title: t('content.field.guideKey'), render: (_, row) => guideKeyLabel(t, row.guideKey, city) },
  ];
}

/** Columns of a content list; sortable columns reflect (and drive) the server-side sort. */
export function articleColumns({
  t,
  kind,
  city,
  sort,
  onEdit,
  onPreview,
}: ColumnOptions): TableColumnsType<ArticleSummary> {
  const sortable = (key: AdminArticleListQuery['sortField']) => ({
    key,
    dataIndex: key,
    sorter: true,
    // No "unsorted" step: the list always has a server-side order, so clicks toggle between the two.
    sortDirections: ['ascend', 'descend', 'ascend'] as ('ascend' | 'descend')[],
    sortOrder: sort.sortField === key ? sort.sortOrder : null,
  });
  const label = (action: string, row: ArticleSummary) => t('content.action.rowLabel', { action, title: row.title });

  return [
    {
      ...sortable('title'),
      title: t('content.column.title'),
      render: (_, row) => (
        <Space size={4}>
          {row.pinned && <Tag color="red">{t('content.pinned')}</Tag>}
          <span>{row.title}</span>
        </Space>
      ),
    },
    ...kindColumns(t, kind, city),
    ...(kind === 'guide' ? [] : [{ ...sortable('publishDate'), title: t('content.field.publishDate') }]),
    { key: 'status', title: t('content.column.status'), render: (_, row) => <StatusCell row={row} t={t} /> },
    {
      ...sortable('updatedAt'),
      title: t('content.column.updatedAt'),
      render: (value: string) => formatTime(value, 'YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('content.column.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            aria-label={label(t('content.action.edit'), row)}
            onClick={() => onEdit(row)}
          >
            {t('content.action.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            aria-label={label(t('content.action.preview'), row)}
            onClick={() => onPreview(row)}
          >
            {t('content.action.preview')}
          </Button>
        </Space>
      ),
    },
  ];
}
