import { LEGAL_STATUSES, MAX_EXPRESSION_LENGTH, PATENT_TYPES } from '@cityip/patent-query';
import { z } from 'zod';
import { FieldErrorsSchema, pageOf } from './envelope.js';
import { EXPORT_COLUMNS, FACETS, MAX_EXPORT_ROWS, PATENT_PAGE_SIZES, PATENT_SORTS } from './patent-search-options.js';
import { LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';

/**
 * Patent search API (data-search calls under `/api/data/`, database token only; spec section 7).
 * Expressions are the language of `@cityip/patent-query`; the server parses them again and answers
 * 400 with the parser's translated error and position when one is malformed.
 */

/**
 * The bounds of a stored patent. Patents enter by import (CNIPA exports) or the demo generator,
 * never through an input schema, so both refuse a record beyond these (the import reports the
 * row): the result, detail and licence answers below can then state them for every stored patent.
 * Chosen from what real CN patents hold, with generous headroom.
 */
export const PATENT_LIMITS = {
  /** Application and publication numbers, kind codes, IPC and CPC codes (`CN202110123456.7` is 16). */
  code: TEXT_LIMITS.code,
  /** CNIPA asks for titles of 25 characters, 40 in special cases. */
  title: TEXT_LIMITS.title,
  /** CNIPA abstracts hold at most 300 characters of text. */
  abstract: TEXT_LIMITS.paragraph,
  /** A first claim can run to thousands of characters (chemical and Markush claims). */
  firstClaim: TEXT_LIMITS.longText,
  applicantAddress: TEXT_LIMITS.line,
  applicantName: TEXT_LIMITS.name,
  inventorName: TEXT_LIMITS.personName,
  /** Joint applicants: rarely more than a handful. */
  applicants: LIST_LIMITS.page,
  /** More than a page: collaborations and PCT entries name dozens of inventors, the longest over a hundred. */
  inventors: 300,
  /** IPC or CPC codes of one patent: usually a few, a few hundred on the most broadly classified. */
  classifications: 500,
  /** Events of a legal history (filed, published, granted, …): a handful even when contested. */
  legalEvents: LIST_LIMITS.page,
  licenceConditions: TEXT_LIMITS.paragraph,
  contactName: TEXT_LIMITS.personName,
  contactPhone: TEXT_LIMITS.phone,
  contactEmail: TEXT_LIMITS.email,
} as const;

/** The day the Patent Law took effect and CNIPA took the first applications: imports refuse earlier filings. */
export const FIRST_FILING_DATE = '1985-04-01';
/** Application years a breakdown lists: one a year since FIRST_FILING_DATE, which holds until 2184. */
export const MAX_FILING_YEARS = 200;
/** Bars of a ranking chart (top applicants, classes, districts): the server lists at most this many. */
export const MAX_RANKED = LIST_LIMITS.few;

const day = z.string().max(TEXT_LIMITS.date);
const code = z.string().max(PATENT_LIMITS.code);
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);

export const PatentTypeSchema = z.enum(PATENT_TYPES.map((t) => t.code) as [string, ...string[]]);
export const LegalStatusSchema = z.enum(LEGAL_STATUSES.map((s) => s.code) as [string, ...string[]]);

export const PatentSortSchema = z.enum(PATENT_SORTS);

/** An expression; empty means every patent. */
export const ExpressionSchema = z
  .string()
  .max(MAX_EXPRESSION_LENGTH, { error: 'validation.expressionTooLong' })
  .default('');

/**
 * `data` of a 400 answer to a malformed expression: the translated message as the `q` field's
 * error, and where in the expression it is, for the editor to mark.
 */
export const ExpressionErrorDataSchema = z.object({
  errors: FieldErrorsSchema,
  position: z.number().int(),
  length: z.number().int(),
});
export type ExpressionErrorData = z.infer<typeof ExpressionErrorDataSchema>;

/** `GET /api/data/patents?q=&page=&pageSize=&sort=` */
export const PatentSearchQuerySchema = z.object({
  q: ExpressionSchema,
  page: z.coerce.number().int().min(1).max(500).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PATENT_PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.pageSize' })
    .default(20),
  sort: PatentSortSchema.default('relevance'),
});
export type PatentSearchQuery = z.infer<typeof PatentSearchQuerySchema>;

/**
 * A text of at most `max` characters cut into runs, `hit` where a query term matched: rendered
 * without HTML injection. Each run holds at least one character, so there are at most `max`.
 */
export function highlightOf(max: number) {
  return list(z.object({ text: z.string().max(max), hit: z.boolean() }), max);
}
export type Highlight = z.infer<ReturnType<typeof highlightOf>>;

