import { z } from 'zod';
import { ArticleStatusSchema, DateSchema } from './content.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { FileRefSchema } from './files.js';
import { isCalendarDate } from './opening-hours.js';

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

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

export const ReportInputSchema = z.object({
  title: requiredText(200),
  /** Code of one of the city's key industries (city profile). */
  industry: z.string({ error: 'validation.industry' }).min(1, { error: 'validation.industry' }).max(32),
  summary: z.string().trim().max(2000, { error: 'validation.tooLong' }).default(''),
  /** Cover image (a public image upload); null: the portal draws a plain cover. */
  cover: FileRefSchema.nullable().default(null),
  /** Required: a missing file reads as the field left empty. */
  file: z.object(ReportFileSchema.shape, { error: 'validation.required' }),
  /** The date printed on the report; a published report is shown from this day on (city time). */
  publishDate: DateSchema.refine(isCalendarDate, { error: 'validation.date' }),
  status: ArticleStatusSchema.default('draft'),
});
export type ReportInput = z.input<typeof ReportInputSchema>;

export const ReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  industry: z.string(),
  summary: z.string(),
  cover: FileRefSchema.nullable(),
  file: ReportFileSchema,
  publishDate: z.string(),
  status: ArticleStatusSchema,
  /** Whether the public sees it now: published and its publish date has come. */
  visible: z.boolean(),
  downloadCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;
export const ReportPageSchema = pageOf(ReportSchema);

/** Back-office list query. */
export const AdminReportListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  industry: z.string().max(32).optional(),
  status: ArticleStatusSchema.optional(),
  year: z.coerce.number().int().min(1900).max(2999).optional(),
});
export type AdminReportListQuery = z.infer<typeof AdminReportListQuerySchema>;

/** A report on the front site: no file id (the file comes only through the gated download). */
export const PublicReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  industry: z.string(),
  summary: z.string(),
  cover: FileRefSchema.nullable(),
  fileName: z.string(),
  fileSize: z.number().int(),
  publishDate: z.string(),
  downloadCount: z.number().int(),
  /** The caller has answered the survey for this report (this visitor session, or this user). */
  surveyAnswered: z.boolean(),
});
export type PublicReport = z.infer<typeof PublicReportSchema>;
export const PublicReportPageSchema = pageOf(PublicReportSchema);

/** `/patentWarning` list: by industry and year, newest first. */
export const PublicReportListQuerySchema = PageQuerySchema.extend({
  industry: z.string().max(32).optional(),
  year: z.coerce.number().int().min(1900).max(2999).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type PublicReportListQuery = z.infer<typeof PublicReportListQuerySchema>;

/** The years that have visible reports, newest first (the year filter's options). */
export const ReportYearsSchema = z.array(z.number().int());
