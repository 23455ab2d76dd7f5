import { z } from 'zod';
import { PageQuerySchema } from './envelope.js';
import { FileRefSchema } from './files.js';
import { ClosurePeriodSchema, OpeningScheduleSchema } from './opening-hours-schemas.js';

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

/** A district code of the city profile (the server checks that it is configured). */
export const DistrictCodeSchema = z
  .string({ error: 'validation.required' })
  .regex(/^[a-z][a-z0-9-]{0,31}$/, { error: 'validation.district' });

/** A landline (`0000-12345678`, extension allowed), a mobile number, or a service hotline (`12345`). */
export const TelephoneSchema = z
  .string()
  .trim()
  .regex(/^(\+?\d[\d\s-]{3,22}\d)(\s*(转|ext\.?|#)\s*\d{1,6})?$/i, { error: 'validation.telephone' });

/** One service an outlet may offer (the catalogue of `/system/serviceStation`). */
export const StationServiceInputSchema = z.object({
  name: requiredText(50),
  description: optionalText(500),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type StationServiceInput = z.input<typeof StationServiceInputSchema>;

export const StationServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  /** How many outlets offer it (all outlets in the back office, enabled ones on the front site). */
  stationCount: z.number().int(),
  updatedAt: z.string(),
});
export type StationService = z.infer<typeof StationServiceSchema>;

/** A service as an outlet lists it. */
export const StationServiceRefSchema = z.object({ id: z.string(), name: z.string() });
export type StationServiceRef = z.infer<typeof StationServiceRefSchema>;

const coordinate = (min: number, max: number) =>
  z.number({ error: 'validation.coordinate' }).min(min, { error: 'validation.coordinate' }).max(max, {
    error: 'validation.coordinate',
  });

/** An outlet as the back-office form sends it. */
export const StationInputSchema = z.object({
  name: requiredText(100),
  kind: StationKindSchema,
  district: DistrictCodeSchema,
  address: requiredText(200),
  /** WGS 84 degrees; the point must lie inside the district on the configured map. */
  longitude: coordinate(-180, 180),
  latitude: coordinate(-90, 90),
  phone: TelephoneSchema,
  /** Weekly hours in the city's time zone (opening-hours.ts), or always open, or suspended. */
  hours: OpeningScheduleSchema,
  /** Holidays and temporary closures, local date-times; they win over the weekly hours. */
  closures: z.array(ClosurePeriodSchema).max(50).default([]),
  /** Holidays and exceptions in words ("法定节假日休息"). */
  hoursNote: optionalText(200),
  serviceIds: z
    .array(z.uuid({ error: 'validation.stationService' }))
    .min(1, { error: 'validation.stationServices' })
    .max(30),
  photos: z.array(FileRefSchema).max(9).default([]),
  contactPerson: optionalText(50),
  /** How to get there: public transport, parking, entrance. */
  directions: optionalText(1000),
  introduction: optionalText(2000),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type StationInput = z.input<typeof StationInputSchema>;

/** An outlet as the lists and the map show it. */
export const StationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: StationKindSchema,
  district: z.string(),
  address: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  phone: z.string(),
  hours: OpeningScheduleSchema,
  closures: z.array(ClosurePeriodSchema),
  hoursNote: z.string(),
  services: z.array(StationServiceRefSchema),
  /** The first photo, for cards. */
  photo: FileRefSchema.nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type StationSummary = z.infer<typeof StationSummarySchema>;

/** One outlet with everything its detail page and the editor show. */
export const StationSchema = StationSummarySchema.extend({
  photos: z.array(FileRefSchema),
  contactPerson: z.string(),
  directions: z.string(),
  introduction: z.string(),
});
export type Station = z.infer<typeof StationSchema>;

/** Back-office list filters. */
export const StationListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  district: DistrictCodeSchema.optional(),
  kind: StationKindSchema.optional(),
  serviceId: z.uuid({ error: 'validation.stationService' }).optional(),
  enabled: z.enum(['true', 'false']).optional(),
});
export type StationListQuery = z.input<typeof StationListQuerySchema>;

/** Front-site filters: every enabled outlet matching them (few enough for one map). */
export const PublicStationQuerySchema = z.object({
  district: DistrictCodeSchema.optional(),
  serviceId: z.uuid({ error: 'validation.stationService' }).optional(),
});
export type PublicStationQuery = z.input<typeof PublicStationQuerySchema>;