/** One result row. Dates are `YYYY-MM-DD`. */
export const PatentSummarySchema = z.object({
  id: z.number().int(),
  applicationNumber: code,
  publicationNumber: code,
  title: z.string().max(PATENT_LIMITS.title),
  /** Title and abstract with the query's words marked. */
  titleHighlight: highlightOf(PATENT_LIMITS.title),
  abstractHighlight: highlightOf(PATENT_LIMITS.abstract),
  patentType: PatentTypeSchema,
  legalStatus: LegalStatusSchema,
  applicants: list(z.string().max(PATENT_LIMITS.applicantName), PATENT_LIMITS.applicants),
  inventors: list(z.string().max(PATENT_LIMITS.inventorName), PATENT_LIMITS.inventors),
  ipcMain: code.nullable(),
  applicationDate: day,
  publicationDate: day,
  grantDate: day.nullable(),
  /** District and industry codes of the city profile (names come from `/api/config`). */
  district: code.nullable(),
  industry: code.nullable(),
  openLicence: z.boolean(),
});
export type PatentSummary = z.infer<typeof PatentSummarySchema>;

export const PatentSearchResultSchema = pageOf(PatentSummarySchema).extend({
  /** Server time spent, for the "n results in x ms" line. */
  tookMs: z.number(),
});
export type PatentSearchResult = z.infer<typeof PatentSearchResultSchema>;

/**
 * `value` is what the expression accepts for the field: a type or status name, a year, an IPC
 * prefix, a district or industry name, or (the longest) an applicant's name.
 */
export const FacetBucketSchema = z.object({
  value: z.string().max(PATENT_LIMITS.applicantName),
  count: z.number().int(),
});
export type FacetBucket = z.infer<typeof FacetBucketSchema>;
/** Buckets of a breakdown, at most `max`. */
const buckets = (max: number) => list(FacetBucketSchema, max);
/** Applications per year and type, oldest first. */
const YearsByTypeSchema = list(
  z.object({ year: z.number().int(), patentType: PatentTypeSchema, count: z.number().int() }),
  MAX_FILING_YEARS * PATENT_TYPES.length,
);

/** `GET /api/data/patents/facets?q=` */
export const PatentFacetsSchema = z.object({
  total: z.number().int(),
  /** Counts estimated from a sample (large result sets); the UI marks them as approximate. */
  approximate: z.boolean(),
  /**
   * Every value of a facet: a few types and statuses, a year each, IPC sections and classes
   * (A–H, 800 at most), the top 50 applicants, and every district and industry of the city.
   */
  facets: z.record(z.enum(FACETS), buckets(LIST_LIMITS.cityWide)),
});
export type PatentFacets = z.infer<typeof PatentFacetsSchema>;

export const LegalEventSchema = z.object({ date: day, code: z.string().max(TEXT_LIMITS.code) });

export const OpenLicenceSchema = z.object({
  feeMode: z.enum(['lumpSum', 'royalty', 'mixed']),
  /** Yuan per year; null for a pure royalty. */
  annualFee: z.number().nullable(),
  /** Percent of sales; null for a pure lump sum. */
  royaltyRate: z.number().nullable(),
  termYears: z.number().int(),
  declaredOn: day,
  validUntil: day,
  conditions: z.string().max(PATENT_LIMITS.licenceConditions),
  contactName: z.string().max(PATENT_LIMITS.contactName),
  contactPhone: z.string().max(PATENT_LIMITS.contactPhone),
  contactEmail: z.string().max(PATENT_LIMITS.contactEmail),
});
export type OpenLicence = z.infer<typeof OpenLicenceSchema>;

/** `GET /api/data/patents/:id` */
export const PatentDetailSchema = PatentSummarySchema.omit({ titleHighlight: true, abstractHighlight: true }).extend({
  kindCode: code,
  abstract: z.string().max(PATENT_LIMITS.abstract),
  firstClaim: z.string().max(PATENT_LIMITS.firstClaim),
  applicantAddress: z.string().max(PATENT_LIMITS.applicantAddress),
  ipcCodes: list(code, PATENT_LIMITS.classifications),
  cpcCodes: list(code, PATENT_LIMITS.classifications),
  legalHistory: list(LegalEventSchema, PATENT_LIMITS.legalEvents),
  citations: z.number().int(),
  licence: OpenLicenceSchema.nullable(),
});
export type PatentDetail = z.infer<typeof PatentDetailSchema>;

