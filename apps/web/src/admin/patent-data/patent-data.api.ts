import {
  type AdminPatentCorrectionQuery,
  type AdminPatentReportDetail,
  type AdminPatentReportQuery,
  type AdminPatentReportSummary,
  Code,
  type Page,
  type PatentCorrection,
  type PatentCorrectionInput,
  type PatentCorrectionRecord,
  type PatentImport,
  type PatentImportDetail,
  type PatentReportAcceptInput,
  type PatentReportRejectInput,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';
import { toListParams } from '../accounts/accounts.api.js';

const BASE = '/admin/patent-data';
const path = (collection: string, id: string) => `${BASE}/${collection}/${encodeURIComponent(id)}`;
/** How often a queued or running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/** React-query keys: a decision refetches the queue, the corrections and the open report. */
export const patentDataKeys = {
  all: ['admin', 'patentData'] as const,
  reports: (query: AdminPatentReportQuery) => [...patentDataKeys.all, 'reports', query] as const,
  report: (id: string) => [...patentDataKeys.all, 'report', id] as const,
  corrections: (query: AdminPatentCorrectionQuery) => [...patentDataKeys.all, 'corrections', query] as const,
  patent: (number: string) => [...patentDataKeys.all, 'patent', number] as const,
  imports: (query: { page: number; pageSize: number }) => [...patentDataKeys.all, 'imports', query] as const,
  import: (id: string) => [...patentDataKeys.all, 'import', id] as const,
};

/** One page of the data error reports, newest first. */
export function useReports(query: AdminPatentReportQuery) {
  return useQuery({
    queryKey: patentDataKeys.reports(query),
    queryFn: () => callApi<Page<AdminPatentReportSummary>>({ url: `${BASE}/reports`, params: toListParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** A report beside the record's current values. */
export function useReport(id: string) {
  return useQuery({
    queryKey: patentDataKeys.report(id),
    queryFn: () => callApi<AdminPatentReportDetail>({ url: path('reports', id) }),
  });
}

/** One page of the corrections, newest first. */
export function useCorrections(query: AdminPatentCorrectionQuery) {
  return useQuery({
    queryKey: patentDataKeys.corrections(query),
    queryFn: () => callApi<Page<PatentCorrection>>({ url: `${BASE}/corrections`, params: toListParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** A patent's correctable values by application number; idle until a number is given. */
export function usePatentForCorrection(number: string) {
  return useQuery({
    queryKey: patentDataKeys.patent(number),
    queryFn: () => callApi<PatentCorrectionRecord>({ url: `${BASE}/patents`, params: { number } }),
    enabled: number !== '',
    retry: false,
  });
}

function useRefetchAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: patentDataKeys.all });
}

/** Accepts a report with the corrected value. */
export function useAcceptReport() {
  const onSuccess = useRefetchAll();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: PatentReportAcceptInput }) =>
      callApi<AdminPatentReportDetail>({ url: `${path('reports', id ?? '')}/accept`, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Rejects a report with the reason the reporter reads. */
export function useRejectReport() {
  const onSuccess = useRefetchAll();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: PatentReportRejectInput }) =>
      callApi<AdminPatentReportDetail>({ url: `${path('reports', id ?? '')}/reject`, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Corrects a field without a report. */
export function useCorrectPatent() {
  const onSuccess = useRefetchAll();
  return useMutation({
    mutationFn: ({ input }: { id?: string; input: PatentCorrectionInput }) =>
      callApi<{ id: string }>({ url: `${BASE}/corrections`, method: 'POST', data: input }),
    onSuccess,
  });
}

/** One page of the import history, newest first; asked again while an import on it runs. */
export function useImports(query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: patentDataKeys.imports(query),
    queryFn: () => callApi<Page<PatentImport>>({ url: `${BASE}/imports`, params: query }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => isRunning(item)) ? IMPORT_POLL_MS * 3 : false,
  });
}

/** Whether an import is still to finish. */
export function isRunning(item: Pick<PatentImport, 'status'>): boolean {
  return item.status === 'queued' || item.status === 'running';
}

/** An import with its report, asked again every second until it has finished. */
export function useImport(id: string) {
  return useQuery({
    queryKey: patentDataKeys.import(id),
    queryFn: () => callApi<PatentImportDetail>({ url: path('imports', id) }),
    refetchInterval: (current) => (current.state.data && !isRunning(current.state.data) ? false : IMPORT_POLL_MS),
  });
}

/** Uploads a patent file (multipart field "file"); the server queues its import. */
export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return callApi<PatentImport>({ url: `${BASE}/imports`, method: 'POST', data: body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [...patentDataKeys.all, 'imports'] }),
  });
}

/** Downloads the CSV template of the import's columns. */
export async function downloadImportTemplate(): Promise<void> {
  const response = (await request<Blob>({
    url: `${BASE}/imports/template`,
    responseType: 'blob',
    silent: true,
  })) as BlobEnvelope;
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  saveBlob(response.data, response.filename || 'patent-import-template.csv');
}
