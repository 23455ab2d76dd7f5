import { z } from 'zod';
import { CITY_CODE_MAX } from './city.js';
import { PageQuerySchema } from './envelope.js';
import { FileRefSchema } from './files.js';
import { ClosurePeriodSchema, OpeningScheduleSchema } from './opening-hours-schemas.js';
import { boundedList, LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';

/**
 * Service outlets of the IP comprehensive service window (spec: `/publicServe`, `/serverDetail`,
 * back office `/system/serviceStationList`, `/system/stationListOpreation`, `/system/serviceStation`):
 * where citizens and companies get IP services in person, and which services each offers.
 */

/** What kind of place an outlet is; the labels are the UI's (`stations.kind.<kind>`). */
export const STATION_KINDS = [
  'serviceWindow',
  'protectionCenter',
  'workstation',
  'tisc',
  'mediation',
  'rightsAid',
] as const;
export const StationKindSchema = z.enum(STATION_KINDS);
export type StationKind = z.infer<typeof StationKindSchema>;

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');

/**
 * The longest text of each field of an outlet and of a catalogue entry: what the back-office
 * forms accept, and so what the answers carry (outlets enter only through those forms and the
 * demo seed, which checks its outlets with the same schema).
 */
export const STATION_TEXT_MAX = {
  name: 100,
  address: 200,
  hoursNote: 200,
  contactPerson: 50,
  directions: 1000,
  introduction: 2000,
} as const;
export const STATION_SERVICE_TEXT_MAX = { name: 50, description: 500 } as const;
/** The most services one outlet lists, photos it shows and closures it announces. */
export const STATION_SERVICES_MAX = 30;
export const STATION_PHOTOS_MAX = 9;
export const STATION_CLOSURES_MAX = 50;
/** The most entries the service catalogue holds: a whole city's worth (the server refuses more). */
export const STATION_SERVICE_CATALOGUE_MAX = LIST_LIMITS.cityWide;
/** The most enabled outlets one front-site list carries: more than one map can usefully show (a city has tens). */
export const PUBLIC_STATIONS_MAX = 500;

/** A district code of the city profile (the server checks that it is configured). */
export const DistrictCodeSchema = z
  .string({ error: 'validation.required' })
  .regex(/^[a-z][a-z0-9-]{0,31}$/, { error: 'validation.district' })
  .max(CITY_CODE_MAX, { error: 'validation.tooLong' });

/** A landline (`0000-12345678`, extension allowed), a mobile number, or a service hotline (`12345`). */
export const TelephoneSchema = z
  .string()
  .trim()
  .regex(/^(\+?\d[\d\s-]{3,22}\d)(\s*(转|ext\.?|#)\s*\d{1,6})?$/i, { error: 'validation.telephone' })
  .max(TEXT_LIMITS.phone, { error: 'validation.tooLong' });

/** A catalogue entry's id as a form or a filter names it. */
const ServiceIdSchema = z
  .uuid({ error: 'validation.stationService' })
  .max(TEXT_LIMITS.id, { error: 'validation.tooLong' });

/** Text the server stored from a form field bounded at `max`, or made itself (ids, times). */
const storedText = (max: number) => z.string().max(max);
const recordId = storedText(TEXT_LIMITS.id);
const timestamp = storedText(TEXT_LIMITS.dateTime);

/** One service an outlet may offer (the catalogue of `/system/serviceStation`). */
export const StationServiceInputSchema = z.object({
  name: requiredText(STATION_SERVICE_TEXT_MAX.name),
  description: optionalText(STATION_SERVICE_TEXT_MAX.description),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type StationServiceInput = z.input<typeof StationServiceInputSchema>;

export const StationServiceSchema = z.object({
  id: recordId,
  name: storedText(STATION_SERVICE_TEXT_MAX.name),
  description: storedText(STATION_SERVICE_TEXT_MAX.description),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  /** How many outlets offer it (all outlets in the back office, enabled ones on the front site). */
  stationCount: z.number().int(),
  updatedAt: timestamp,
});
export type StationService = z.infer<typeof StationServiceSchema>;

/** A service as an outlet lists it. */
export const StationServiceRefSchema = z.object({
  id: recordId,
  name: storedText(STATION_SERVICE_TEXT_MAX.name),
});
export type StationServiceRef = z.infer<typeof StationServiceRefSchema>;

const coordinate = (min: number, max: number) =>
  z.number({ error: 'validation.coordinate' }).min(min, { error: 'validation.coordinate' }).max(max, {
    error: 'validation.coordinate',
  });

/** An outlet as the back-office form sends it. */
export const StationInputSchema = z.object({
  name: requiredText(STATION_TEXT_MAX.name),
  kind: StationKindSchema,
  district: DistrictCodeSchema,
  address: requiredText(STATION_TEXT_MAX.address),
  /** WGS 84 degrees; the point must lie inside the district on the configured map. */
  longitude: coordinate(-180, 180),
  latitude: coordinate(-90, 90),
  phone: TelephoneSchema,
  /** Weekly hours in the city's time zone (opening-hours.ts), or always open, or suspended. */
  hours: OpeningScheduleSchema,
  /** Holidays and temporary closures, local date-times; they win over the weekly hours. */
  closures: boundedList(ClosurePeriodSchema, STATION_CLOSURES_MAX).default([]),
  /** Holidays and exceptions in words ("法定节假日休息"). */
  hoursNote: optionalText(STATION_TEXT_MAX.hoursNote),
  serviceIds: boundedList(ServiceIdSchema, STATION_SERVICES_MAX).min(1, { error: 'validation.stationServices' }),
  photos: boundedList(FileRefSchema, STATION_PHOTOS_MAX).default([]),
  contactPerson: optionalText(STATION_TEXT_MAX.contactPerson),
  /** How to get there: public transport, parking, entrance. */
  directions: optionalText(STATION_TEXT_MAX.directions),
  introduction: optionalText(STATION_TEXT_MAX.introduction),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type StationInput = z.input<typeof StationInputSchema>;

/** An outlet as the lists and the map show it. */
export const StationSummarySchema = z.object({
  id: recordId,
  name: storedText(STATION_TEXT_MAX.name),
  kind: StationKindSchema,
  district: storedText(CITY_CODE_MAX),
  address: storedText(STATION_TEXT_MAX.address),
  longitude: z.number(),
  latitude: z.number(),
  phone: storedText(TEXT_LIMITS.phone),
  hours: OpeningScheduleSchema,
  closures: z.array(ClosurePeriodSchema).max(STATION_CLOSURES_MAX),
  hoursNote: storedText(STATION_TEXT_MAX.hoursNote),
  /** The input's services without repeats (the front site leaves out disabled ones). */
  services: z.array(StationServiceRefSchema).max(STATION_SERVICES_MAX),
  /** The first photo, for cards. */
  photo: FileRefSchema.nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  updatedAt: timestamp,
});
export type StationSummary = z.infer<typeof StationSummarySchema>;

/** One outlet with everything its detail page and the editor show. */
export const StationSchema = StationSummarySchema.extend({
  photos: z.array(FileRefSchema).max(STATION_PHOTOS_MAX),
  contactPerson: storedText(STATION_TEXT_MAX.contactPerson),
  directions: storedText(STATION_TEXT_MAX.directions),
  introduction: storedText(STATION_TEXT_MAX.introduction),
});
export type Station = z.infer<typeof StationSchema>;

/** Back-office list filters. */
export const StationListQuerySchema = PageQuerySchema.extend({
  /** Part of a name or an address: a whole name fits. */
  keyword: z.string().trim().max(STATION_TEXT_MAX.name, { error: 'validation.tooLong' }).optional(),
  district: DistrictCodeSchema.optional(),
  kind: StationKindSchema.optional(),
  serviceId: ServiceIdSchema.optional(),
  enabled: z.enum(['true', 'false']).optional(),
});
export type StationListQuery = z.input<typeof StationListQuerySchema>;

/** Front-site filters: every enabled outlet matching them (few enough for one map). */
export const PublicStationQuerySchema = z.object({
  district: DistrictCodeSchema.optional(),
  serviceId: ServiceIdSchema.optional(),
});
export type PublicStationQuery = z.input<typeof PublicStationQuerySchema>;
