import type { MapFigure, MapFigureInputSchema, Page } from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../api/call-api.js';
import { cityMapKeys } from '../../portal/city-map/city-map.api.js';

const URL = '/admin/map-figures';

/** One district's figures of a year as the server takes them. */
export type MapFigurePayload = z.output<typeof MapFigureInputSchema>;

/** The list's filters and page. */
export interface MapFigureQuery {
  district?: string;
  year?: number;
  page: number;
  pageSize: number;
}

export const mapFigureKeys = {
  all: ['admin', 'map-figures'] as const,
  list: (query: MapFigureQuery) => [...mapFigureKeys.all, 'list', query] as const,
  one: (id: string) => [...mapFigureKeys.all, 'one', id] as const,
};

/** One page of figures, newest year first. */
export function useMapFigureList(query: MapFigureQuery) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return useQuery({
    queryKey: mapFigureKeys.list(query),
    queryFn: () => callApi<Page<MapFigure>>({ url: URL, params }),
    placeholderData: keepPreviousData,
  });
}

/** One row for the editor; idle without an id. */
export function useMapFigure(id: string | undefined) {
  return useQuery({
    queryKey: mapFigureKeys.one(id ?? ''),
    queryFn: () => callApi<MapFigure>({ url: `${URL}/${encodeURIComponent(id ?? '')}` }),
    enabled: Boolean(id),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: mapFigureKeys.all }),
      client.invalidateQueries({ queryKey: cityMapKeys.all }),
    ]);
}

/** Adds a row, or replaces one when an id is given; 409 when the district already has that year. */
export function useSaveMapFigure() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: MapFigurePayload }) =>
      id
        ? callApi<MapFigure>({ url: `${URL}/${encodeURIComponent(id)}`, method: 'PUT', data: input })
        : callApi<MapFigure>({ url: URL, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Deletes a row. */
export function useDeleteMapFigure() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => callApi<null>({ url: `${URL}/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess,
  });
}
