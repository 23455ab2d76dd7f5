import {
  ApplicationActionInputSchema,
  ApplicationDetailSchema,
  ApplicationFilterSchema,
  ApplicationListQuerySchema,
  ApplicationPageSchema,
  ApplicationSummarySchema,
  AssignApplicationInputSchema,
  AssigneeListSchema,
  envelope,
  MyApplicationsQuerySchema,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logReveal } from '../../lib/audit.js';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import { contentDisposition } from '../files/files.routes.js';
import { exportStamp } from '../logs/logs.export.js';
import { privateFileAnswer, sendPrivateFile } from '../uploads/private-file-reply.js';
import { detailOf } from './application-detail.js';
import { EXPORT_MAX_BYTES, EXPORT_ROW_LIMIT, toXlsx } from './applications.export.js';
import { findSummaryRow } from './applications.queries.js';
import {
  assignApplication,
  filteredApplications,
  listApplications,
  listAssignees,
  readApplicationAttachment,
  requireKindAccess,
  takeAction,
} from './staff.service.js';

const IdParams = z.object({
  id: z.uuid({ error: 'error.applicationNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const AttachmentParams = IdParams.extend({
  uploadId: z.uuid({ error: 'error.fileNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const doc = (summary: string) => ({ summary, tags: ['applications'] });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends the export as a download that no cache keeps, with the number of rows it holds. */
function sendWorkbook(reply: FastifyReply, workbook: Buffer, rows: number): FastifyReply {
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', contentDisposition('attachment', `applications-${exportStamp()}.xlsx`))
    .header('cache-control', 'no-store')
    .header('x-export-rows', String(rows))
    .send(workbook);
}

/** The staff member calling (the module check guarantees a registered user). */
const staff = (request: FastifyRequest) => request.auth as AuthContext & { userId: string };

/**
 * Handling applications in the back office (`/data/applyFrom`, `/data/analysis`,
 * `/data/applications`). Every route is staff-only (module `applications`, bus and admin) and is
 * further authorised by the module of each kind it touches: a list names its kinds, a single
 * application is checked against its own kind.
 */
export async function applicationsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { module: 'applications' } as const;
  const timeZone = app.config.cityProfile.timeZone;

  r.get(
    '/api/admin/applications',
    {
      config,
      schema: {
        ...doc('Applications of the given kinds, filtered, sorted, paged'),
        querystring: ApplicationListQuerySchema,
        response: { 200: envelope(ApplicationPageSchema) },
      },
    },
    async (request) => {
      requireKindAccess(staff(request).role, request.query.kinds);
      return ok(request, await listApplications(app.db, request.query, staff(request).userId, timeZone));
    },
  );

  r.get(
    '/api/admin/applications/export',
    {
      config,
      schema: {
        ...doc('The filtered list as XLSX'),
        querystring: ApplicationFilterSchema,
        response: { 200: fileAnswer('The workbook', [XLSX], EXPORT_MAX_BYTES) },
      },
    },
    async (request, reply) => {
      requireKindAccess(staff(request).role, request.query.kinds);
      const items = await filteredApplications(
        app.db,
        request.query,
        staff(request).userId,
        timeZone,
        EXPORT_ROW_LIMIT,
      );
      return sendWorkbook(reply, await toXlsx(items, localeOf(request), timeZone), items.length);
    },
  );

  r.get(
    '/api/admin/applications/assignees',
    {
      config,
      schema: {
        ...doc('Staff who may be given applications of the given kinds'),
        querystring: MyApplicationsQuerySchema,
        response: { 200: envelope(AssigneeListSchema) },
      },
    },
    async (request) => ok(request, await listAssignees(app.db, request.query.kinds)),
  );

  r.get(
    '/api/admin/applications/:id',
    {
      config,
      schema: {
        ...doc('One application: data, attachments, history, allowed actions'),
        params: IdParams,
        response: { 200: envelope(ApplicationDetailSchema) },
      },
    },
    async (request) => {
      const row = await findSummaryRow(app.db, request.params.id);
      requireKindAccess(staff(request).role, [row.application.kind]);
      // The detail shows personal data unmasked (phones in the form): who looked is logged.
      await logReveal(request, 'application.view', row.application.id);
      return ok(request, await detailOf(app.db, row, true));
    },
  );

  r.get(
    '/api/admin/applications/:id/attachments/:uploadId',
    {
      config,
      schema: {
        ...doc("An attachment of the application (only the application's own)"),
        params: AttachmentParams,
        response: { 200: privateFileAnswer('The attached file') },
      },
    },
    async (request, reply) => {
      const { id, uploadId } = request.params;
      const file = await readApplicationAttachment(app.db, app.privateFiles, id, uploadId, staff(request).role);
      return sendPrivateFile(reply, file);
    },
  );

  r.post(
    '/api/admin/applications/:id/actions',
    {
      config: { ...config, action: 'application.action' },
      schema: {
        ...doc('Accept, start, complete, return or reject (return and reject need a comment)'),
        params: IdParams,
        body: ApplicationActionInputSchema,
        response: { 200: envelope(ApplicationDetailSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await takeAction(app.db, app.config, staff(request), id, request.body, localeOf(request));
      return ok(request, await detailOf(app.db, await findSummaryRow(app.db, id), true), 'success.ok');
    },
  );

  r.put(
    '/api/admin/applications/:id/assignee',
    {
      config: { ...config, action: 'application.assign' },
      schema: {
        ...doc('Give the application to a staff member, or to nobody'),
        params: IdParams,
        body: AssignApplicationInputSchema,
        response: { 200: envelope(ApplicationSummarySchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const summary = await assignApplication(app.db, staff(request), id, request.body.assigneeId, localeOf(request));
      return ok(request, summary, 'success.saved');
    },
  );
}
