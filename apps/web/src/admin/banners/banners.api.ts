import type { Banner, BannerInputSchema } from '@cityip/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../api/call-api.js';

const BANNERS_URL = '/admin/banners';

/** A banner as the server takes it, after the contract schema has parsed the form. */
export type BannerPayload = z.output<typeof BannerInputSchema>;

const bannerKeys = { all: ['admin', 'banners'] as const };

/** Every banner in display order (the list is short: a carousel holds a handful). */
export function useBanners() {
  return useQuery({ queryKey: bannerKeys.all, queryFn: () => callApi<Banner[]>({ url: BANNERS_URL }) });
}

function useInvalidateBanners() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: bannerKeys.all });
}

/** Creates a banner, or replaces one when an id comes with the payload. */
export function useSaveBanner() {
  const onSuccess = useInvalidateBanners();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: BannerPayload }) =>
      id
        ? callApi<Banner>({ url: `${BANNERS_URL}/${encodeURIComponent(id)}`, method: 'PUT', data: input })
        : callApi<Banner>({ url: BANNERS_URL, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Deletes a banner. */
export function useDeleteBanner() {
  const onSuccess = useInvalidateBanners();
  return useMutation({
    mutationFn: (id: string) => callApi<null>({ url: `${BANNERS_URL}/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess,
  });
}
