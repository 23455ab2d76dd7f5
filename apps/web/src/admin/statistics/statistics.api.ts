import {
  BACK_OFFICE_BASE,
  Code,
  type Page,
  type StatFigure,
  type StatFigureFilter,
  type StatFigureInputSchema,
  type StatFigureUpdateSchema,
  type StatHistoryEntry,
  type StatImportResult,
  type StatImportRowError,
  type StatIndicator,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';

const BASE = '/admin/statistics';
export const FIGURE_LIST_PATH = `${BACK_OFFICE_BASE}/content/dataStatistics`;
export const FIGURE_EDIT_PATH = `${BACK_OFFICE_BASE}/content/dataOpreation`;

/** The edit screen of a figure, or the entry screen without an id. */
export function figureEditHref(id?: string): string {
  return id ? `${FIGURE_EDIT_PATH}?id=${encodeURIComponent(id)}` : FIGURE_EDIT_PATH;
}

export type FigurePayload = z.output<typeof StatFigureInputSchema>;
export type FigureUpdatePayload = z.output<typeof StatFigureUpdateSchema>;
export type FigureQuery = StatFigureFilter & { page: number; pageSize: number };
export interface HistoryQuery {
  figureId?: string;
  indicator?: StatIndicator;
  page: number;
  pageSize: number;
}

export const statKeys = {
  all: ['admin', 'statistics'] as const,
  list: (query: FigureQuery) => [...statKeys.all, 'list', query] as const,
  one: (id: string) => [...statKeys.all, 'one', id] as const,
  history: (query: HistoryQuery) => [...statKeys.all, 'history', query] as const,
};

/** Query params without empty filters. */
function paramsOf(query: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/** One page of figures; the previous page stays on screen while the next loads. */
export function useFigureList(query: FigureQuery) {
  return useQuery({
    queryKey: statKeys.list(query),
    queryFn: () => callApi<Page<StatFigure>>({ url: `${BASE}/figures`, params: paramsOf(query) }),
    placeholderData: keepPreviousData,
  });
}

/** One figure for the edit screen; idle without an id. */
export function useFigure(id: string | undefined) {
  return useQuery({
    queryKey: statKeys.one(id ?? ''),
    queryFn: () => callApi<StatFigure>({ url: `${BASE}/figures/${encodeURIComponent(id ?? '')}` }),
    enabled: Boolean(id),
  });
}

/** The edit history, newest first: of one figure, one indicator or all. */
export function useFigureHistory(query: HistoryQuery) {
  return useQuery({
    queryKey: statKeys.history(query),
    queryFn: () => callApi<Page<StatHistoryEntry>>({ url: `${BASE}/history`, params: paramsOf(query) }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateStatistics() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: statKeys.all });
}

/** Files a new figure. */
export function useCreateFigure() {
  const onSuccess = useInvalidateStatistics();
  return useMutation({
    mutationFn: (input: FigurePayload) => callApi<StatFigure>({ url: `${BASE}/figures`, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Changes a figure's value and note. */
export function useUpdateFigure() {
  const onSuccess = useInvalidateStatistics();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FigureUpdatePayload }) =>
      callApi<StatFigure>({ url: `${BASE}/figures/${encodeURIComponent(id)}`, method: 'PUT', data: input }),
    onSuccess,
  });
}

/** Deletes a figure (its history stays). */
export function useDeleteFigure() {
  const onSuccess = useInvalidateStatistics();
  return useMutation({
    mutationFn: (id: string) => callApi<null>({ url: `${BASE}/figures/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess,
  });
}

/** The id of the figure a 409 duplicate names (to offer editing it instead), or null. */
export function existingFigureOf(error: unknown): string | null {
  const data = error instanceof ApiError ? (error.envelope?.data as { existingId?: unknown } | null) : null;
  return typeof data?.existingId === 'string' ? data.existingId : null;
}

/** The row problems of a refused import, or null when the failure was something else. */
export function importErrorsOf(error: unknown): StatImportRowError[] | null {
  const data = error instanceof ApiError ? (error.envelope?.data as { rowErrors?: unknown } | null) : null;
  return Array.isArray(data?.rowErrors) ? (data.rowErrors as StatImportRowError[]) : null;
}

/** Imports a filled template; all rows or none. */
export function useImportFigures() {
  const onSuccess = useInvalidateStatistics();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return callApi<StatImportResult>({ url: `${BASE}/import`, method: 'POST', data: body });
    },
    onSuccess,
  });
}

/** Downloads a workbook from the server and saves it under the server's file name. */
async function download(url: string, params: Record<string, unknown>, fallbackName: string): Promise<void> {
  const response = (await request<Blob>({ url, params, responseType: 'blob', silent: true })) as BlobEnvelope;
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  saveBlob(response.data, response.filename || fallbackName);
}

/** The Excel import template, in the interface language. */
export function downloadTemplate(): Promise<void> {
  return download(`${BASE}/template`, {}, 'city-ip-statistics-template.xlsx');
}

/** The figures matching the list's filters, as a workbook in the template's layout. */
export function exportFigures(filter: StatFigureFilter): Promise<void> {
  return download(`${BASE}/export`, paramsOf(filter), 'city-ip-statistics.xlsx');
}
