import {
  type AdminEvaluation,
  type AdminEvaluationQuery,
  Code,
  type EvaluationCase,
  type EvaluationFilter,
  type Page,
  type RectificationAnswerInput,
  type RectificationQueueQuery,
  type RectificationVerifyInput,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';
import { toListParams } from '../accounts/accounts.api.js';

const BASE = '/admin/evaluations';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** React-query keys of the screen; every staff step refetches the lists and the open case. */
export const evaluationKeys = {
  all: ['admin', 'evaluations'] as const,
  list: (query: AdminEvaluationQuery) => [...evaluationKeys.all, 'list', query] as const,
  queue: (query: RectificationQueueQuery) => [...evaluationKeys.all, 'queue', query] as const,
  detail: (id: string) => [...evaluationKeys.all, 'detail', id] as const,
};

/** One page of every review, newest first, filtered; the previous page stays while the next loads. */
export function useEvaluationList(query: AdminEvaluationQuery) {
  return useQuery({
    queryKey: evaluationKeys.list(query),
    queryFn: () => callApi<Page<AdminEvaluation>>({ url: BASE, params: toListParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the rectification queue, earliest deadline first. */
export function useRectificationQueue(query: RectificationQueueQuery) {
  return useQuery({
    queryKey: evaluationKeys.queue(query),
    queryFn: () => callApi<Page<AdminEvaluation>>({ url: `${BASE}/rectifications`, params: toListParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** One review with its case and the rated thing's completion time. */
export function useEvaluationCase(id: string) {
  return useQuery({ queryKey: evaluationKeys.detail(id), queryFn: () => callApi<EvaluationCase>({ url: path(id) }) });
}

function useRefetch() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: evaluationKeys.all });
}

/** Staff checked the complaint: what they found (logged). */
export function useVerifyCase() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RectificationVerifyInput }) =>
      callApi<EvaluationCase>({ url: `${path(id ?? '')}/verify`, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Staff rectified or explained: the answer the rater reads and is mailed. */
export function useAnswerCase() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RectificationAnswerInput }) =>
      callApi<EvaluationCase>({ url: `${path(id ?? '')}/answer`, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Downloads the reviews the filters select as an Excel workbook, under the server's file name. */
export async function exportEvaluations(filter: EvaluationFilter): Promise<void> {
  const response = (await request<Blob>({
    url: `${BASE}/export`,
    params: toListParams(filter),
    responseType: 'blob',
    silent: true,
  })) as BlobEnvelope;
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  saveBlob(response.data, response.filename || 'evaluations.xlsx');
}
