import type {
  MyTechDemandQuery,
  Page,
  TechDemand,
  TechDemandCreateInput,
  TechDemandDetail,
  TechDemandInput,
  TechDemandPublic,
  TechDemandSearchQuery,
  TechDemandSummary,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** React-query keys of the demands; a company's change refetches its own and the public lists. */
export const demandKeys = {
  all: ['techDemands'] as const,
  public: (query: TechDemandSearchQuery) => [...demandKeys.all, 'public', query] as const,
  detail: (id: string) => [...demandKeys.all, 'detail', id] as const,
  latest: () => [...demandKeys.all, 'latest'] as const,
  mine: (query: MyTechDemandQuery) => [...demandKeys.all, 'mine', query] as const,
  myDetail: (id: string) => [...demandKeys.all, 'myDetail', id] as const,
};

const path = (id: string) => encodeURIComponent(id);

/** One page of published demands (the previous page stays on screen while the next loads). */
export function usePublicDemands(query: TechDemandSearchQuery) {
  return useQuery({
    queryKey: demandKeys.public(query),
    queryFn: () => callApi<Page<TechDemandSummary>>({ url: '/tech-demands', params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** A published demand's public detail. */
export function usePublicDemand(id: string) {
  return useQuery({
    queryKey: demandKeys.detail(id),
    queryFn: () => callApi<TechDemandPublic>({ url: `/tech-demands/${path(id)}` }),
    enabled: id !== '',
  });
}

/** The home page's newest open demands. */
export function useLatestDemands() {
  return useQuery({
    queryKey: demandKeys.latest(),
    queryFn: () => callApi<TechDemandSummary[]>({ url: '/tech-demands/latest' }),
    staleTime: 60_000,
  });
}

/** The company's own demands. */
export function useMyDemands(query: MyTechDemandQuery) {
  return useQuery({
    queryKey: demandKeys.mine(query),
    queryFn: () => callApi<Page<TechDemand>>({ url: '/my/tech-demands', params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** One own demand with its history. */
export function useMyDemand(id: string | null) {
  return useQuery({
    queryKey: demandKeys.myDetail(id ?? ''),
    queryFn: () => callApi<TechDemandDetail>({ url: `/my/tech-demands/${path(id ?? '')}` }),
    enabled: id !== null,
  });
}

function useRefetchDemands() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: demandKeys.all });
}

/** Creates a demand (`id` absent) or replaces one; `submit` only on creation. */
export function useSaveDemand() {
  const onSuccess = useRefetchDemands();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TechDemandInput | TechDemandCreateInput }) =>
      id
        ? callApi<TechDemandDetail>({ url: `/my/tech-demands/${path(id)}`, method: 'PUT', data: input })
        : callApi<TechDemandDetail>({ url: '/my/tech-demands', method: 'POST', data: input }),
    onSuccess,
  });
}

/** Submits or withdraws an own demand. */
export function useDemandStep() {
  const onSuccess = useRefetchDemands();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: 'submit' | 'withdraw' }) =>
      callApi<TechDemandDetail>({ url: `/my/tech-demands/${path(id)}/${step}`, method: 'POST' }),
    onSuccess,
  });
}

/** Extends an own demand's validity. */
export function useRenewDemand() {
  const onSuccess = useRefetchDemands();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: { validUntil: string } }) =>
      callApi<TechDemandDetail>({ url: `/my/tech-demands/${path(id ?? '')}/renew`, method: 'POST', data: input }),
    onSuccess,
  });
}
