import { LEGAL_STATUSES } from '@cityip/patent-query';
import { z } from 'zod';
import { DateSchema, StoredDateTimeSchema, StoredIdSchema } from './content.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { PATENT_LIMITS } from './patents.js';
import { boundedText, TEXT_LIMITS } from './text-limits.js';
import { ACCOUNT_NAME_MAX_LENGTH } from './users.js';

/**
 * Payloads of patent data quality (issue 26): a user reports an error in a patent's record, staff
 * accept it with a corrected value (applied to the record) or reject it, or correct a field
 * directly; every correction is kept and a later import does not overwrite it silently.
 */

/**
 * The fields of a patent record a report may name and staff may correct. Numbers, type and kind
 * are the record's identity (an import matches on the application number), the legal history and
 * licence offer have screens of their own.
 */
export const CORRECTABLE_FIELDS = [
  'title',
  'abstract',
  'firstClaim',
  'applicants',
  'inventors',
  'applicantAddress',
  'ipcMain',
  'ipcCodes',
  'cpcCodes',
  'applicationDate',
  'publicationDate',
  'grantDate',
  'legalStatus',
  'district',
  'industry',
] as const;
export const CorrectableFieldSchema = z.enum(CORRECTABLE_FIELDS, { error: 'validation.patentDataField' });
export type CorrectableField = z.infer<typeof CorrectableFieldSchema>;

/** How a field's value is written: free text, a list, a date, a code (nullable) or the legal status. */
export type CorrectableFieldKind = 'text' | 'list' | 'date' | 'code' | 'status';
export const CORRECTABLE_FIELD_KINDS: Readonly<Record<CorrectableField, CorrectableFieldKind>> = {
  title: 'text',
  abstract: 'text',
  firstClaim: 'text',
  applicants: 'list',
  inventors: 'list',
  applicantAddress: 'text',
  ipcMain: 'code',
  ipcCodes: 'list',
  cpcCodes: 'list',
  applicationDate: 'date',
  publicationDate: 'date',
  grantDate: 'date',
  legalStatus: 'status',
  district: 'code',
  industry: 'code',
};

/** A field's value as stored: text, a list of names or codes, or nothing (a grant date not yet given). */
export type PatentFieldValue = string | string[] | null;
/** A stored value as answers carry it (the longest text is a first claim, the longest list the classifications). */
export const PatentFieldValueSchema: z.ZodType<PatentFieldValue> = z.union([
  z.string().max(PATENT_LIMITS.firstClaim),
  z.array(z.string().max(PATENT_LIMITS.applicantName)).max(PATENT_LIMITS.classifications),
  z.null(),
]);

/** Reports per account in 24 hours, the text bounds of a report and of a rejection. */
export const PATENT_DATA_LIMITS = {
  reportsPerDay: 10,
  description: 1000,
  source: TEXT_LIMITS.url,
  reason: TEXT_LIMITS.paragraph,
  note: TEXT_LIMITS.line,
} as const;

const requiredText = (max: number, key = 'validation.required') =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) =>
  z.string({ error: 'validation.patentValue' }).trim().max(max, { error: 'validation.tooLong' });
/** A list as entered: each entry trimmed, blanks and repeats dropped, the order kept. */
const listOf = (itemMax: number, max: number, min: number) =>
  z
    .array(z.string({ error: 'validation.patentValue' }).trim().max(itemMax, { error: 'validation.tooLong' }), {
      error: 'validation.patentValue',
    })
    .transform((items) => [...new Set(items.filter(Boolean))])
    .pipe(z.array(z.string()).min(min, { error: 'validation.required' }).max(max, { error: 'validation.tooMany' }));
const isRealDate = (value: string) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const date = DateSchema.refine(isRealDate, { error: 'validation.date' });
/** '' and null both mean "none" for an optional code or date. */
const orNone = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable()) as z.ZodType<string | null>;
const code = z
  .string({ error: 'validation.patentValue' })
  .trim()
  .max(PATENT_LIMITS.code, { error: 'validation.tooLong' });

/**
 * The corrected value each field takes, as the form and the server check it. The server checks
 * further what needs the city or the record: a classification's format, a district or industry
 * of the city, dates in order and not in the future.
 */
