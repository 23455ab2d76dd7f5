import {
  AdminTalentDetailSchema,
  AdminTalentListQuerySchema,
  AdminTalentPageSchema,
  envelope,
  TalentIdParamsSchema,
  TalentRejectInputSchema,
  TalentStaffInputSchema,
  UPLOAD_KINDS,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logReveal } from '../../lib/audit.js';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { sendPrivateFile } from '../uploads/private-file-reply.js';
import { readUpload } from '../uploads/uploads.service.js';
import { talentById } from './talent-entry.js';
import { adminTalentDetail, createTalent, decideTalent, listAdminTalents, updateTalent } from './talents-admin.js';

const doc = (summary: string) => ({ summary, tags: ['talents'] });
const staffId = (request: FastifyRequest) => request.auth?.userId as string;
const one = { 200: envelope(AdminTalentDetailSchema) };

/**
 * The talent pool in the back office (`/content/talents`, module `content`): the review queue,
 * approve, reject with a reason, take down, add and edit (verifying certificate numbers). Writes
 * are in the operation log by the audit hook; reading a detail (phone and email opened) is logged here.
 */
export async function talentsAdminRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/talents',
    {
      config: { module: 'content' },
      schema: {
        ...doc('The talent pool queue (status, keyword), applications awaiting review first'),
        querystring: AdminTalentListQuerySchema,
        response: { 200: envelope(AdminTalentPageSchema) },
      },
    },
    async (request) => ok(request, await listAdminTalents(app.db, request.query)),
  );

  r.get(
    '/api/admin/talents/:id',
    {
      config: { module: 'content' },
      schema: {
        ...doc('One entry in full, phone and email opened (each view is logged as talent.reveal)'),
        params: TalentIdParamsSchema,
        response: one,
      },
    },
    async (request) => {
      const detail = await adminTalentDetail(app, request.params.id);
      await logReveal(request, 'talent.reveal', detail.id);
      return ok(request, detail);
    },
  );

  r.get(
    '/api/admin/talents/:id/photo',
    {
      config: { module: 'content' },
      schema: {
        ...doc('The photo of an entry in any status (to review it)'),
        params: TalentIdParamsSchema,
        response: { 200: fileAnswer('The photo', UPLOAD_KINDS.image.mimes, UPLOAD_KINDS.image.maxBytes) },
      },
    },
    async (request, reply) => {
      const row = await talentById(app.db, request.params.id);
      const upload = await readUpload(app.db, app.privateFiles, row?.photoUploadId ?? '', null);
      return sendPrivateFile(reply, upload, 'inline');
    },
  );

  r.post(
    '/api/admin/talents',
    {
      config: { module: 'content', action: 'talent.create' },
      schema: { ...doc('Add an expert (published at once)'), body: TalentStaffInputSchema, response: one },
    },
    async (request) =>
      ok(request, await createTalent(app, staffId(request), request.body, localeOf(request)), 'success.saved'),
  );

  r.put(
    '/api/admin/talents/:id',
    {
      config: { module: 'content', action: 'talent.update' },
      schema: {
        ...doc('Correct an entry and mark certificate numbers verified; the status stays'),
        params: TalentIdParamsSchema,
        body: TalentStaffInputSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        request,
        await updateTalent(app, staffId(request), request.params.id, request.body, localeOf(request)),
        'success.saved',
      ),
  );

  const decision = (
    path: string,
    action: string,
    summary: string,
    message: 'success.talentApproved' | 'success.talentTakenDown',
    kind: 'approved' | 'takenDown',
  ) =>
    r.post(
      `/api/admin/talents/:id/${path}`,
      {
        config: { module: 'content', action },
        schema: { ...doc(summary), params: TalentIdParamsSchema, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        await decideTalent(app, staffId(request), request.params.id, { kind });
        return ok(request, null, message);
      },
    );
  decision(
    'approve',
    'talent.approve',
    'Approve a pending application: it is published, the applicant told',
    'success.talentApproved',
    'approved',
  );
  decision(
    'take-down',
    'talent.takeDown',
    'Take a published entry down; the applicant is told',
    'success.talentTakenDown',
    'takenDown',
  );

  r.post(
    '/api/admin/talents/:id/reject',
    {
      config: { module: 'content', action: 'talent.reject' },
      schema: {
        ...doc('Reject a pending application with a reason the applicant sees'),
        params: TalentIdParamsSchema,
        body: TalentRejectInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await decideTalent(app, staffId(request), request.params.id, { kind: 'rejected', reason: request.body.reason });
      return ok(request, null, 'success.talentRejected');
    },
  );
}
