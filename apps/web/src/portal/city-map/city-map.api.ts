import type { CityMap, DistrictDetail, MapYearFigures } from '@cityip/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** React-query keys of the map data; writes in the back office invalidate `all`. */
export const cityMapKeys = {
  all: ['portal', 'city-map'] as const,
  boundaries: ['portal', 'city-map', 'boundaries'] as const,
  figures: (year: number | null) => ['portal', 'city-map', 'figures', year] as const,
  district: (code: string) => ['portal', 'city-map', 'district', code] as const,
};

/** The district boundaries and review number: configuration, so read once per visit. */
export function useCityMap() {
  return useQuery({
    queryKey: cityMapKeys.boundaries,
    queryFn: () => callApi<CityMap>({ url: '/city-map' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every district's figures of `year` (null: the latest year with figures). */
export function useMapFigures(year: number | null) {
  return useQuery({
    queryKey: cityMapKeys.figures(year),
    queryFn: () => callApi<MapYearFigures>({ url: '/city-map/figures', params: year === null ? {} : { year } }),
    placeholderData: keepPreviousData,
  });
}

/** One district's figures of every year and its outlets; idle while no district is chosen. */
export function useDistrictDetail(code: string | null) {
  return useQuery({
    queryKey: cityMapKeys.district(code ?? ''),
    queryFn: () => callApi<DistrictDetail>({ url: `/city-map/districts/${encodeURIComponent(code ?? '')}` }),
    enabled: code !== null,
  });
}
