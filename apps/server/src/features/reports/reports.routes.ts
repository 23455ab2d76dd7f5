import {
  AdminReportListQuerySchema,
  Code,
  envelope,
  FILE_NAME_MAX_LENGTH,
  localDateAt,
  PublicReportListQuerySchema,
  PublicReportPageSchema,
  REPORT_FILE_MAX_BYTES,
  ReportFileSchema,
  ReportInputSchema,
  ReportPageSchema,
  ReportParamsSchema,
  ReportSchema,
  ReportYearsSchema,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { receiveFile } from '../../lib/multipart-upload.js';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import { contentDisposition, SERVED_FILE_CSP } from '../files/files.routes.js';
import { columnOpen } from '../opening-times/column-guard.js';
import { answeredReportIds, hasAnsweredSurvey } from '../survey/survey.service.js';
import { readReportFile, storeReportFile } from './report-files.js';
import {
  createReport,
  deleteReport,
  findVisibleReport,
  getReport,
  listAdminReports,
  listPublicReports,
  listReportYears,
  recordDownload,
  toPublicReport,
  updateReport,
} from './reports.service.js';

/** A report file's id: the SHA-256 of its bytes, 64 hex digits. */
const FileParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'error.fileNotFound' })
    .max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const one = { 200: envelope(ReportSchema) };
const doc = (summary: string) => ({ summary, tags: ['reports'] });

/** Sends a report PDF as a download that no shared cache keeps. */
function sendPdf(reply: FastifyReply, bytes: Buffer, name: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SERVED_FILE_CSP)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/**
 * Patent navigation and early-warning reports. Back office (`/data/navigation`, module `files`):
 * upload PDFs, create, edit, delete, preview. Front site (`/patentWarning`): the visible reports by
 * industry and year, and the download, served only after the caller answered the survey for that
 * report (survey.routes.ts) and only while the column is open.
 */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cityProfile } = app.config;
  const today = () => localDateAt(new Date(), cityProfile.timeZone);
  const writeContext = (request: FastifyRequest) => ({
    profile: cityProfile,
    locale: localeOf(request),
    today: today(),
  });

  r.get(
    '/api/admin/reports',
    {
      config: { module: 'files' },
      schema: {
        ...doc('List reports (keyword, industry, status, year)'),
        querystring: AdminReportListQuerySchema,
        response: { 200: envelope(ReportPageSchema) },
      },
    },
    async (request) => ok(request, await listAdminReports(app.db, request.query, today())),
  );

  r.get(
    '/api/admin/reports/:id',
    {
      config: { module: 'files' },
      schema: { ...doc('One report, any status'), params: ReportParamsSchema, response: one },
    },
    async (request) => ok(request, await getReport(app.db, request.params.id, today())),
  );

  r.post(
    '/api/admin/reports',
    {
      config: { module: 'files', action: 'report.create' },
      schema: { ...doc('Create a report'), body: ReportInputSchema, response: one },
    },
    async (request) => ok(request, await createReport(app.db, writeContext(request), request.body), 'success.saved'),
  );

  r.put(
    '/api/admin/reports/:id',
    {
      config: { module: 'files', action: 'report.update' },
      schema: { ...doc('Replace a report'), params: ReportParamsSchema, body: ReportInputSchema, response: one },
    },
    async (request) =>
      ok(
        request,
        await updateReport(app.db, app.storage, writeContext(request), request.params.id, request.body),
        'success.saved',
      ),
  );

  r.delete(
    '/api/admin/reports/:id',
    {
      config: { module: 'files', action: 'report.delete' },
      schema: {
        ...doc('Delete a report (its survey responses stay)'),
        params: ReportParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteReport(app.db, app.storage, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );

  r.post(
    '/api/admin/report-files',
    {
      config: { module: 'files', action: 'report.file.upload' },
      schema: {
        ...doc('Upload a report PDF (multipart field "file"); kept private, type checked by content'),
        response: { 200: envelope(ReportFileSchema) },
      },
    },
    async (request) => {
      const received = await receiveFile(request, REPORT_FILE_MAX_BYTES);
      return ok(request, await storeReportFile(app.db, app.storage, received));
    },
  );

  r.get(
    '/api/admin/report-files/:id',
    {
      config: { module: 'files' },
      schema: {
        ...doc('An uploaded report PDF, for staff to check'),
        params: FileParams,
        // The name to download it under: the report file's name.
        querystring: z.object({
          name: z.string().max(FILE_NAME_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
        }),
        // The file as uploaded, so within the upload limit.
        response: { 200: fileAnswer('The PDF', ['application/pdf'], REPORT_FILE_MAX_BYTES) },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await readReportFile(app.db, app.storage, request.params.id), request.query.name ?? 'report.pdf'),
  );

  r.get(
    '/api/reports',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('Visible reports by industry, year and keyword, newest first'),
        querystring: PublicReportListQuerySchema,
        response: { 200: envelope(PublicReportPageSchema) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw new Error('authorize hook did not run');
      const { rows, total } = await listPublicReports(app.db, request.query, today());
      const answered = await answeredReportIds(
        app.db,
        auth,
        rows.map(({ row }) => row.id),
      );
      const items = rows.map(({ row, size }) => toPublicReport(row, size, answered.has(row.id)));
      return ok(request, { items, total, page: request.query.page, pageSize: request.query.pageSize });
    },
  );

  r.get(
    '/api/reports/years',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('Years that have visible reports, newest first'),
        response: { 200: envelope(ReportYearsSchema) },
      },
    },
    async (request) => ok(request, await listReportYears(app.db, today())),
  );

  r.get(
    '/api/reports/:id/file',
    {
      config: { auth: 'any' },
      preValidation: columnOpen('patentWarning'),
      schema: {
        ...doc("A report's PDF: only after the caller answered its survey (403 otherwise)"),
        params: ReportParamsSchema,
        response: { 200: fileAnswer('The PDF', ['application/pdf'], REPORT_FILE_MAX_BYTES) },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw new Error('authorize hook did not run');
      const report = await findVisibleReport(app.db, request.params.id, today());
      if (!(await hasAnsweredSurvey(app.db, auth, report.id))) {
        throw new AppError(Code.FORBIDDEN, 'error.surveyRequired', {}, 403);
      }
      const bytes = await readReportFile(app.db, app.storage, report.fileId);
      await recordDownload(app.db, report.id);
      return sendPdf(reply, bytes, report.fileName);
    },
  );
}
