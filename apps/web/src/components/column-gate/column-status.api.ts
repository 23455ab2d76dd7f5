import { type ColumnKey, type ColumnStatus, DEFAULT_CITY_TIME_ZONE } from '@cityip/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';

/** React-query key of the columns' open/closed states; a 423 refusal invalidates it. */
export const COLUMN_STATUS_KEY = ['columns', 'status'] as const;

/** How often an open page asks again, so a column closes (or opens) on screen on time. */
const REFRESH_MS = 60_000;

/** Whether each column is open now (GET /api/columns/status). */
export function useColumnStatuses() {
  return useQuery({
    queryKey: COLUMN_STATUS_KEY,
    queryFn: () => callApi<ColumnStatus[]>({ url: '/columns/status' }),
    staleTime: 30_000,
    refetchInterval: REFRESH_MS,
  });
}

/** The status of one column: undefined while loading or when the status could not be read. */
export function useColumnStatus(column: ColumnKey): { status: ColumnStatus | undefined; pending: boolean } {
  const query = useColumnStatuses();
  return { status: query.data?.find((s) => s.key === column), pending: query.isPending };
}

/** The city's time zone (city profile, served in /api/config): opening times are shown in it. */
export function useCityTimeZone(): string {
  return useRuntimeConfig()?.timeZone ?? DEFAULT_CITY_TIME_ZONE;
}
