import type {
  EvaluationEligibility,
  EvaluationInput,
  EvaluationTarget,
  FollowUpInput,
  MyEvaluation,
  MyEvaluationQuery,
  OutletSatisfaction,
  Page,
  ServiceSatisfaction,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** Every query of the 好差评 starts with this key: a rating or a follow-up refreshes them all. */
export const EVALUATIONS_KEY = ['evaluations'] as const;

/** What is rated: the kind of thing and its id; a visitor's consultation look-up token beside it. */
export interface RatedThing {
  target: EvaluationTarget;
  targetId: string;
  lookupToken?: string;
}

/**
 * Whether the caller can rate the thing, and their review once given: a signed-in account asks
 * GET /api/evaluations/eligibility, a visitor with a consultation look-up POST /api/evaluations/lookup
 * (the token stays out of the address). Idle while `enabled` is false (a visitor without a token).
 */
export function useEligibility({ target, targetId, lookupToken }: RatedThing, enabled: boolean) {
  return useQuery({
    queryKey: [...EVALUATIONS_KEY, 'eligibility', target, targetId, lookupToken ?? 'account'],
    queryFn: () =>
      lookupToken
        ? callApi<EvaluationEligibility>({ url: '/evaluations/lookup', method: 'POST', data: { lookupToken } })
        : callApi<EvaluationEligibility>({ url: '/evaluations/eligibility', params: { target, targetId } }),
    enabled,
  });
}

/** The signed-in account's reviews, newest first, with the rectification answers. */
export function useMyEvaluations(query: MyEvaluationQuery) {
  return useQuery({
    queryKey: [...EVALUATIONS_KEY, 'mine', query],
    queryFn: () => callApi<Page<MyEvaluation>>({ url: '/evaluations/mine', params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: EVALUATIONS_KEY });
}

/** Sends a rating (POST /api/evaluations); the eligibility, the lists and the figures refetch. */
export function useRate() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ input }: { id?: string; input: EvaluationInput }) =>
      callApi<MyEvaluation>({ url: '/evaluations', method: 'POST', data: input }),
    onSuccess,
  });
}

/** The rater's answer to the follow-up (回访): did the rectification resolve the problem. */
export function useFollowUp() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FollowUpInput }) =>
      callApi<MyEvaluation>({
        url: `/evaluations/${encodeURIComponent(id ?? '')}/follow-up`,
        method: 'POST',
        data: input,
      }),
    onSuccess,
  });
}

/** The public satisfaction of every application kind and of the consultation replies. */
export function useServiceSatisfaction() {
  return useQuery({
    queryKey: [...EVALUATIONS_KEY, 'satisfaction'],
    queryFn: () => callApi<ServiceSatisfaction>({ url: '/evaluations/satisfaction' }),
  });
}

/** The public satisfaction of one service outlet. */
export function useOutletSatisfaction(outletId: string) {
  return useQuery({
    queryKey: [...EVALUATIONS_KEY, 'satisfaction', 'outlet', outletId],
    queryFn: () =>
      callApi<OutletSatisfaction>({ url: `/evaluations/satisfaction/outlets/${encodeURIComponent(outletId)}` }),
  });
}
