import {
  type AdminReportListQuery,
  Code,
  type FileRef,
  type Page,
  type Report,
  type ReportFile,
  ReportFileSchema,
  type ReportInputSchema,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';

const BASE = '/admin/reports';

/** A report as the server takes it, after the contract schema has parsed the form. */
export type ReportPayload = z.output<typeof ReportInputSchema>;

export const adminReportKeys = {
  all: ['admin', 'reports'] as const,
  list: (query: AdminReportListQuery) => ['admin', 'reports', 'list', query] as const,
};

/** One page of reports for the back office. */
export function useAdminReports(query: AdminReportListQuery) {
  return useQuery({
    queryKey: adminReportKeys.list(query),
    queryFn: () =>
      callApi<Page<Report>>({
        url: BASE,
        params: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminReportKeys.all });
}

/** Creates a report, or replaces one when an id is given. */
export function useSaveReport() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ReportPayload }) =>
      id
        ? callApi<Report>({ url: `${BASE}/${encodeURIComponent(id)}`, method: 'PUT', data: input })
        : callApi<Report>({ url: BASE, method: 'POST', data: input }),
    onSuccess,
  });
}

export function useDeleteReport() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => callApi<null>({ url: `${BASE}/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess,
  });
}

/** Uploads a report PDF to the private report store (not the public file store). */
export async function uploadReportFile(file: File): Promise<FileRef> {
  const body = new FormData();
  body.append('file', file, file.name);
  return ReportFileSchema.parse(await callApi<ReportFile>({ url: '/admin/report-files', method: 'POST', data: body }));
}

/** Downloads a stored report PDF for staff to check. */
export async function downloadReportFile(file: Pick<ReportFile, 'id' | 'name'>): Promise<void> {
  const response = (await request<Blob>({
    url: `/admin/report-files/${file.id}`,
    params: { name: file.name },
    responseType: 'blob',
    silent: true,
  })) as BlobEnvelope;
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  saveBlob(response.data, response.filename || file.name);
}
