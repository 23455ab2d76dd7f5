import type {
  MyTalent,
  Page,
  TalentApplicationInput,
  TalentCard,
  TalentDetail,
  TalentDirectoryQuery,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** React-query keys of the talent pool; one's own change refetches the public lists too. */
export const talentKeys = {
  all: ['talents'] as const,
  directory: (query: TalentDirectoryQuery) => [...talentKeys.all, 'directory', query] as const,
  detail: (id: string) => [...talentKeys.all, 'detail', id] as const,
  mine: () => [...talentKeys.all, 'mine'] as const,
};

/** The address of a published expert's photo (an <img> sends no token; the route is public). */
export const talentPhotoUrl = (id: string) => `/api/talents/${encodeURIComponent(id)}/photo`;

/** The address of an expert's public profile. */
export const talentHref = (id: string) => `/talentPool/detail?id=${encodeURIComponent(id)}`;

/** One page of the directory (the previous page stays on screen while the next loads). */
export function useTalentDirectory(query: TalentDirectoryQuery) {
  return useQuery({
    queryKey: talentKeys.directory(query),
    queryFn: () => callApi<Page<TalentCard>>({ url: '/talents', params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** A published expert's public profile; idle without an id. */
export function useTalentDetail(id: string) {
  return useQuery({
    queryKey: talentKeys.detail(id),
    queryFn: () => callApi<TalentDetail>({ url: `/talents/${encodeURIComponent(id)}` }),
    enabled: id !== '',
  });
}

/** One's own entry (null: never applied). */
export function useMyTalent() {
  return useQuery({ queryKey: talentKeys.mine(), queryFn: () => callApi<MyTalent | null>({ url: '/my/talent' }) });
}

function useRefetchTalents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: talentKeys.all });
}

/** Applies, or changes one's entry (back to review either way). */
export function useSaveMyTalent() {
  const onSuccess = useRefetchTalents();
  return useMutation({
    mutationFn: (input: TalentApplicationInput) => callApi<MyTalent>({ url: '/my/talent', method: 'PUT', data: input }),
    onSuccess,
  });
}

/** Withdraws one's entry from the public at once. */
export function useWithdrawMyTalent() {
  const onSuccess = useRefetchTalents();
  return useMutation({
    mutationFn: () => callApi<MyTalent>({ url: '/my/talent/withdraw', method: 'POST' }),
    onSuccess,
  });
}
