import type { StatIndicator, StatIndicatorDetail, StatOverview } from '@cityip/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** What a statistics page shows: an indicator, and a year (the newest with figures when absent). */
export interface StatQuery {
  indicator: StatIndicator;
  year?: number | undefined;
}

const params = (query: StatQuery) => ({ indicator: query.indicator, ...(query.year ? { year: query.year } : {}) });

/** `/patentStatistics`: headline figures, the indicator's trend and ranking, compositions. */
export function useStatOverview(query: StatQuery) {
  return useQuery({
    queryKey: ['portal', 'statistics', 'overview', query],
    queryFn: () => callApi<StatOverview>({ url: '/statistics/overview', params: params(query) }),
    // The charts stay on screen while another year or indicator loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** `/patentStatistics/detail`: one indicator in depth. */
export function useStatDetail(query: StatQuery) {
  return useQuery({
    queryKey: ['portal', 'statistics', 'detail', query],
    queryFn: () => callApi<StatIndicatorDetail>({ url: '/statistics/detail', params: params(query) }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
