import type { ApplicationSummary, DemandMatches, MatchInterestInput } from '@cityip/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';
import { useRefreshApplications } from '../applications/applications.api.js';

/** The matches of a demand: the public ones of a published demand, or the company's own view. */
export function useDemandMatches(demandId: string, mine: boolean) {
  const base = mine ? '/my/tech-demands' : '/tech-demands';
  return useQuery({
    queryKey: ['tech-demand-matches', mine ? 'mine' : 'public', demandId],
    queryFn: () => callApi<DemandMatches>({ url: `${base}/${encodeURIComponent(demandId)}/matches` }),
    enabled: demandId !== '',
  });
}

/** Marks interest in a match: the server files a technology-matchmaking application. */
export function useMarkInterest(demandId: string) {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: ({ input }: { id?: string; input: MatchInterestInput }) =>
      callApi<ApplicationSummary>({
        url: `/my/tech-demands/${encodeURIComponent(demandId)}/interest`,
        method: 'POST',
        data: input,
      }),
    // The company's own applications list ("my applications") shows the new one.
    onSuccess: refresh,
  });
}
