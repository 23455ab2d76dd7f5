import type {
  ClosureListQuery,
  ColumnClosure,
  ColumnClosureInputSchema,
  ColumnKey,
  ColumnSchedule,
  ColumnScheduleInputSchema,
  OpeningTimes,
  Page,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../api/call-api.js';
import { COLUMN_STATUS_KEY } from '../../components/column-gate/column-status.api.js';

const BASE = '/admin/opening-times';

export type SchedulePayload = z.output<typeof ColumnScheduleInputSchema>;
export type ClosurePayload = z.output<typeof ColumnClosureInputSchema>;

/** React-query keys of the opening-times screen. */
export const openingKeys = {
  all: ['admin', 'opening-times'] as const,
  closures: (query: ClosureListQuery) => ['admin', 'opening-times', 'closures', query] as const,
};

/** Every column's opening times and the city time zone. */
export function useOpeningTimes() {
  return useQuery({ queryKey: openingKeys.all, queryFn: () => callApi<OpeningTimes>({ url: BASE }) });
}

/** One page of holidays and closures. */
export function useClosures(query: ClosureListQuery) {
  return useQuery({
    queryKey: openingKeys.closures(query),
    queryFn: () => callApi<Page<ColumnClosure>>({ url: `${BASE}/closures`, params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** After a write, the lists and the columns' open/closed states are stale. */
function useInvalidate() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: openingKeys.all });
    await client.invalidateQueries({ queryKey: COLUMN_STATUS_KEY });
  };
}

/** Saves a column's opening times. */
export function useSaveSchedule() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ key, input }: { key: ColumnKey; input: SchedulePayload }) =>
      callApi<ColumnSchedule>({ url: `${BASE}/columns/${key}`, method: 'PUT', data: input }),
    onSuccess,
  });
}

/** Creates a closure, or replaces one when an id is given. */
export function useSaveClosure() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ClosurePayload }) =>
      id
        ? callApi<ColumnClosure>({ url: `${BASE}/closures/${encodeURIComponent(id)}`, method: 'PUT', data: input })
        : callApi<ColumnClosure>({ url: `${BASE}/closures`, method: 'POST', data: input }),
    onSuccess,
  });
}

export function useDeleteClosure() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => callApi<null>({ url: `${BASE}/closures/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess,
  });
}
