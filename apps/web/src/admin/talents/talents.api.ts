import type {
  AdminTalentDetail,
  AdminTalentListItem,
  AdminTalentListQuery,
  Page,
  TalentRejectInput,
  TalentStaffInput,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';
import { talentKeys } from '../../portal/talent-pool/talent-pool.api.js';

const BASE = '/admin/talents';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** React-query keys of the staff screens; every change refetches them and the public directory. */
export const adminTalentKeys = {
  all: ['admin', 'talents'] as const,
  list: (query: AdminTalentListQuery) => [...adminTalentKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminTalentKeys.all, 'detail', id] as const,
};

/** One page of the queue; the previous page stays on screen while the next loads. */
export function useTalentQueue(query: AdminTalentListQuery) {
  return useQuery({
    queryKey: adminTalentKeys.list(query),
    queryFn: () => callApi<Page<AdminTalentListItem>>({ url: BASE, params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One entry in full (phone and email opened). The server logs every read, so it is fetched only
 * while the drawer is open and never refetched in the background.
 */
export function useTalentDetailForStaff(id: string | null) {
  return useQuery({
    queryKey: adminTalentKeys.detail(id ?? ''),
    queryFn: () => callApi<AdminTalentDetail>({ url: path(id ?? '') }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

function useRefetch() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: adminTalentKeys.all });
    await client.invalidateQueries({ queryKey: talentKeys.all });
  };
}

/** Adds an entry (`id` absent; published at once) or corrects one. */
export function useSaveTalent() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TalentStaffInput }) =>
      id
        ? callApi<AdminTalentDetail>({ url: path(id), method: 'PUT', data: input })
        : callApi<AdminTalentDetail>({ url: BASE, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Approves a pending application, or takes a published entry down. */
export function useTalentDecision() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: 'approve' | 'take-down' }) =>
      callApi<null>({ url: `${path(id)}/${step}`, method: 'POST' }),
    onSuccess,
  });
}

/** Rejects a pending application with the reason the applicant is told. */
export function useRejectTalent() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TalentRejectInput }) =>
      callApi<null>({ url: `${path(id ?? '')}/reject`, method: 'POST', data: input }),
    onSuccess,
  });
}
