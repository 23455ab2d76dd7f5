import type { LicenceOffer, LicenceQuery, Page } from '@cityip/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** One page of open-licence offers (a data-search call: the client sends the database token). */
export function useLicences(query: LicenceQuery) {
  return useQuery({
    queryKey: ['data', 'licences', query],
    queryFn: () => callApi<Page<LicenceOffer>>({ url: '/data/licences', params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}
