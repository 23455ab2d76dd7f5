import {
  type APPLICATION_SORTS,
  type ApplicationActionInput,
  type ApplicationDetail,
  type ApplicationKindKey,
  type ApplicationStatus,
  type ApplicationSummary,
  type Assignee,
  adminAttachmentUrl,
  Code,
  type Page,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';
import type { SortedQuery } from '../layout/table-query.js';

const BASE = '/admin/applications';

/** The filters the list screen edits (ApplicationFilterSchema without `kinds`, which the screen gives). */
export interface ApplicationFilters {
  /** One of the screen's kinds; all of them when absent. */
  kind?: ApplicationKindKey;
  status?: ApplicationStatus;
  /** Submitted from / to these days, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  keyword?: string;
  /** A staff user id, `me` or `none` (unassigned). */
  assignee?: string;
  overdue?: 'true' | 'false';
}

/** Columns the server sorts by. */
export type ApplicationSortField = (typeof APPLICATION_SORTS)[number];

/** The list's whole state: filters, sort and page. */
export type ApplicationListState = ApplicationFilters & SortedQuery<ApplicationSortField>;

/** The server's default order: newest submissions first. */
export const DEFAULT_APPLICATION_QUERY: ApplicationListState = {
  page: 1,
  pageSize: 10,
  sortField: 'submittedAt',
  sortOrder: 'descend',
};

/** React-query keys of the application screens; every write refetches everything under `all`. */
export const applicationKeys = {
  all: ['admin', 'applications'] as const,
  list: (kinds: readonly ApplicationKindKey[], state: ApplicationListState) =>
    [...applicationKeys.all, 'list', kinds, state] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  assignees: (kinds: readonly ApplicationKindKey[]) => [...applicationKeys.all, 'assignees', kinds] as const,
};

const withoutEmpty = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

/**
 * The filters and sort as URL params of the list and its export (ApplicationFilterSchema): the
 * chosen kind or every kind of the screen, which is also what the server authorises the call by.
 */
export function toFilterParams(
  kinds: readonly ApplicationKindKey[],
  { kind, sortField, sortOrder, page: _page, pageSize: _pageSize, ...filters }: ApplicationListState,
): Record<string, unknown> {
  return withoutEmpty({
    ...filters,
    kinds: (kind ? [kind] : kinds).join(','),
    sort: sortField,
    order: sortOrder === 'ascend' ? 'asc' : 'desc',
  });
}

/** One page of the screen's applications matching the filters. */
export function useApplicationList(kinds: readonly ApplicationKindKey[], state: ApplicationListState) {
  return useQuery({
    queryKey: applicationKeys.list(kinds, state),
    queryFn: () =>
      callApi<Page<ApplicationSummary>>({
        url: BASE,
        params: { ...toFilterParams(kinds, state), page: state.page, pageSize: state.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** One application with its data, attachments, history and the actions its state allows. */
export function useApplication(id: string) {
  return useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: () => callApi<ApplicationDetail>({ url: `${BASE}/${encodeURIComponent(id)}` }),
  });
}

/** The staff members who may be given applications of all of `kinds`. */
export function useAssignees(kinds: readonly ApplicationKindKey[]) {
  return useQuery({
    queryKey: applicationKeys.assignees(kinds),
    queryFn: () => callApi<Assignee[]>({ url: `${BASE}/assignees`, params: { kinds: kinds.join(',') } }),
    staleTime: 5 * 60_000,
  });
}

function useRefetchApplications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: applicationKeys.all });
}

/**
 * Takes a staff action (accept, start, complete, return, reject). The list and the detail are
 * refetched after a refusal too: a 409 means someone else moved the application meanwhile.
 */
export function useTakeAction() {
  const onSettled = useRefetchApplications();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ApplicationActionInput }) =>
      callApi<ApplicationDetail>({
        url: `${BASE}/${encodeURIComponent(id ?? '')}/actions`,
        method: 'POST',
        data: input,
      }),
    onSettled,
  });
}

/** Gives an application to a staff member, or takes it back (`null`). */
export function useAssign() {
  const onSettled = useRefetchApplications();
  return useMutation({
    mutationFn: ({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
      callApi<ApplicationDetail>({
        url: `${BASE}/${encodeURIComponent(id)}/assignee`,
        method: 'PUT',
        data: { assigneeId },
      }),
    onSettled,
  });
}

/** Downloads a file the server sends and saves it under the server's file name. */
async function download(url: string, params: Record<string, unknown>, fallbackName: string): Promise<void> {
  const response = (await request<Blob>({ url, params, responseType: 'blob', silent: true })) as BlobEnvelope;
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  saveBlob(response.data, response.filename || fallbackName);
}

/** The filtered list (every page, in the list's order) as an Excel workbook. */
export function exportApplications(kinds: readonly ApplicationKindKey[], state: ApplicationListState): Promise<void> {
  return download(`${BASE}/export`, toFilterParams(kinds, state), 'applications.xlsx');
}

/** One attachment of an application, read through the staff route that checks it belongs there. */
export function downloadAttachment(applicationId: string, file: { id: string; name: string }): Promise<void> {
  // The contract's URL is absolute (/api/…); the client's paths are below /api.
  const url = adminAttachmentUrl(encodeURIComponent(applicationId), encodeURIComponent(file.id)).replace(/^\/api/, '');
  return download(url, {}, file.name);
}