/** `GET /api/data/applicants?name=&page=&pageSize=`: applicant (company) search with patent counts. */
export const ApplicantQuerySchema = z.object({
  /** As long as a stored name, so a whole name pasted in still finds it. */
  name: z.string().trim().max(PATENT_LIMITS.applicantName, { error: 'validation.tooLong' }).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const ApplicantSchema = z.object({
  id: z.number().int(),
  name: z.string().max(PATENT_LIMITS.applicantName),
  kind: z.enum(['company', 'university', 'hospital', 'institute', 'individual']),
  district: code.nullable(),
  patentCount: z.number().int(),
  inventionCount: z.number().int(),
  validCount: z.number().int(),
});
export type Applicant = z.infer<typeof ApplicantSchema>;
export const ApplicantPageSchema = pageOf(ApplicantSchema);

/** `GET /api/data/patents/analysis?q=`: the result set broken down for the analysis charts. */
export const PatentAnalysisSchema = z.object({
  total: z.number().int(),
  /** Total and counts estimated from a sample (large result sets); the UI says so. */
  approximate: z.boolean(),
  /** Applications per year, split by patent type. */
  byYear: YearsByTypeSchema,
  byType: buckets(PATENT_TYPES.length),
  byLegalStatus: buckets(LEGAL_STATUSES.length),
  /** Top IPC classes (`G06`) and subclasses (`G06F`). */
  byIpcClass: buckets(MAX_RANKED),
  byIpcSubclass: buckets(MAX_RANKED),
  /** Top 20 applicants. */
  byApplicant: buckets(MAX_RANKED),
  byDistrict: buckets(MAX_RANKED),
  byIndustry: buckets(MAX_RANKED),
});
export type PatentAnalysis = z.infer<typeof PatentAnalysisSchema>;

/** The longest `columns` of an export: every column once, comma-separated. */
const EXPORT_COLUMNS_MAX_LENGTH = EXPORT_COLUMNS.join(',').length;

/** `GET /api/data/patents/export?q=&sort=&format=&columns=a,b&limit=`: a file download. */
export const PatentExportQuerySchema = z.object({
  q: ExpressionSchema,
  sort: PatentSortSchema.default('applicationDate'),
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
  /** Comma-separated subset of EXPORT_COLUMNS, in that order; all when empty. */
  columns: z
    .string()
    .max(EXPORT_COLUMNS_MAX_LENGTH, { error: 'validation.tooLong' })
    .default('')
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(EXPORT_COLUMNS), { error: 'validation.exportColumns' })),
  limit: z.coerce.number().int().min(1).max(MAX_EXPORT_ROWS).default(MAX_EXPORT_ROWS),
});
export type PatentExportQuery = z.infer<typeof PatentExportQuerySchema>;

/** `GET /api/data/industries`: the key-industry database's overview. */
export const IndustryOverviewSchema = z.object({
  code,
  patentCount: z.number().int(),
  inventionCount: z.number().int(),
  validCount: z.number().int(),
  /** Applications in the last complete year and the year before, for the year-on-year change. */
  lastYearCount: z.number().int(),
  previousYearCount: z.number().int(),
  openLicenceCount: z.number().int(),
});
export type IndustryOverview = z.infer<typeof IndustryOverviewSchema>;
/** Every key industry of the city profile, in its order. */
export const IndustryOverviewsSchema = list(IndustryOverviewSchema, LIST_LIMITS.cityWide);

/** `GET /api/data/industries/:code`: one industry in depth. */
export const IndustryDetailSchema = IndustryOverviewSchema.extend({
  /** The breakdowns below were estimated from a sample (large industries); the figures are exact. */
  approximate: z.boolean(),
  byYear: YearsByTypeSchema,
  topApplicants: buckets(MAX_RANKED),
  /** Every district of the city. */
  byDistrict: buckets(LIST_LIMITS.cityWide),
  byIpcSubclass: buckets(MAX_RANKED),
});
export type IndustryDetail = z.infer<typeof IndustryDetailSchema>;

/** `GET /api/data/licences?q=&industry=&patentType=&feeMode=&maxAnnualFee=&page=&pageSize=&sort=`: open licensing. */
export const LicenceQuerySchema = z.object({
  /** Keywords in title/abstract, applicant name or number. */
  q: z.string().trim().max(200, { error: 'validation.tooLong' }).default(''),
  industry: z.string().max(32, { error: 'validation.tooLong' }).optional(),
  patentType: PatentTypeSchema.optional(),
  feeMode: z.enum(['lumpSum', 'royalty', 'mixed']).optional(),
  maxAnnualFee: z.coerce.number().min(0).optional(),
  sort: z.enum(['declaredOn', 'annualFee']).default('declaredOn'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type LicenceQuery = z.infer<typeof LicenceQuerySchema>;
export const LicenceOfferSchema = z.object({
  patent: PatentSummarySchema.omit({ titleHighlight: true, abstractHighlight: true }),
  licence: OpenLicenceSchema,
});
export type LicenceOffer = z.infer<typeof LicenceOfferSchema>;
export const LicencePageSchema = pageOf(LicenceOfferSchema);
