import { z } from 'zod';
import { DEFAULT_CITY_TIME_ZONE } from './opening-hours.js';
import { TimeZoneSchema } from './opening-hours-schemas.js';

/**
 * The configured city's districts and key industries (ARCHITECTURE.md "Demo city and maps"):
 * they come from configuration, not code. Codes are what data stores; names are what people read
 * and what the search expression accepts (`DI=(云湖区)`, `IND=(生物医药)`).
 */
const code = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, { error: 'validation.code' });
const name = z.string().trim().min(1).max(50);

export const DistrictSchema = z.object({ code, name, nameEn: name });
export type District = z.infer<typeof DistrictSchema>;

export const IndustrySchema = z.object({
  code,
  name,
  nameEn: name,
  description: z.string().max(1000),
  descriptionEn: z.string().max(1000),
  /** IPC code prefixes that define the industry (`G06F`, `H04L`): the generator and imports classify by them. */
  ipcPrefixes: z.array(z.string().regex(/^[A-H](\d{2}([A-Z](\d{1,4}(\/\d{1,6})?)?)?)?$/)).min(1),
});
export type Industry = z.infer<typeof IndustrySchema>;

export const CityProfileSchema = z
  .object({
    districts: z.array(DistrictSchema).min(1),
    industries: z.array(IndustrySchema),
    /** IANA zone of the city's clocks: opening times and publication dates are read in it. */
    timeZone: TimeZoneSchema.default(DEFAULT_CITY_TIME_ZONE),
  })
  .refine((p) => new Set(p.districts.map((d) => d.code)).size === p.districts.length, {
    error: 'duplicate district code',
  })
  .refine((p) => new Set(p.industries.map((i) => i.code)).size === p.industries.length, {
    error: 'duplicate industry code',
  });
export type CityProfile = z.infer<typeof CityProfileSchema>;
