import type { Link, LinkGroup, LinkInputSchema } from '@cityip/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../api/call-api.js';

const LINKS_URL = '/admin/links';

/** Filters of the jump-link list (LinkListQuerySchema). */
export interface LinkFilters {
  group?: LinkGroup;
  keyword?: string;
}

/** A jump link as the server takes it, after the contract schema has parsed the form. */
export type LinkPayload = z.output<typeof LinkInputSchema>;

/** React-query keys of the link screens; the banner form's link select reads the same list. */
export const linkKeys = {
  all: ['admin', 'links'] as const,
  list: (filters: LinkFilters) => [...linkKeys.all, 'list', filters] as const,
};

/** The list query as URL params: empty filters are left out. */
function toParams(filters: LinkFilters): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}

/** Jump links matching the filters, in the server's order (group, then sort order). */
export function useLinks(filters: LinkFilters = {}) {
  return useQuery({
    queryKey: linkKeys.list(filters),
    queryFn: () => callApi<Link[]>({ url: LINKS_URL, params: toParams(filters) }),
  });
}

function useInvalidateLinks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: linkKeys.all });
}

/** Creates a link, or replaces one when the payload comes with an id. */
export function useSaveLink() {
  const onSuccess = useInvalidateLinks();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: LinkPayload }) =>
      id
        ? callApi<Link>({ url: `${LINKS_URL}/${encodeURIComponent(id)}`, method: 'PUT', data: input })
        : callApi<Link>({ url: LINKS_URL, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Deletes a link; the server refuses (409) while a home banner leads to it. */
export function useDeleteLink() {
  const onSuccess = useInvalidateLinks();
  return useMutation({
    mutationFn: (id: string) => callApi<null>({ url: `${LINKS_URL}/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess,
  });
}

/** The input that saves a stored link unchanged apart from `changes` (the list's enabled switch). */
export function toLinkPayload(link: Link, changes: Partial<LinkPayload> = {}): LinkPayload {
  const { name, url, group, menuKey, icon, sortOrder, enabled } = link;
  return { name, url, group, menuKey, icon, sortOrder, enabled, ...changes };
}
