import type { AdminTechDemandQuery, Page, TechDemand, TechDemandDetail, TechDemandInput } from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';
import { toListParams } from '../accounts/accounts.api.js';

const BASE = '/admin/tech-demands';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** React-query keys of the review; every decision refetches the queue and the open demand. */
export const reviewKeys = {
  all: ['admin', 'techDemands'] as const,
  list: (query: AdminTechDemandQuery) => [...reviewKeys.all, 'list', query] as const,
  detail: (id: string) => [...reviewKeys.all, 'detail', id] as const,
};

/** One page of the review queue (pending first); the previous page stays while the next loads. */
export function useReviewQueue(query: AdminTechDemandQuery) {
  return useQuery({
    queryKey: reviewKeys.list(query),
    queryFn: () => callApi<Page<TechDemand>>({ url: BASE, params: toListParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** One submitted demand with its history. */
export function useReviewDetail(id: string) {
  return useQuery({ queryKey: reviewKeys.detail(id), queryFn: () => callApi<TechDemandDetail>({ url: path(id) }) });
}

function useRefetch() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reviewKeys.all });
}

/** Approves a pending demand: published, and the company mailed. */
export function useApproveDemand() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: (id: string) => callApi<TechDemandDetail>({ url: `${path(id)}/approve`, method: 'POST' }),
    onSuccess,
  });
}

/** Rejects a pending demand, or takes a published one down, with the reason the company is told. */
export function useRefuseDemand(action: 'reject' | 'take-down') {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: { reason: string } }) =>
      callApi<TechDemandDetail>({ url: `${path(id ?? '')}/${action}`, method: 'POST', data: input }),
    onSuccess,
  });
}

/** A staff correction of a demand (logged field by field in its history). */
export function useStaffEdit() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TechDemandInput }) =>
      callApi<TechDemandDetail>({ url: path(id ?? ''), method: 'PUT', data: input }),
    onSuccess,
  });
}
