import type {
  Article,
  ArticleDetail,
  ArticleSummary,
  GuideKey,
  InfoSearchResult,
  NewsListQuery,
  Page,
  PolicySearchQuery,
} from '@cityip/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** The kinds with a public list and detail page. */
export type ListedKind = 'policy' | 'news';

const DETAIL_URL: Record<ListedKind, string> = { policy: '/policies', news: '/news' };

/** The cached query of one page of the policy query (the server fills it for a page it renders). */
export const policyListKey = (query: PolicySearchQuery) => ['portal', 'policies', query] as const;

/** One page of the policy query; the previous page stays on screen while the next loads. */
export function usePolicyList(query: PolicySearchQuery) {
  return useQuery({
    queryKey: policyListKey(query),
    queryFn: () => callApi<Page<ArticleSummary>>({ url: '/policies', params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** One page of news and information of one informationType. */
export function useNewsList(query: NewsListQuery) {
  return useQuery({
    queryKey: ['portal', 'news', query],
    queryFn: () => callApi<Page<ArticleSummary>>({ url: '/news', params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** A published policy or news item with its previous/next neighbours; idle without an id. */
export function useArticleDetail(kind: ListedKind, id: string | null) {
  return useQuery({
    queryKey: ['portal', kind, 'detail', id],
    queryFn: () => callApi<ArticleDetail>({ url: `${DETAIL_URL[kind]}/${encodeURIComponent(id ?? '')}` }),
    enabled: Boolean(id),
  });
}

/** The guide/introduction page of a menu item. */
export function useGuide(key: GuideKey) {
  return useQuery({
    queryKey: ['portal', 'guide', key],
    queryFn: () => callApi<Article>({ url: `/guides/${key}` }),
  });
}

/** News, policies and guides searched together; idle without a keyword. */
export function useInfoSearch(keyword: string) {
  return useQuery({
    queryKey: ['portal', 'search', keyword],
    queryFn: () => callApi<InfoSearchResult>({ url: '/search', params: { keyword } }),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}
