import {
  AdminEvaluationPageSchema,
  AdminEvaluationQuerySchema,
  EvaluationCaseSchema,
  EvaluationFilterSchema,
  EvaluationIdParamsSchema,
  envelope,
  RectificationAnswerInputSchema,
  RectificationQueueQuerySchema,
  RectificationVerifyInputSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import { contentDisposition } from '../files/files.routes.js';
import { exportStamp } from '../logs/logs.export.js';
import { EXPORT_MAX_BYTES, EXPORT_ROW_LIMIT, toXlsx } from './evaluations.export.js';
import {
  answerCase,
  exportReviews,
  listReviews,
  rectificationQueue,
  reviewCase,
  verifyCase,
} from './evaluations-admin.js';

const doc = (summary: string) => ({ summary, tags: ['evaluations'] });
const BASE = '/api/admin/evaluations';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const one = { 200: envelope(EvaluationCaseSchema) };

/** Sends the export as a download that no cache keeps, with the number of rows it holds. */
function sendWorkbook(reply: FastifyReply, workbook: Buffer, rows: number): FastifyReply {
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', contentDisposition('attachment', `evaluations-${exportStamp()}.xlsx`))
    .header('cache-control', 'no-store')
    .header('x-export-rows', String(rows))
    .send(workbook);
}

/**
 * The back office of 好差评 (`/system/evaluation`, module `evaluations`: bus and admin). Every
 * write and the export are in the operation log by the audit hook.
 */
export async function evaluationsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staffId = (request: FastifyRequest) => request.auth?.userId ?? null;
  const timeZone = app.config.cityProfile.timeZone;

  r.get(
    BASE,
    {
      config: { module: 'evaluations' },
      schema: {
        ...doc('Every review under the filters, newest first'),
        querystring: AdminEvaluationQuerySchema,
        response: { 200: envelope(AdminEvaluationPageSchema) },
      },
    },
    async (request) => ok(request, await listReviews(app, request.query)),
  );
  r.get(
    `${BASE}/export`,
    {
      config: { module: 'evaluations', action: 'evaluation.export' },
      schema: {
        ...doc('The filtered reviews as XLSX'),
        querystring: EvaluationFilterSchema,
        response: { 200: fileAnswer('The workbook', [XLSX], EXPORT_MAX_BYTES) },
      },
    },
    async (request, reply) => {
      const items = await exportReviews(app, request.query, EXPORT_ROW_LIMIT);
      return sendWorkbook(reply, await toXlsx(items, localeOf(request), timeZone), items.length);
    },
  );
  r.get(
    `${BASE}/rectifications`,
    {
      config: { module: 'evaluations' },
      schema: {
        ...doc('Rectification cases by status and deadline (due soon, overdue), earliest deadline first'),
        querystring: RectificationQueueQuerySchema,
        response: { 200: envelope(AdminEvaluationPageSchema) },
      },
    },
    async (request) => ok(request, await rectificationQueue(app, request.query)),
  );
  r.get(
    `${BASE}/:id`,
    {
      config: { module: 'evaluations' },
      schema: {
        ...doc('One review with what it rates and its rectification case'),
        params: EvaluationIdParamsSchema,
        response: one,
      },
    },
    async (request) => ok(request, await reviewCase(app, request.params.id)),
  );
  r.post(
    `${BASE}/:id/verify`,
    {
      config: { module: 'evaluations', action: 'evaluation.verify' },
      schema: {
        ...doc('Record what the verification of the complaint found (an open case)'),
        params: EvaluationIdParamsSchema,
        body: RectificationVerifyInputSchema,
        response: one,
      },
    },
    async (request) => {
      await verifyCase(app, staffId(request), request.params.id, request.body.note);
      return ok(request, await reviewCase(app, request.params.id), 'success.rectificationVerified');
    },
  );
  r.post(
    `${BASE}/:id/answer`,
    {
      config: { module: 'evaluations', action: 'evaluation.answer' },
      schema: {
        ...doc('Answer a verified case (rectified or explained); the rater is mailed'),
        params: EvaluationIdParamsSchema,
        body: RectificationAnswerInputSchema,
        response: one,
      },
    },
    async (request) => {
      await answerCase(app, staffId(request), request.params.id, request.body);
      return ok(request, await reviewCase(app, request.params.id), 'success.rectificationAnswered');
    },
  );
}
