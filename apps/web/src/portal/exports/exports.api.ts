import {
  Code,
  EXPORT_POLL_MS,
  type ExportJob,
  type ExportJobInput,
  type ExportJobList,
  type ExportJobStatus,
} from '@cityip/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';

// Every call is outside /data/, so the HTTP client sends the user's token: a job is its owner's.

export const exportKeys = {
  all: ['exports'] as const,
  list: () => [...exportKeys.all, 'list'] as const,
};

/** A job a worker has not finished yet: its progress still moves. */
export function isActive(status: ExportJobStatus): boolean {
  return status === 'queued' || status === 'running';
}

/**
 * The account's exports and the rows left today, asked again every EXPORT_POLL_MS while one of
 * them is in progress (a page left and come back to picks the progress up again).
 */
export function useExportJobs(enabled = true) {
  return useQuery({
    queryKey: exportKeys.list(),
    queryFn: () => callApi<ExportJobList>({ url: '/exports' }),
    enabled,
    refetchInterval: (query) => (query.state.data?.items.some((job) => isActive(job.status)) ? EXPORT_POLL_MS : false),
  });
}

/** Starts a background export; the list (and its polling) follows. */
export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExportJobInput) =>
      request<ExportJob>({ url: '/exports/patents', method: 'POST', data: input, silent: true }).then((answer) => {
        if (answer.code !== Code.OK) throw new ApiError(answer.msg, 'business', 200, answer.code, answer);
        // The server's notice ("we will email you") is what the page shows.
        return { job: answer.data, notice: answer.msg };
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: exportKeys.all }),
  });
}

/** Deletes (or cancels) one export. */
export function useDeleteExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi<null>({ url: `/exports/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: exportKeys.all }),
  });
}

/**
 * Downloads a finished export: fetched through the HTTP client (a plain link would carry no
 * token), then offered under the server's file name.
 */
export async function downloadExport(job: Pick<ExportJob, 'id' | 'format'>): Promise<void> {
  const response = (await request<Blob>({
    url: `/exports/${encodeURIComponent(job.id)}/file`,
    responseType: 'blob',
    silent: true,
  })) as BlobEnvelope;
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  saveBlob(response.data, response.filename || `patents.${job.format}`);
}
