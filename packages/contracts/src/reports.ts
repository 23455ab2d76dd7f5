import { z } from 'zod';
import { CITY_CODE_MAX } from './city.js';
import { ArticleStatusSchema, DateSchema } from './content.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { FileRefSchema } from './files.js';
import { isCalendarDate } from './opening-hours.js';
import { TEXT_LIMITS } from './text-limits.js';

/**
 * Patent navigation and early-warning reports (`/patentWarning`, back office `/data/navigation`):
 * PDF reports per key industry. The file is private: it is served only to a caller who has
 * answered the download survey for that report (survey.ts), never through the public files route.
 */

/** Largest report file. */
export const REPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** A stored report file (id: the content hash); always a PDF. */
export const ReportFileSchema = FileRefSchema.extend({ mime: z.literal('application/pdf') });
export type ReportFile = z.infer<typeof ReportFileSchema>;

/** Longest report title: the editor's field and every answer that repeats it (survey responses). */
export const REPORT_TITLE_MAX = 200;
/** Longest keyword of the report lists: a few words of a title. */
const KEYWORD_MAX = 100;
/** Most years the year filter lists: a publish date's year has four digits, so no more exist. */
export const REPORT_YEARS_MAX = 10_000;

/** A report's id in a path or a filter (a UUID the server made). */
export const ReportIdSchema = z
  .uuid({ error: 'error.reportNotFound' })
  .max(TEXT_LIMITS.id, { error: 'validation.tooLong' });
/** `:id` of the routes of one report. */
export const ReportParamsSchema = z.object({ id: ReportIdSchema });

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const industryCode = z.string().max(CITY_CODE_MAX, { error: 'validation.tooLong' });

export const ReportInputSchema = z.object({
  title: requiredText(REPORT_TITLE_MAX),
  /** Code of one of the city's key industries (city profile). */
  industry: z
    .string({ error: 'validation.industry' })
    .min(1, { error: 'validation.industry' })
    .max(CITY_CODE_MAX, { error: 'validation.tooLong' }),
  summary: z.string().trim().max(TEXT_LIMITS.paragraph, { error: 'validation.tooLong' }).default(''),
  /** Cover image (a public image upload); null: the portal draws a plain cover. */
  cover: FileRefSchema.nullable().default(null),
  /** Required: a missing file reads as the field left empty. */
  file: z.object(ReportFileSchema.shape, { error: 'validation.required' }),
  /** The date printed on the report; a published report is shown from this day on (city time). */
  publishDate: DateSchema.refine(isCalendarDate, { error: 'validation.date' }),
  status: ArticleStatusSchema.default('draft'),
});
export type ReportInput = z.input<typeof ReportInputSchema>;

/** Stored fields come in through ReportInputSchema and answer within its bounds. */
const stored = {
  title: z.string().max(REPORT_TITLE_MAX),
  industry: z.string().max(CITY_CODE_MAX),
  summary: z.string().max(TEXT_LIMITS.paragraph),
  publishDate: z.string().max(TEXT_LIMITS.date),
};

export const ReportSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  title: stored.title,
  industry: stored.industry,
  summary: stored.summary,
  cover: FileRefSchema.nullable(),
  file: ReportFileSchema,
  publishDate: stored.publishDate,
  status: ArticleStatusSchema,
  /** Whether the public sees it now: published and its publish date has come. */
  visible: z.boolean(),
  downloadCount: z.number().int(),
  createdAt: z.string().max(TEXT_LIMITS.dateTime),
  updatedAt: z.string().max(TEXT_LIMITS.dateTime),
});
export type Report = z.infer<typeof ReportSchema>;
export const ReportPageSchema = pageOf(ReportSchema);

/** Back-office list query. */
export const AdminReportListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
  industry: industryCode.optional(),
  status: ArticleStatusSchema.optional(),
  year: z.coerce.number().int().min(1900).max(2999).optional(),
});
export type AdminReportListQuery = z.infer<typeof AdminReportListQuerySchema>;

/** A report on the front site: no file id (the file comes only through the gated download). */
export const PublicReportSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  title: stored.title,
  industry: stored.industry,
  summary: stored.summary,
  cover: FileRefSchema.nullable(),
  fileName: ReportFileSchema.shape.name,
  fileSize: z.number().int(),
  publishDate: stored.publishDate,
  downloadCount: z.number().int(),
  /** The caller has answered the survey for this report (this visitor session, or this user). */
  surveyAnswered: z.boolean(),
});
export type PublicReport = z.infer<typeof PublicReportSchema>;
export const PublicReportPageSchema = pageOf(PublicReportSchema);

/** `/patentWarning` list: by industry and year, newest first. */
export const PublicReportListQuerySchema = PageQuerySchema.extend({
  industry: industryCode.optional(),
  year: z.coerce.number().int().min(1900).max(2999).optional(),
  keyword: z.string().trim().max(KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
});
export type PublicReportListQuery = z.infer<typeof PublicReportListQuerySchema>;

/** The years that have visible reports, newest first (the year filter's options). */
export const ReportYearsSchema = z.array(z.number().int()).max(REPORT_YEARS_MAX);
