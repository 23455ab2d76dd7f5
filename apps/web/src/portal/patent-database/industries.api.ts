import type { IndustryDetail, IndustryOverview } from '@cityip/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** Figures of every key industry (a data-search call: the client sends the database token). */
export function useIndustries() {
  return useQuery({
    queryKey: ['data', 'industries'],
    queryFn: () => callApi<IndustryOverview[]>({ url: '/data/industries' }),
  });
}

/** One industry in depth; idle without a code. */
export function useIndustryDetail(code: string | null) {
  return useQuery({
    queryKey: ['data', 'industries', code],
    queryFn: () => callApi<IndustryDetail>({ url: `/data/industries/${encodeURIComponent(code ?? '')}` }),
    enabled: Boolean(code),
  });
}
