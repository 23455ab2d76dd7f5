import type { Footer, FooterInputSchema } from '@cityip/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../api/call-api.js';

const FOOTER_URL = '/admin/footer';
const footerKey = ['admin', 'footer'] as const;

/** The footer as the server takes it, after the contract schema has parsed the form. */
export type FooterPayload = z.output<typeof FooterInputSchema>;

/** The current footer (the server answers a default from configuration until it is first saved). */
export function useFooter() {
  return useQuery({ queryKey: footerKey, queryFn: () => callApi<Footer>({ url: FOOTER_URL }) });
}

/** Saves the footer and keeps the answer as the current one. */
export function useSaveFooter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FooterPayload) => callApi<Footer>({ url: FOOTER_URL, method: 'PUT', data: input }),
    onSuccess: (saved) => client.setQueryData(footerKey, saved),
  });
}
