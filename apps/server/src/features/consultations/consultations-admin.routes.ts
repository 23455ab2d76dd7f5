import {
  AdminConsultDetailSchema,
  AdminConsultPageSchema,
  AdminConsultQuerySchema,
  AdminFaqSchema,
  Code,
  ConsultAssignInputSchema,
  ConsultFileParamsSchema,
  ConsultForwardInputSchema,
  ConsultHandlerListSchema,
  ConsultIdParamsSchema,
  ConsultRejectInputSchema,
  ConsultReplyInputSchema,
  ConsultWordingInputSchema,
  envelope,
  FaqInputSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logReveal } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { privateFileAnswer, sendPrivateFile } from '../uploads/private-file-reply.js';
import { assignQuestion, forwardQuestion, rejectQuestion, replyToQuestion } from './consultation-handling.js';
import { editWording, makeFaq, setPublished } from './consultation-publishing.js';
import { listHandlers, listQueue, queueDetail } from './consultation-queue.js';
import { fileOf } from './consultations.service.js';

const doc = (summary: string) => ({ summary, tags: ['consultations'] });
const BASE = '/api/admin/consultations';
const module = 'consultations' as const;
const one = { 200: envelope(AdminConsultDetailSchema) };

/**
 * The consultation queue (`/system/consultManage`, module `consultations`): the list with its
 * filters, a question with the asker's contact and history, the handlers, and every step (assign,
 * forward, reply, close as not a consultation, publish, edit the public wording, make a FAQ).
 * Every write is in the operation log by the audit hook; the asker and handlers are mailed.
 */
export async function consultationsAdminRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staffId = (request: FastifyRequest) => request.auth?.userId ?? null;
  const detail = (request: FastifyRequest<{ Params: { id: string } }>) => queueDetail(app, request.params.id);

  r.get(
    BASE,
    {
      config: { module },
      schema: {
        ...doc('The queue, open questions first and earliest due on top; filters combine'),
        querystring: AdminConsultQuerySchema,
        response: { 200: envelope(AdminConsultPageSchema) },
      },
    },
    async (request) => ok(request, await listQueue(app, request.query)),
  );
  r.get(
    `${BASE}/handlers`,
    {
      config: { module },
      schema: {
        ...doc('Who questions can be assigned to: enabled operations and admin accounts (names only)'),
        response: { 200: envelope(ConsultHandlerListSchema) },
      },
    },
    async (request) => ok(request, await listHandlers(app.db)),
  );
  r.get(
    `${BASE}/:id`,
    {
      config: { module },
      schema: {
        ...doc('A question with the asker’s contact (personal data: the view is logged), files and history'),
        params: ConsultIdParamsSchema,
        response: one,
      },
    },
    async (request) => {
      const found = await detail(request);
      await logReveal(request, 'consultation.viewContact', request.params.id);
      return ok(request, found);
    },
  );
  r.get(
    `${BASE}/:id/files/:fileId`,
    {
      config: { module },
      schema: {
        ...doc('A file attached to a question'),
        params: ConsultFileParamsSchema,
        response: { 200: privateFileAnswer('The attached file') },
      },
    },
    async (request, reply) => {
      const file = await fileOf(app.db, request.params.id, request.params.fileId);
      const bytes = await app.privateFiles.get(file.storageId);
      if (!bytes) throw new AppError(Code.NOT_FOUND, 'error.fileNotFound');
      return sendPrivateFile(reply, { id: file.id, name: file.name, mime: file.mime, size: file.size, bytes });
    },
  );

  const steps = { params: ConsultIdParamsSchema, response: one };
  r.post(
    `${BASE}/:id/assign`,
    {
      config: { module, action: 'consultation.assign' },
      schema: { ...doc('Assign an open question to a handler (mailed)'), ...steps, body: ConsultAssignInputSchema },
    },
    async (request) => {
      await assignQuestion(app, staffId(request), request.params.id, request.body);
      return ok(request, await detail(request), 'success.consultAssigned');
    },
  );
  r.post(
    `${BASE}/:id/forward`,
    {
      config: { module, action: 'consultation.forward' },
      schema: {
        ...doc('Forward an assigned question to another handler, with a note'),
        ...steps,
        body: ConsultForwardInputSchema,
      },
    },
    async (request) => {
      await forwardQuestion(app, staffId(request), request.params.id, request.body);
      return ok(request, await detail(request), 'success.consultForwarded');
    },
  );
  r.post(
    `${BASE}/:id/reply`,
    {
      config: { module, action: 'consultation.reply' },
      schema: {
        ...doc('Reply (plain text); the asker is told by mail or SMS'),
        ...steps,
        body: ConsultReplyInputSchema,
      },
    },
    async (request) => {
      await replyToQuestion(app, staffId(request), request.params.id, request.body);
      return ok(request, await detail(request), 'success.consultReplied');
    },
  );
  r.post(
    `${BASE}/:id/reject`,
    {
      config: { module, action: 'consultation.reject' },
      schema: {
        ...doc('Close as not a consultation, with the reason the asker sees'),
        ...steps,
        body: ConsultRejectInputSchema,
      },
    },
    async (request) => {
      await rejectQuestion(app, staffId(request), request.params.id, request.body);
      return ok(request, await detail(request), 'success.consultRejected');
    },
  );
  for (const [path, published, message] of [
    ['publish', true, 'success.consultPublished'],
    ['unpublish', false, 'success.consultUnpublished'],
  ] as const) {
    r.post(
      `${BASE}/:id/${path}`,
      {
        config: { module, action: `consultation.${path}` },
        schema: {
          ...doc(published ? 'Publish a replied question the asker allowed' : 'Take a question off the site'),
          ...steps,
        },
      },
      async (request) => {
        await setPublished(app, staffId(request), request.params.id, published);
        return ok(request, await detail(request), message);
      },
    );
  }
  r.put(
    `${BASE}/:id/wording`,
    {
      config: { module, action: 'consultation.editWording' },
      schema: {
        ...doc('Edit the public title and question (each change logged with before and after)'),
        ...steps,
        body: ConsultWordingInputSchema,
      },
    },
    async (request) => {
      await editWording(app, staffId(request), request.params.id, request.body);
      return ok(request, await detail(request), 'success.consultWordingSaved');
    },
  );
  r.post(
    `${BASE}/:id/faq`,
    {
      config: { module, action: 'consultation.makeFaq' },
      schema: {
        ...doc('Make a FAQ entry from a replied question (question, answer and category as edited)'),
        params: ConsultIdParamsSchema,
        body: FaqInputSchema,
        response: { 200: envelope(AdminFaqSchema) },
      },
    },
    async (request) =>
      ok(request, await makeFaq(app, staffId(request), request.params.id, request.body), 'success.faqCreated'),
  );
}
