import { Code, type LogEntry, type LogKind, type LogPurgeResult, type Page } from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';

const LOGS_URL = '/admin/logs';

/** Filters of both log tabs (LogFilterSchema): times are ISO 8601 strings with an offset. */
export interface LogFilters {
  kind: LogKind;
  from?: string;
  to?: string;
  user?: string;
  action?: string;
}

/** A page of one log tab (LogListQuerySchema). */
export interface LogQuery extends LogFilters {
  page: number;
  pageSize: number;
}

export type ExportFormat = 'csv' | 'xlsx';

/** The query as URL params, without empty filters. */
export function toLogParams<Q extends object>(query: Q): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/** Resolves with `data` of a 200 envelope; any other code rejects with an ApiError carrying the server's msg. */
async function fetchData<T>(options: Parameters<typeof request>[0]): Promise<T> {
  const response = await request<T>({ ...options, silent: true });
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  return response.data;
}

/** One page of the login or operation log. */
export function useLogList(query: LogQuery) {
  return useQuery({
    queryKey: ['admin', 'logs', query],
    queryFn: () => fetchData<Page<LogEntry>>({ url: LOGS_URL, params: toLogParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the filtered log as CSV or XLSX and saves it with the server's file name. */
export async function exportLogs(filters: LogFilters, format: ExportFormat): Promise<void> {
  const response = (await request<Blob>({
    url: `${LOGS_URL}/export`,
    params: toLogParams({ ...filters, format }),
    responseType: 'blob',
    silent: true,
  })) as BlobEnvelope;
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  const filename = response.filename || `${filters.kind}-log.${format}`;
  saveBlob(response.data, filename);
}

/** Purges the entries of both logs written before `before` (the auditor's, past the 180-day retention). */
export function usePurgeLogs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (before: string) =>
      callApi<LogPurgeResult>({ url: `${LOGS_URL}/purge`, method: 'POST', data: { before } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'logs'] }),
  });
}