export const CORRECTION_VALUE_SCHEMAS: Readonly<Record<CorrectableField, z.ZodType<PatentFieldValue>>> = {
  title: requiredText(PATENT_LIMITS.title),
  abstract: optionalText(PATENT_LIMITS.abstract),
  firstClaim: optionalText(PATENT_LIMITS.firstClaim),
  applicants: listOf(PATENT_LIMITS.applicantName, PATENT_LIMITS.applicants, 1),
  inventors: listOf(PATENT_LIMITS.inventorName, PATENT_LIMITS.inventors, 0),
  applicantAddress: optionalText(PATENT_LIMITS.applicantAddress),
  ipcMain: orNone(code),
  ipcCodes: listOf(PATENT_LIMITS.code, PATENT_LIMITS.classifications, 0),
  cpcCodes: listOf(PATENT_LIMITS.code, PATENT_LIMITS.classifications, 0),
  applicationDate: date,
  publicationDate: date,
  grantDate: orNone(date),
  legalStatus: z.enum(LEGAL_STATUSES.map((s) => s.code) as [string, ...string[]], { error: 'validation.choice' }),
  district: orNone(code),
  industry: orNone(code),
};

/**
 * A value as a request carries it, bounded by the longest any field takes (a first claim; a list
 * of classifications); the field's own schema then checks it (CORRECTION_VALUE_SCHEMAS).
 */
export const PatentFieldValueInputSchema = z.union(
  [
    z.string().max(PATENT_LIMITS.firstClaim, { error: 'validation.tooLong' }),
    z
      .array(z.string().max(PATENT_LIMITS.applicantName, { error: 'validation.tooLong' }))
      .max(PATENT_LIMITS.classifications, { error: 'validation.tooMany' }),
    z.null(),
  ],
  { error: 'validation.patentValue' },
);

/** The id of a stored patent (a serial). */
export const PatentIdSchema = z
  .number({ error: 'validation.id' })
  .int({ error: 'validation.id' })
  .min(1, { error: 'validation.id' })
  .max(2_147_483_647, { error: 'validation.id' });

/** POST /api/patent-error-reports: a signed-in person or company reports an error in one field. */
export const PatentErrorReportInputSchema = z.object({
  patentId: PatentIdSchema,
  field: CorrectableFieldSchema,
  /** What is wrong, in the reporter's words (and what is right, when they know). */
  description: requiredText(PATENT_DATA_LIMITS.description, 'validation.patentReportDescription'),
  /** Where the right value can be checked: an address or a reference. */
  source: z.string().trim().max(PATENT_DATA_LIMITS.source, { error: 'validation.tooLong' }).default(''),
});
export type PatentErrorReportInput = z.output<typeof PatentErrorReportInputSchema>;
export type PatentErrorReportFormInput = z.input<typeof PatentErrorReportInputSchema>;

export const PATENT_REPORT_STATUSES = ['new', 'accepted', 'rejected'] as const;
export const PatentReportStatusSchema = z.enum(PATENT_REPORT_STATUSES, { error: 'validation.choice' });
export type PatentReportStatus = z.infer<typeof PatentReportStatusSchema>;

/** The answer to a report sent. */
export const PatentErrorReportReceiptSchema = z.object({ id: StoredIdSchema, status: PatentReportStatusSchema });
export type PatentErrorReportReceipt = z.infer<typeof PatentErrorReportReceiptSchema>;

/** GET /api/admin/patent-data/reports: the queue, newest first; filters combine. */
export const AdminPatentReportQuerySchema = PageQuerySchema.extend({
  status: PatentReportStatusSchema.optional(),
  field: CorrectableFieldSchema.optional(),
  /** Reported on or after / on or before (the city's dates). */
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});
export type AdminPatentReportQuery = z.infer<typeof AdminPatentReportQuerySchema>;

const patentTitle = boundedText(PATENT_LIMITS.title);
const applicationNumber = boundedText(PATENT_LIMITS.code);
const staffName = boundedText(ACCOUNT_NAME_MAX_LENGTH);

/** A report in the staff queue. */
export const AdminPatentReportSummarySchema = z.object({
  id: StoredIdSchema,
  patentId: z.number().int(),
  applicationNumber,
  patentTitle,
  field: CorrectableFieldSchema,
  description: boundedText(PATENT_DATA_LIMITS.description),
  status: PatentReportStatusSchema,
  /** The reporter's account name; null once the account is gone. */
  reporterName: staffName.nullable(),
  createdAt: StoredDateTimeSchema,
  decidedAt: StoredDateTimeSchema.nullable(),
});
export type AdminPatentReportSummary = z.infer<typeof AdminPatentReportSummarySchema>;
export const AdminPatentReportPageSchema = pageOf(AdminPatentReportSummarySchema);

