import { LEGAL_STATUSES, MAX_EXPRESSION_LENGTH, PATENT_TYPES } from '@cityip/patent-query';
import { z } from 'zod';
import { FieldErrorsSchema, pageOf } from './envelope.js';
import { EXPORT_COLUMNS, FACETS, MAX_EXPORT_ROWS, PATENT_PAGE_SIZES, PATENT_SORTS } from './patent-search-options.js';

/**
 * Patent search API (data-search calls under `/api/data/`, database token only; spec section 7).
 * Expressions are the language of `@cityip/patent-query`; the server parses them again and answers
 * 400 with the parser's translated error and position when one is malformed.
 */

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

/** Text cut into runs, `hit` where a query term matched: rendered without HTML injection. */
export const HighlightSchema = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type Highlight = z.infer<typeof HighlightSchema>;

/** One result row. Dates are `YYYY-MM-DD`. */
export const PatentSummarySchema = z.object({
  id: z.number().int(),
  applicationNumber: z.string(),
  publicationNumber: z.string(),
  title: z.string(),
  /** Title and abstract with the query's words marked. */
  titleHighlight: HighlightSchema,
  abstractHighlight: HighlightSchema,
  patentType: PatentTypeSchema,
  legalStatus: LegalStatusSchema,
  applicants: z.array(z.string()),
  inventors: z.array(z.string()),
  ipcMain: z.string().nullable(),
  applicationDate: z.string(),
  publicationDate: z.string(),
  grantDate: z.string().nullable(),
  /** District and industry codes of the city profile (names come from `/api/config`). */
  district: z.string().nullable(),
  industry: z.string().nullable(),
  openLicence: z.boolean(),
});
export type PatentSummary = z.infer<typeof PatentSummarySchema>;

export const PatentSearchResultSchema = pageOf(PatentSummarySchema).extend({
  /** Server time spent, for the "n results in x ms" line. */
  tookMs: z.number(),
});
export type PatentSearchResult = z.infer<typeof PatentSearchResultSchema>;

export const FacetBucketSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetBucket = z.infer<typeof FacetBucketSchema>;

/** `GET /api/data/patents/facets?q=` */
export const PatentFacetsSchema = z.object({
  total: z.number().int(),
  /** Counts estimated from a sample (large result sets); the UI marks them as approximate. */
  approximate: z.boolean(),
  facets: z.record(z.enum(FACETS), z.array(FacetBucketSchema)),
});
export type PatentFacets = z.infer<typeof PatentFacetsSchema>;

export const LegalEventSchema = z.object({ date: z.string(), code: z.string() });

export const OpenLicenceSchema = z.object({
  feeMode: z.enum(['lumpSum', 'royalty', 'mixed']),
  /** Yuan per year; null for a pure royalty. */
  annualFee: z.number().nullable(),
  /** Percent of sales; null for a pure lump sum. */
  royaltyRate: z.number().nullable(),
  termYears: z.number().int(),
  declaredOn: z.string(),
  validUntil: z.string(),
  conditions: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
});
export type OpenLicence = z.infer<typeof OpenLicenceSchema>;

/** `GET /api/data/patents/:id` */
export const PatentDetailSchema = PatentSummarySchema.omit({ titleHighlight: true, abstractHighlight: true }).extend({
  kindCode: z.string(),
  abstract: z.string(),
  firstClaim: z.string(),
  applicantAddress: z.string(),
  ipcCodes: z.array(z.string()),
  cpcCodes: z.array(z.string()),
  legalHistory: z.array(LegalEventSchema),
  citations: z.number().int(),
  licence: OpenLicenceSchema.nullable(),
});
export type PatentDetail = z.infer<typeof PatentDetailSchema>;

/** `GET /api/data/applicants?name=&page=&pageSize=`: applicant (company) search with patent counts. */
export const ApplicantQuerySchema = z.object({
  name: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const ApplicantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['company', 'university', 'hospital', 'institute', 'individual']),
  district: z.string().nullable(),
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
  byYear: z.array(z.object({ year: z.number().int(), patentType: PatentTypeSchema, count: z.number().int() })),
  byType: z.array(FacetBucketSchema),
  byLegalStatus: z.array(FacetBucketSchema),
  /** Top IPC classes (`G06`) and subclasses (`G06F`). */
  byIpcClass: z.array(FacetBucketSchema),
  byIpcSubclass: z.array(FacetBucketSchema),
  /** Top 20 applicants. */
  byApplicant: z.array(FacetBucketSchema),
  byDistrict: z.array(FacetBucketSchema),
  byIndustry: z.array(FacetBucketSchema),
});
export type PatentAnalysis = z.infer<typeof PatentAnalysisSchema>;

/** `GET /api/data/patents/export?q=&sort=&format=&columns=a,b&limit=`: a file download. */
export const PatentExportQuerySchema = z.object({
  q: ExpressionSchema,
  sort: PatentSortSchema.default('applicationDate'),
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
  /** Comma-separated subset of EXPORT_COLUMNS, in that order; all when empty. */
  columns: z
    .string()
    .default('')
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(EXPORT_COLUMNS), { error: 'validation.exportColumns' })),
  limit: z.coerce.number().int().min(1).max(MAX_EXPORT_ROWS).default(MAX_EXPORT_ROWS),
});
export type PatentExportQuery = z.infer<typeof PatentExportQuerySchema>;

/** `GET /api/data/industries`: the key-industry database's overview. */
export const IndustryOverviewSchema = z.object({
  code: z.string(),
  patentCount: z.number().int(),
  inventionCount: z.number().int(),
  validCount: z.number().int(),
  /** Applications in the last complete year and the year before, for the year-on-year change. */
  lastYearCount: z.number().int(),
  previousYearCount: z.number().int(),
  openLicenceCount: z.number().int(),
});
export type IndustryOverview = z.infer<typeof IndustryOverviewSchema>;

/** `GET /api/data/industries/:code`: one industry in depth. */
export const IndustryDetailSchema = IndustryOverviewSchema.extend({
  /** The breakdowns below were estimated from a sample (large industries); the figures are exact. */
  approximate: z.boolean(),
  byYear: z.array(z.object({ year: z.number().int(), patentType: PatentTypeSchema, count: z.number().int() })),
  topApplicants: z.array(FacetBucketSchema),
  byDistrict: z.array(FacetBucketSchema),
  byIpcSubclass: z.array(FacetBucketSchema),
});
export type IndustryDetail = z.infer<typeof IndustryDetailSchema>;

/** `GET /api/data/licences?q=&industry=&patentType=&feeMode=&maxAnnualFee=&page=&pageSize=&sort=`: open licensing. */
export const LicenceQuerySchema = z.object({
  /** Keywords in title/abstract, applicant name or number. */
  q: z.string().trim().max(200).default(''),
  industry: z.string().max(32).optional(),
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
