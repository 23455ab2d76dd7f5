import type {
  IndustryWatch,
  PatentSort,
  SavedSearch,
  SavedSearchInput,
  SavedSearchUpdate,
  WatchDigest,
  WatchOverview,
  WatchUnsubscribeResult,
} from '@cityip/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** What the search page saves: the final expression, the page's address of it, and its sort. */
export interface SearchToSave {
  expression: string;
  /** The page's address without page, tab, view, detail or sort (`q=…&filter=…`). */
  search: string;
  sort: PatentSort;
  /** A name to start from: the main search words. */
  suggestedName: string;
}

// Every call is outside /data/, so the HTTP client sends the user's token: a watch is its owner's.

export const watchKeys = {
  all: ['watch'] as const,
  overview: () => [...watchKeys.all, 'overview'] as const,
  alerts: () => [...watchKeys.all, 'alerts'] as const,
};

/** Whether an account of `role` keeps saved searches and alerts: a person or a company, not staff. */
export function canWatch(role: string): boolean {
  return role === 'common' || role === 'user';
}

/** The account's saved searches and industry watches (idle until `enabled`: a visitor has none). */
export function useWatchOverview(enabled = true) {
  return useQuery({
    queryKey: watchKeys.overview(),
    queryFn: () => callApi<WatchOverview>({ url: '/my/watch' }),
    enabled,
  });
}

/** The latest digests mailed to the account (最近提醒). */
export function useWatchAlerts() {
  return useQuery({ queryKey: watchKeys.alerts(), queryFn: () => callApi<WatchDigest[]>({ url: '/my/watch/alerts' }) });
}

function useRefetchWatch() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: watchKeys.all });
}

/** Saves the current search (the server parses its expression again). */
export function useSaveSearch() {
  const onSuccess = useRefetchWatch();
  return useMutation({
    mutationFn: ({ input }: { id?: string; input: SavedSearchInput }) =>
      callApi<SavedSearch>({ url: '/my/watch/searches', method: 'POST', data: input }),
    onSuccess,
  });
}

/** Renames a saved search and sets its alert frequency. */
export function useUpdateSearch() {
  const onSuccess = useRefetchWatch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SavedSearchUpdate }) =>
      callApi<SavedSearch>({ url: `/my/watch/searches/${encodeURIComponent(id ?? '')}`, method: 'PUT', data: input }),
    onSuccess,
  });
}

/** Deletes a saved search. */
export function useDeleteSearch() {
  const onSuccess = useRefetchWatch();
  return useMutation({
    mutationFn: (id: string) =>
      callApi<null>({ url: `/my/watch/searches/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess,
  });
}

/** Subscribes to (`on`) or ends the weekly watch of a key industry. */
export function useIndustryWatch() {
  const onSuccess = useRefetchWatch();
  return useMutation({
    mutationFn: ({ industry, on }: { industry: string; on: boolean }) =>
      callApi<IndustryWatch | null>({
        url: `/my/watch/industries/${encodeURIComponent(industry)}`,
        method: on ? 'PUT' : 'DELETE',
      }),
    onSuccess,
  });
}

/** A mail's one-click unsubscribe: the signed token is the proof, no login needed. */
export function unsubscribeByToken(token: string): Promise<WatchUnsubscribeResult> {
  return callApi<WatchUnsubscribeResult>({
    url: `/watch/unsubscribe/${encodeURIComponent(token)}`,
    method: 'POST',
  });
}
