import type { ClosurePeriod, FileRef, OpeningSchedule, Station, StationKind } from '@cityip/contracts';
import { toStationPayload } from './stations.api.js';

/** What the outlet form holds; numbers may be empty while typing. */
export interface StationFormValues {
  name?: string;
  kind?: StationKind;
  district?: string;
  address?: string;
  longitude?: number | null;
  latitude?: number | null;
  phone?: string;
  hours?: OpeningSchedule;
  closures?: ClosurePeriod[];
  hoursNote?: string;
  serviceIds?: string[];
  photos?: FileRef[];
  contactPerson?: string;
  directions?: string;
  introduction?: string;
  sortOrder?: number | null;
  enabled?: boolean;
}

/** Field names the server may name in its errors, as the form lays them out. */
export const STATION_FIELDS = [
  'name',
  'kind',
  'district',
  'address',
  'longitude',
  'latitude',
  'phone',
  'hours',
  'closures',
  'hoursNote',
  'serviceIds',
  'photos',
  'contactPerson',
  'directions',
  'introduction',
  'sortOrder',
  'enabled',
] as const;

const lunchBreakDay = [
  { start: '09:00', end: '12:00' },
  { start: '13:30', end: '17:30' },
];

/** A new outlet: a workstation open on weekdays with a lunch break, shown on the front site. */
export const NEW_STATION: StationFormValues = {
  kind: 'workstation',
  hours: {
    mode: 'scheduled',
    weekly: {
      mon: lunchBreakDay,
      tue: lunchBreakDay,
      wed: lunchBreakDay,
      thu: lunchBreakDay,
      fri: lunchBreakDay,
      sat: [],
      sun: [],
    },
  },
  closures: [],
  serviceIds: [],
  photos: [],
  sortOrder: 0,
  enabled: true,
};

/** A stored outlet as form values: the input that would save it unchanged. */
export function toFormValues(station: Station): StationFormValues {
  return toStationPayload(station);
}

/** Form values as the contract input (StationInputSchema parses and reports what is wrong). */
export function toInput(values: StationFormValues): Record<string, unknown> {
  return {
    name: values.name ?? '',
    kind: values.kind,
    district: values.district,
    address: values.address ?? '',
    longitude: values.longitude ?? undefined,
    latitude: values.latitude ?? undefined,
    phone: values.phone ?? '',
    hours: values.hours,
    closures: values.closures ?? [],
    hoursNote: values.hoursNote ?? '',
    serviceIds: values.serviceIds ?? [],
    photos: values.photos ?? [],
    contactPerson: values.contactPerson ?? '',
    directions: values.directions ?? '',
    introduction: values.introduction ?? '',
    sortOrder: values.sortOrder ?? 0,
    enabled: values.enabled ?? true,
  };
}
