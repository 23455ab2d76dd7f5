import {
  AdminPatentCorrectionQuerySchema,
  AdminPatentReportDetailSchema,
  AdminPatentReportPageSchema,
  AdminPatentReportQuerySchema,
  envelope,
  PATENT_DATA_LIMITS,
  PatentCorrectionInputSchema,
  PatentCorrectionPageSchema,
  PatentCorrectionRecordSchema,
  PatentErrorReportInputSchema,
  PatentErrorReportReceiptSchema,
  PatentLookupQuerySchema,
  PatentReportAcceptInputSchema,
  PatentReportIdParamsSchema,
  PatentReportRejectInputSchema,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { registerTask } from '../notifications/tasks.js';
import { acceptReport, correctDirectly, rejectReport } from './corrections.js';
import { runImportTask } from './import-task.js';
import { patentImportsRoutes } from './patent-imports.routes.js';
import { IMPORT_TASK } from './patent-imports.service.js';
import { listCorrections, listReports, lookupPatent, reportDetail } from './report-queue.js';
import { submitReport } from './report-submit.js';

const doc = (summary: string, description?: string) => ({
  summary,
  tags: ['patent-data'],
  ...(description ? { description } : {}),
});
const BASE = '/api/admin/patent-data';
const module = 'patentData' as const;

/**
 * Patent data quality (issue 26): a signed-in person or company reports an error in a patent's
 * record; staff work the queue (`/data/patentErrors`, module `patentData`), accepting a report with
 * the corrected value or rejecting it (the reporter is mailed either way), or correct a field
 * directly; and the back-office import (`/data/patentImport`). Every staff write is in the
 * operation log by the audit hook, a correction with its value before and after.
 */
export async function patentDataRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  registerTask(app, IMPORT_TASK, runImportTask);

  r.post(
    '/api/patent-error-reports',
    {
      config: {
        auth: 'user',
        rateLimit: { max: config.rateLimitSubmit, timeWindow: config.rateLimitWindowSeconds * 1000 },
      },
      schema: {
        ...doc(
          'Report an error in one field of a patent record',
          'Signed-in persons and companies only (a visitor token gets 1401, staff accounts 403); 404 for an ' +
            `unknown patent; 429 past ${PATENT_DATA_LIMITS.reportsPerDay} reports in 24 hours. Staff review it ` +
            'in the back office.',
        ),
        body: PatentErrorReportInputSchema,
        response: { 200: envelope(PatentErrorReportReceiptSchema) },
      },
    },
    async (request) => ok(request, await submitReport(request, request.body), 'success.patentReportSent'),
  );

  r.get(
    `${BASE}/reports`,
    {
      config: { module },
      schema: {
        ...doc('The data error reports, newest first; filters combine'),
        querystring: AdminPatentReportQuerySchema,
        response: { 200: envelope(AdminPatentReportPageSchema) },
      },
    },
    async (request) => ok(request, await listReports(app, request.query)),
  );
  const one = { params: PatentReportIdParamsSchema, response: { 200: envelope(AdminPatentReportDetailSchema) } };
  r.get(
    `${BASE}/reports/:id`,
    {
      config: { module },
      schema: { ...doc('A report beside the record’s current values, with its decision'), ...one },
    },
    async (request) => ok(request, await reportDetail(app, request.params.id)),
  );
  r.post(
    `${BASE}/reports/:id/accept`,
    {
      config: { module, action: 'patentData.accept' },
      schema: {
        ...doc('Accept with the corrected value: the record and its search entry change; the reporter is mailed'),
        ...one,
        body: PatentReportAcceptInputSchema,
      },
    },
    async (request) => {
      await acceptReport(request, request.params.id, request.body);
      return ok(request, await reportDetail(app, request.params.id), 'success.patentReportAccepted');
    },
  );
  r.post(
    `${BASE}/reports/:id/reject`,
    {
      config: { module, action: 'patentData.reject' },
      schema: { ...doc('Reject with the reason the reporter is mailed'), ...one, body: PatentReportRejectInputSchema },
    },
    async (request) => {
      await rejectReport(request, request.params.id, request.body);
      return ok(request, await reportDetail(app, request.params.id), 'success.patentReportRejected');
    },
  );

  r.get(
    `${BASE}/patents`,
    {
      config: { module },
      schema: {
        ...doc('A patent’s correctable values by application number (for a direct correction)'),
        querystring: PatentLookupQuerySchema,
        response: { 200: envelope(PatentCorrectionRecordSchema) },
      },
    },
    async (request) => ok(request, await lookupPatent(app, request.query.number)),
  );
  r.get(
    `${BASE}/corrections`,
    {
      config: { module },
      schema: {
        ...doc('Every correction with its value before and after, newest first'),
        querystring: AdminPatentCorrectionQuerySchema,
        response: { 200: envelope(PatentCorrectionPageSchema) },
      },
    },
    async (request) => ok(request, await listCorrections(app, request.query)),
  );
  r.post(
    `${BASE}/corrections`,
    {
      config: { module, action: 'patentData.correct' },
      schema: {
        ...doc('Correct a field of a patent record without a report'),
        body: PatentCorrectionInputSchema,
        response: { 200: envelope(z.object({ id: z.string().max(TEXT_LIMITS.id) })) },
      },
    },
    async (request) => ok(request, { id: await correctDirectly(request, request.body) }, 'success.patentCorrected'),
  );

  await patentImportsRoutes(app);
}
