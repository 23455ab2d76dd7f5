import type { ContactRequestPage, ContactTarget } from '@cityip/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** A page of the staff list, optionally one kind of target. */
export interface ContactRequestQuery {
  page: number;
  pageSize: number;
  targetKind?: ContactTarget;
}

/** GET /api/admin/contact-requests. */
export function useContactRequests(query: ContactRequestQuery) {
  return useQuery({
    queryKey: ['admin', 'contact-requests', query],
    queryFn: () =>
      callApi<ContactRequestPage>({
        url: '/admin/contact-requests',
        params: {
          page: query.page,
          pageSize: query.pageSize,
          ...(query.targetKind ? { targetKind: query.targetKind } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
