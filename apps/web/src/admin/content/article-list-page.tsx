import type { AdminArticleListQuery, ArticleKind, ArticleSummary } from '@cityip/contracts';
import { Alert, Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { serverPagination } from '../layout/server-paging.js';
import { nextQueryFromTable } from '../layout/table-query.js';
import { ArticleBatchBar } from './article-batch-bar.js';
import { articleColumns } from './article-columns.js';
import { ArticleFilters, type ArticleFilterValues } from './article-filters.js';
import { ARTICLE_KIND_SPECS, articleEditHref } from './article-kinds.js';
import { ArticlePreviewDrawer } from './article-preview.js';
import { useArticle, useArticleList } from './articles.api.js';

/** The server's defaults (AdminArticleListQuerySchema): most recently updated first. */
export const DEFAULT_ARTICLE_QUERY: AdminArticleListQuery = {
  page: 1,
  pageSize: 10,
  sortField: 'updatedAt',
  sortOrder: 'descend',
};

/** The preview of one row, loaded with its body (any status). */
function RowPreview({ kind, id, onClose }: { kind: ArticleKind; id: string; onClose: () => void }) {
  const article = useArticle(kind, id);
  return (
    <ArticlePreviewDrawer kind={kind} draft={article.data ?? null} error={article.error?.message} onClose={onClose} />
  );
}

/**
 * `/content/policy`, `/content/news`, `/content/guideAndIntro`: a content list with server-side
 * search, filters, sort and paging, batch publish/withdraw/delete, and a preview of each row.
 */
export function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const city = useRuntimeConfig()?.cityName ?? '';
  const spec = ARTICLE_KIND_SPECS[kind];
  const [query, setQuery] = useState<AdminArticleListQuery>(DEFAULT_ARTICLE_QUERY);
  const [selected, setSelected] = useState<string[]>([]);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const list = useArticleList(kind, query);
  const titleId = `${kind}-list-title`;

  const search = (filters: ArticleFilterValues) => {
    setSelected([]);
    setQuery((current) => ({ ...current, ...filters, page: 1 }));
  };
  const columns = articleColumns({
    t,
    kind,
    city,
    sort: query,
    onEdit: (row) => navigate(articleEditHref(kind, row.id)),
    onPreview: (row) => setPreviewId(row.id),
  });

  return (
    <section aria-labelledby={titleId}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} id={titleId} style={{ fontSize: 20, margin: 0 }}>
          {t(`admin.route.${spec.listRoute}`)}
        </Typography.Title>
        <Button type="primary" onClick={() => navigate(articleEditHref(kind))}>
          {t(`content.add.${kind}`)}
        </Button>
      </Flex>
      <div style={{ marginTop: 16 }}>
        <ArticleFilters kind={kind} onSearch={search} />
      </div>
      <ArticleBatchBar kind={kind} selectedIds={selected} onDone={() => setSelected([])} />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={list.error.message || t('content.loadFailed')}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<ArticleSummary>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          preserveSelectedRowKeys: true,
          // antd names the boxes "Select row 1" in English whatever the language: name the item.
          getCheckboxProps: (row) => ({ 'aria-label': t('content.selectRow', { title: row.title }) }),
        }}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('content.total', { total }))}
        onChange={(pagination, _filters, sorter) =>
          setQuery((q) => nextQueryFromTable(q, DEFAULT_ARTICLE_QUERY, pagination, sorter))
        }
      />
      {previewId && <RowPreview kind={kind} id={previewId} onClose={() => setPreviewId(null)} />}
    </section>
  );
}
