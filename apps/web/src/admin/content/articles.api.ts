import type {
  AdminArticleListQuery,
  Article,
  ArticleBatchInput,
  ArticleKind,
  ArticleSummary,
  GuideInputSchema,
  NewsInputSchema,
  Page,
  PolicyInputSchema,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../api/call-api.js';
import { ARTICLE_KIND_SPECS } from './article-kinds.js';

/** React-query keys of the content screens; everything under `all(kind)` is refetched after a write. */
export const articleKeys = {
  all: (kind: ArticleKind) => ['admin', 'articles', kind] as const,
  list: (kind: ArticleKind, query: AdminArticleListQuery) => [...articleKeys.all(kind), 'list', query] as const,
  detail: (kind: ArticleKind, id: string) => [...articleKeys.all(kind), 'detail', id] as const,
};

/** What the edit screens send: the parsed output of the kind's contract input schema. */
export type ArticleSaveInput =
  | z.output<typeof PolicyInputSchema>
  | z.output<typeof NewsInputSchema>
  | z.output<typeof GuideInputSchema>;

const itemUrl = (kind: ArticleKind, id: string) => `${ARTICLE_KIND_SPECS[kind].apiPath}/${encodeURIComponent(id)}`;

/** One page of a kind's items (any status); keeps the previous page on screen while the next loads. */
export function useArticleList(kind: ArticleKind, query: AdminArticleListQuery) {
  return useQuery({
    queryKey: articleKeys.list(kind, query),
    queryFn: () =>
      // Unset filters are undefined, which the client leaves out of the query string.
      callApi<Page<ArticleSummary>>({ url: ARTICLE_KIND_SPECS[kind].apiPath, params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** One item with its body, any status (edit and preview); idle without an id. */
export function useArticle(kind: ArticleKind, id: string | undefined) {
  return useQuery({
    queryKey: articleKeys.detail(kind, id ?? ''),
    queryFn: () => callApi<Article>({ url: itemUrl(kind, id ?? '') }),
    enabled: Boolean(id),
  });
}

function useInvalidate(kind: ArticleKind) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: articleKeys.all(kind) });
}

/** Creates an item (no id) or replaces one; the input is the kind's contract schema output. */
export function useSaveArticle(kind: ArticleKind, id: string | undefined) {
  const onSuccess = useInvalidate(kind);
  return useMutation({
    mutationFn: (input: ArticleSaveInput) =>
      id
        ? callApi<Article>({ url: itemUrl(kind, id), method: 'PUT', data: input })
        : callApi<Article>({ url: ARTICLE_KIND_SPECS[kind].apiPath, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Publishes, withdraws or deletes several items at once. */
export function useArticleBatch(kind: ArticleKind) {
  const onSuccess = useInvalidate(kind);
  return useMutation({
    mutationFn: (input: ArticleBatchInput) =>
      callApi<{ affected: number }>({ url: `${ARTICLE_KIND_SPECS[kind].apiPath}/batch`, method: 'POST', data: input }),
    onSuccess,
  });
}
