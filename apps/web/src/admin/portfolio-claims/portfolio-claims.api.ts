import type { AdminPortfolioClaim, AdminPortfolioClaimQuery, Page } from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';
import { toListParams } from '../accounts/accounts.api.js';

const BASE = '/admin/portfolio-claims';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** React-query keys of the queue; every decision refetches it. */
export const claimQueueKeys = {
  all: ['admin', 'portfolioClaims'] as const,
  list: (query: AdminPortfolioClaimQuery) => [...claimQueueKeys.all, 'list', query] as const,
};

/** One page of the queue (pending first); the previous page stays while the next loads. */
export function useClaimQueue(query: AdminPortfolioClaimQuery) {
  return useQuery({
    queryKey: claimQueueKeys.list(query),
    queryFn: () => callApi<Page<AdminPortfolioClaim>>({ url: BASE, params: toListParams(query) }),
    placeholderData: keepPreviousData,
  });
}

function useRefetch() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: claimQueueKeys.all });
}

/** Confirms a pending claim: the patent joins the company's portfolio. */
export function useConfirmClaim() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: (id: string) => callApi<AdminPortfolioClaim>({ url: `${path(id)}/confirm`, method: 'POST' }),
    onSuccess,
  });
}

/** Rejects a pending claim with the reason the company sees. */
export function useRejectClaim() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: { reason: string } }) =>
      callApi<AdminPortfolioClaim>({ url: `${path(id ?? '')}/reject`, method: 'POST', data: input }),
    onSuccess,
  });
}
