import type { IdentityDetail, IdentityListItem, IdentityListQuery, IdentityRejectInput, Page } from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { accountKeys, toListParams } from '../accounts/accounts.api.js';

const BASE = '/admin/identities';

/** React-query keys of the review; reviews refetch these and the account list (its authentication column). */
export const identityKeys = {
  all: ['admin', 'identities'] as const,
  list: (query: IdentityListQuery) => [...identityKeys.all, 'list', query] as const,
  detail: (id: string) => [...identityKeys.all, 'detail', id] as const,
};

/** One page of submissions; the previous page stays on screen while the next loads. */
export function useIdentityList(query: IdentityListQuery) {
  return useQuery({
    queryKey: identityKeys.list(query),
    queryFn: () => callApi<Page<IdentityListItem>>({ url: BASE, params: toListParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One submission in full (ID number and phone unmasked). The server logs every read, so it is
 * fetched only while the drawer is open and never refetched in the background.
 */
export function useIdentityDetail(id: string | null) {
  return useQuery({
    queryKey: identityKeys.detail(id ?? ''),
    queryFn: () => callApi<IdentityDetail>({ url: `${BASE}/${encodeURIComponent(id ?? '')}` }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
}

/** The business licence of a submission, fetched with the staff token as a blob. */
export async function fetchLicence(id: string): Promise<Blob> {
  const response = (await request<Blob>({
    url: `${BASE}/${encodeURIComponent(id)}/license`,
    responseType: 'blob',
    silent: true,
  })) as BlobEnvelope;
  return response.data;
}

function useInvalidateReview() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: identityKeys.all });
    await client.invalidateQueries({ queryKey: accountKeys.all });
  };
}

/** Approves a submission: the role follows and the applicant is told. */
export function useApproveIdentity() {
  const onSuccess = useInvalidateReview();
  return useMutation({
    mutationFn: (id: string) => callApi<null>({ url: `${BASE}/${encodeURIComponent(id)}/approve`, method: 'POST' }),
    onSuccess,
  });
}

/** Rejects a submission with the reason the applicant is told. */
export function useRejectIdentity() {
  const onSuccess = useInvalidateReview();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: IdentityRejectInput }) =>
      callApi<null>({ url: `${BASE}/${encodeURIComponent(id ?? '')}/reject`, method: 'POST', data: input }),
    onSuccess,
  });
}
