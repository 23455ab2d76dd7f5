import {
  envelope,
  localDateAt,
  ReportParamsSchema,
  SurveyExportQuerySchema,
  SurveyFormInputSchema,
  SurveyFormSchema,
  SurveyResponseListQuerySchema,
  SurveyResponsePageSchema,
  SurveySubmissionSchema,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import { EXPORT_CONTENT_TYPES, exportStamp } from '../logs/logs.export.js';
import { columnOpen } from '../opening-times/column-guard.js';
import { findVisibleReport } from '../reports/reports.service.js';
import { SURVEY_EXPORT_MAX_BYTES, SURVEY_EXPORT_ROW_LIMIT, surveyTable, toCsv, toXlsx } from './survey.export.js';
import {
  findResponsesForExport,
  getSurveyForm,
  listResponses,
  saveSurveyForm,
  submitSurvey,
} from './survey.service.js';

const doc = (summary: string) => ({ summary, tags: ['survey'] });

/**
 * Sends an export that no cache keeps, saying how many rows it holds and whether more matched
 * (a plain reply: the route's answer schema only describes the file).
 */
function sendExport(
  reply: FastifyReply,
  format: keyof typeof EXPORT_CONTENT_TYPES,
  body: string | Buffer,
  count: { rows: number; truncated: boolean },
) {
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="report-survey-${exportStamp()}.${format}"`)
    .header('cache-control', 'no-store')
    .header('x-export-rows', String(count.rows))
    .header('x-export-truncated', String(count.truncated))
    .send(body);
}

/**
 * The report download survey. Back office (`/system/reportDown`, `/system/reportDownOpreation`,
 * module `reportSurvey`): the form, the responses and their export. Front site: the form, and the
 * answers a downloader sends for one report (refused while the patent warning column is closed).
 */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const timeZone = app.config.cityProfile.timeZone;

  r.get(
    '/api/admin/survey',
    {
      config: { module: 'reportSurvey' },
      schema: { ...doc('The survey form'), response: { 200: envelope(SurveyFormSchema) } },
    },
    async (request) => ok(request, await getSurveyForm(app.db)),
  );

  r.put(
    '/api/admin/survey',
    {
      config: { module: 'reportSurvey', action: 'survey.update' },
      schema: {
        ...doc('Replace the survey form'),
        body: SurveyFormInputSchema,
        response: { 200: envelope(SurveyFormSchema) },
      },
    },
    async (request) => ok(request, await saveSurveyForm(app.db, request.body), 'success.saved'),
  );

  r.get(
    '/api/admin/survey/responses',
    {
      config: { module: 'reportSurvey' },
      schema: {
        ...doc('Survey responses, newest first (report, date range in city time)'),
        querystring: SurveyResponseListQuerySchema,
        response: { 200: envelope(SurveyResponsePageSchema) },
      },
    },
    async (request) => ok(request, await listResponses(app.db, request.query, timeZone)),
  );

  r.get(
    '/api/admin/survey/responses/export',
    {
      config: { module: 'reportSurvey' },
      schema: {
        ...doc('Download the filtered responses as CSV or XLSX'),
        querystring: SurveyExportQuerySchema,
        response: {
          200: fileAnswer('The responses, newest first', Object.values(EXPORT_CONTENT_TYPES), SURVEY_EXPORT_MAX_BYTES),
        },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const locale = localeOf(request);
      const [form, { responses, truncated }] = await Promise.all([
        getSurveyForm(app.db),
        findResponsesForExport(app.db, filters, timeZone, SURVEY_EXPORT_ROW_LIMIT),
      ]);
      const table = surveyTable(form, responses, locale, timeZone);
      const body = format === 'xlsx' ? await toXlsx(table, locale) : toCsv(table);
      return sendExport(reply, format, body, { rows: responses.length, truncated });
    },
  );

  r.get(
    '/api/survey',
    {
      config: { auth: 'any' },
      schema: {
        summary: 'The survey a report downloader answers first',
        tags: ['survey'],
        response: { 200: envelope(SurveyFormSchema) },
      },
    },
    async (request) => ok(request, await getSurveyForm(app.db)),
  );

  r.post(
    '/api/reports/:id/survey',
    {
      config: { auth: 'any' },
      preValidation: columnOpen('patentWarning'),
      schema: {
        summary: "Answer the download survey for a report (then the report's file may be downloaded)",
        tags: ['survey'],
        params: ReportParamsSchema,
        body: SurveySubmissionSchema,
        response: { 200: envelope(z.object({ reportId: z.string().max(TEXT_LIMITS.id) })) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw new Error('authorize hook did not run');
      const report = await findVisibleReport(app.db, request.params.id, localDateAt(new Date(), timeZone));
      await submitSurvey(app.db, auth, localeOf(request), report, request.body.answers);
      return ok(request, { reportId: report.id }, 'success.ok');
    },
  );
}
