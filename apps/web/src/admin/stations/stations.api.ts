import type {
  Page,
  Station,
  StationInputSchema,
  StationListQuery,
  StationService,
  StationServiceInputSchema,
  StationSummary,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../api/call-api.js';

const STATIONS_URL = '/admin/stations';
const SERVICES_URL = '/admin/station-services';

/** An outlet as the server takes it, after the contract schema has parsed the form. */
export type StationPayload = z.output<typeof StationInputSchema>;
/** A catalogue entry as the server takes it. */
export type ServicePayload = z.output<typeof StationServiceInputSchema>;

/** React-query keys of the outlet screens; every write invalidates `all` (and the front site's outlet data). */
export const stationKeys = {
  all: ['admin', 'stations'] as const,
  list: (query: StationListQuery) => [...stationKeys.all, 'list', query] as const,
  one: (id: string) => [...stationKeys.all, 'one', id] as const,
  services: ['admin', 'stations', 'services'] as const,
};

/** The list query as URL params: empty filters are left out. */
function toParams(query: StationListQuery): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/** One page of outlets matching the filters. */
export function useStationList(query: StationListQuery) {
  return useQuery({
    queryKey: stationKeys.list(query),
    queryFn: () => callApi<Page<StationSummary>>({ url: STATIONS_URL, params: toParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** One outlet for the editor; idle without an id (a new outlet). */
export function useStation(id: string | undefined) {
  return useQuery({
    queryKey: stationKeys.one(id ?? ''),
    queryFn: () => callApi<Station>({ url: `${STATIONS_URL}/${encodeURIComponent(id ?? '')}` }),
    enabled: Boolean(id),
  });
}

/** The whole service catalogue with how many outlets offer each. */
export function useServiceCatalog() {
  return useQuery({ queryKey: stationKeys.services, queryFn: () => callApi<StationService[]>({ url: SERVICES_URL }) });
}

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: stationKeys.all }),
      client.invalidateQueries({ queryKey: ['portal'] }),
    ]);
}

/** Creates an outlet, or replaces one when an id is given. */
export function useSaveStation() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: StationPayload }) =>
      id
        ? callApi<Station>({ url: `${STATIONS_URL}/${encodeURIComponent(id)}`, method: 'PUT', data: input })
        : callApi<Station>({ url: STATIONS_URL, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Turns an outlet on or off on the front site: reads it whole, then saves it with the flag changed. */
export function useSetStationEnabled() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) => {
      const station = await callApi<Station>({ url: `${STATIONS_URL}/${encodeURIComponent(id)}` });
      return callApi<Station>({
        url: `${STATIONS_URL}/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: toStationPayload(station, { enabled }),
      });
    },
    onSuccess,
  });
}

/** Deletes an outlet. */
export function useDeleteStation() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => callApi<null>({ url: `${STATIONS_URL}/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess,
  });
}

/** Adds a catalogue entry, or replaces one when an id is given. */
export function useSaveService() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ServicePayload }) =>
      id
        ? callApi<StationService>({ url: `${SERVICES_URL}/${encodeURIComponent(id)}`, method: 'PUT', data: input })
        : callApi<StationService>({ url: SERVICES_URL, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Deletes a catalogue entry; the server refuses (409) while an outlet offers it. */
export function useDeleteService() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => callApi<null>({ url: `${SERVICES_URL}/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess,
  });
}

/** The input that saves a stored outlet unchanged apart from `changes` (the list's enabled switch). */
export function toStationPayload(station: Station, changes: Partial<StationPayload> = {}): StationPayload {
  return {
    name: station.name,
    kind: station.kind,
    district: station.district,
    address: station.address,
    longitude: station.longitude,
    latitude: station.latitude,
    phone: station.phone,
    hours: station.hours,
    closures: station.closures,
    hoursNote: station.hoursNote,
    serviceIds: station.services.map((service) => service.id),
    photos: station.photos,
    contactPerson: station.contactPerson,
    directions: station.directions,
    introduction: station.introduction,
    sortOrder: station.sortOrder,
    enabled: station.enabled,
    ...changes,
  };
}