/** A patent's correctable values as stored now, for a report's review or a direct correction. */
export const PatentCorrectionRecordSchema = z.object({
  id: z.number().int(),
  applicationNumber,
  title: patentTitle,
  values: z.record(CorrectableFieldSchema, PatentFieldValueSchema),
});
export type PatentCorrectionRecord = z.infer<typeof PatentCorrectionRecordSchema>;

/** One correction of a record: the field's value before and after, who made it and why. */
export const PatentCorrectionSchema = z.object({
  id: StoredIdSchema,
  patentId: z.number().int(),
  applicationNumber,
  patentTitle,
  field: CorrectableFieldSchema,
  oldValue: PatentFieldValueSchema,
  newValue: PatentFieldValueSchema,
  correctedByName: staffName.nullable(),
  correctedAt: StoredDateTimeSchema,
  /** The report it answers; null for a direct correction. */
  reportId: StoredIdSchema.nullable(),
  note: boundedText(PATENT_DATA_LIMITS.note),
});
export type PatentCorrection = z.infer<typeof PatentCorrectionSchema>;
export const PatentCorrectionPageSchema = pageOf(PatentCorrectionSchema);

/** GET /api/admin/patent-data/corrections: every correction, newest first. */
export const AdminPatentCorrectionQuerySchema = PageQuerySchema.extend({
  field: CorrectableFieldSchema.optional(),
  /** A patent's application number, as people write it. */
  number: z.string().trim().max(PATENT_LIMITS.code, { error: 'validation.tooLong' }).optional(),
});
export type AdminPatentCorrectionQuery = z.infer<typeof AdminPatentCorrectionQuerySchema>;

/** GET /api/admin/patent-data/reports/:id: the report beside the record as it is now. */
export const AdminPatentReportDetailSchema = AdminPatentReportSummarySchema.extend({
  source: boundedText(PATENT_DATA_LIMITS.source),
  patent: PatentCorrectionRecordSchema,
  decidedByName: staffName.nullable(),
  rejectReason: boundedText(PATENT_DATA_LIMITS.reason).nullable(),
  /** The correction an accepted report made. */
  correction: PatentCorrectionSchema.nullable(),
});
export type AdminPatentReportDetail = z.infer<typeof AdminPatentReportDetailSchema>;

export const PatentReportIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.id' }).max(TEXT_LIMITS.id) });
export const PatentIdParamsSchema = z.object({ id: z.coerce.number().pipe(PatentIdSchema) });

/** GET /api/admin/patent-data/patents?number=: a patent by application number, for a direct correction. */
export const PatentLookupQuerySchema = z.object({
  number: requiredText(PATENT_LIMITS.code, 'validation.patentNumber'),
});

/** POST /api/admin/patent-data/reports/:id/accept: the corrected value applied to the record. */
export const PatentReportAcceptInputSchema = z.object({
  value: PatentFieldValueInputSchema,
  note: z.string().trim().max(PATENT_DATA_LIMITS.note, { error: 'validation.tooLong' }).default(''),
});
export type PatentReportAcceptInput = z.output<typeof PatentReportAcceptInputSchema>;

/** POST /api/admin/patent-data/reports/:id/reject: the reporter is told the reason. */
export const PatentReportRejectInputSchema = z.object({
  reason: requiredText(PATENT_DATA_LIMITS.reason, 'validation.patentRejectReason'),
});
export type PatentReportRejectInput = z.output<typeof PatentReportRejectInputSchema>;

/** POST /api/admin/patent-data/corrections: staff correct a field without a report. */
export const PatentCorrectionInputSchema = z.object({
  patentId: PatentIdSchema,
  field: CorrectableFieldSchema,
  value: PatentFieldValueInputSchema,
  note: z.string().trim().max(PATENT_DATA_LIMITS.note, { error: 'validation.tooLong' }).default(''),
});
export type PatentCorrectionInput = z.output<typeof PatentCorrectionInputSchema>;

/**
 * A corrected value checked as its field takes it (normalised: trimmed, a list without blanks
 * or repeats, '' as none), or the message key and params of the first problem.
 */
export function checkCorrectionValue(
  field: CorrectableField,
  value: unknown,
): { ok: true; value: PatentFieldValue } | { ok: false; message: string } {
  const result = CORRECTION_VALUE_SCHEMAS[field].safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'validation.patentValue' };
}

/** Whether two stored values are the same (lists in order). */
export function sameFieldValue(a: PatentFieldValue, b: PatentFieldValue): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => item === b[i]);
  }
  return a === b;
}
