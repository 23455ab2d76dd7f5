import type {
  PortfolioClaim,
  PortfolioClaimInput,
  PortfolioPage,
  PortfolioQuery,
  PortfolioSettings,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** React-query keys of the portfolio; every change refetches all of it (a claim moves between lists). */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  page: (query: PortfolioQuery) => [...portfolioKeys.all, 'page', query] as const,
  claims: () => [...portfolioKeys.all, 'claims'] as const,
  settings: () => [...portfolioKeys.all, 'settings'] as const,
};

const BASE = '/my/portfolio';

/** One page of the company's patents with their deadlines (the previous page stays while the next loads). */
export function usePortfolio(query: PortfolioQuery) {
  return useQuery({
    queryKey: portfolioKeys.page(query),
    queryFn: () => callApi<PortfolioPage>({ url: BASE, params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** The patents the company added by number, every state. */
export function usePortfolioClaims() {
  return useQuery({
    queryKey: portfolioKeys.claims(),
    queryFn: () => callApi<PortfolioClaim[]>({ url: `${BASE}/claims` }),
  });
}

/** The account's reminder setting. */
export function usePortfolioSettings() {
  return useQuery({
    queryKey: portfolioKeys.settings(),
    queryFn: () => callApi<PortfolioSettings>({ url: `${BASE}/settings` }),
  });
}

function useRefetchPortfolio() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: portfolioKeys.all });
}

/** Adds a patent by number (pending until staff confirm it). */
export function useAddClaim() {
  const onSuccess = useRefetchPortfolio();
  return useMutation({
    mutationFn: ({ input }: { id?: string; input: PortfolioClaimInput }) =>
      callApi<PortfolioClaim>({ url: `${BASE}/claims`, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Removes a patent the company added. */
export function useRemoveClaim() {
  const onSuccess = useRefetchPortfolio();
  return useMutation({
    mutationFn: (id: string) => callApi<null>({ url: `${BASE}/claims/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess,
  });
}

/** Turns the reminder mails on or off. */
export function useSavePortfolioSettings() {
  const onSuccess = useRefetchPortfolio();
  return useMutation({
    mutationFn: (settings: PortfolioSettings) =>
      callApi<PortfolioSettings>({ url: `${BASE}/settings`, method: 'PUT', data: settings }),
    onSuccess,
  });
}
