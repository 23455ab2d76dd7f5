import type { Station, StationService, StationSummary } from '@cityip/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** The front site's outlet filters (PublicStationQuerySchema); empty means all. */
export interface OutletFilters {
  district: string | null;
  serviceId: string | null;
}

/** Every enabled outlet matching the filters (the map shows them all); the previous list stays while the next loads. */
export function usePublicOutlets(filters: OutletFilters) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return useQuery({
    queryKey: ['portal', 'outlets', params],
    queryFn: () => callApi<StationSummary[]>({ url: '/stations', params }),
    placeholderData: keepPreviousData,
  });
}

/** The enabled services with how many outlets offer each. */
export function usePublicServices() {
  return useQuery({
    queryKey: ['portal', 'outlet-services'],
    queryFn: () => callApi<StationService[]>({ url: '/station-services' }),
  });
}

/** One enabled outlet; idle without an id. */
export function usePublicOutlet(id: string | null) {
  return useQuery({
    queryKey: ['portal', 'outlet', id],
    queryFn: () => callApi<Station>({ url: `/stations/${encodeURIComponent(id ?? '')}` }),
    enabled: id !== null,
  });
}
