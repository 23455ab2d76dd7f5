import { Code, type OperationStats, type OperationStatsQuery } from '@cityip/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';

const BASE = '/admin/operation-stats';

/** Every series of the period; the previous period stays on screen while the next loads. */
export function useOperationStats(query: OperationStatsQuery) {
  return useQuery({
    queryKey: ['admin', 'operation-stats', query] as const,
    queryFn: () => callApi<OperationStats>({ url: BASE, params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the period's series as a workbook (one sheet per series) under the server's file name. */
export async function exportOperationStats(query: OperationStatsQuery): Promise<void> {
  const response = (await request<Blob>({
    url: `${BASE}/export`,
    params: { ...query },
    responseType: 'blob',
    silent: true,
  })) as BlobEnvelope;
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  saveBlob(response.data, response.filename || `operation-statistics-${query.from}-${query.to}.xlsx`);
}
