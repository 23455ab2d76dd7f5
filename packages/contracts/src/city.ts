import { z } from 'zod';
import { DEFAULT_CITY_TIME_ZONE } from './opening-hours.js';
import { TimeZoneSchema } from './opening-hours-schemas.js';
import { LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';

/**
 * The configured city's districts and key industries (ARCHITECTURE.md "Demo city and maps"):
 * they come from configuration, not code. Codes are what data stores; names are what people read
 * and what the search expression accepts (`DI=(云湖区)`, `IND=(生物医药)`).
 */

/** The longest district or industry code: what the code pattern below admits (a letter and 31 more). */
export const CITY_CODE_MAX = 32;
/** The longest name of a district or an industry in the profile, in either language. */
export const PROFILE_NAME_MAX = 50;
/** The longest description of an industry, in either language. */
export const INDUSTRY_DESCRIPTION_MAX = 1000;
/**
 * The most IPC prefixes one industry lists. CNIPA's concordance of strategic emerging industries
 * defines them down to IPC subgroups, hundreds to thousands per industry; this leaves room for
 * that and for an industry defined by every IPC main group (about 7,600).
 */
export const INDUSTRY_IPC_PREFIXES_MAX = 10_000;

const code = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, { error: 'validation.code' })
  .max(CITY_CODE_MAX, { error: 'validation.tooLong' });
const name = z.string().trim().min(1).max(PROFILE_NAME_MAX);

export const DistrictSchema = z.object({ code, name, nameEn: name });
export type District = z.infer<typeof DistrictSchema>;

export const IndustrySchema = z.object({
  code,
  name,
  nameEn: name,
  description: z.string().max(INDUSTRY_DESCRIPTION_MAX),
  descriptionEn: z.string().max(INDUSTRY_DESCRIPTION_MAX),
  /** IPC code prefixes that define the industry (`G06F`, `H04L`): the generator and imports classify by them. */
  ipcPrefixes: z
    .array(
      z
        .string()
        .regex(/^[A-H](\d{2}([A-Z](\d{1,4}(\/\d{1,6})?)?)?)?$/)
        .max(TEXT_LIMITS.code),
    )
    .min(1)
    .max(INDUSTRY_IPC_PREFIXES_MAX),
});
export type Industry = z.infer<typeof IndustrySchema>;

export const CityProfileSchema = z
  .object({
    districts: z.array(DistrictSchema).min(1).max(LIST_LIMITS.cityWide),
    industries: z.array(IndustrySchema).max(LIST_LIMITS.cityWide),
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
