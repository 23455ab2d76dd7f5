import {
  envelope,
  IdentityDetailSchema,
  IdentityIdParamsSchema,
  IdentityListQuerySchema,
  IdentityPageSchema,
  IdentityRejectInputSchema,
  UPLOAD_KINDS,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logReveal } from '../../lib/audit.js';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { ok } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { sendPrivateFile } from '../uploads/private-file-reply.js';
import { readUpload } from '../uploads/uploads.service.js';
import { identityDetail, licenseUploadOf, listIdentities, reviewIdentity } from './identity-review.js';

const doc = (summary: string) => ({ summary, tags: ['identity'] });

/**
 * A licence is the applicant's private upload, an image or a PDF (isLicenseFile): an image
 * upload (5 MiB) or an attachment upload (20 MiB), whose limits are checked before it is stored.
 */
const LICENSE_FILE = fileAnswer(
  'The licence scan or photo',
  [...UPLOAD_KINDS.image.mimes, 'application/pdf'],
  Math.max(UPLOAD_KINDS.image.maxBytes, UPLOAD_KINDS.attachment.maxBytes),
);

/**
 * Review of real-name authentications in `/account/infos` (module `accounts`). Approve and reject
 * are logged by the audit hook; reading a detail (full ID number and phone) is logged here.
 */
export async function identityReviewRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/identities',
    {
      config: { module: 'accounts' },
      schema: {
        ...doc('Authentication submissions (status, kind, keyword); ID numbers and phones masked'),
        querystring: IdentityListQuerySchema,
        response: { 200: envelope(IdentityPageSchema) },
      },
    },
    async (request) => ok(request, await listIdentities(app.db, request.query)),
  );

  r.get(
    '/api/admin/identities/:id',
    {
      config: { module: 'accounts' },
      schema: {
        ...doc('One submission in full (each view is logged as identity.reveal)'),
        params: IdentityIdParamsSchema,
        response: { 200: envelope(IdentityDetailSchema) },
      },
    },
    async (request) => {
      const detail = await identityDetail(app, request.params.id);
      await logReveal(request, 'identity.reveal', detail.id);
      return ok(request, detail);
    },
  );

  r.get(
    '/api/admin/identities/:id/license',
    {
      config: { module: 'accounts' },
      schema: {
        ...doc('The business licence of a submission'),
        params: IdentityIdParamsSchema,
        response: { 200: LICENSE_FILE },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(app.db, app.privateFiles, await licenseUploadOf(app.db, request.params.id), null);
      return sendPrivateFile(reply, upload, 'inline');
    },
  );

  r.post(
    '/api/admin/identities/:id/approve',
    {
      config: { module: 'accounts', action: 'identity.approve' },
      schema: {
        ...doc('Approve: the role follows (person common, company user); the applicant is told'),
        params: IdentityIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await reviewIdentity(app, request.auth?.userId ?? null, request.params.id, { approve: true });
      return ok(request, null, 'success.identityApproved');
    },
  );

  r.post(
    '/api/admin/identities/:id/reject',
    {
      config: { module: 'accounts', action: 'identity.reject' },
      schema: {
        ...doc('Reject with a reason; the applicant is told and may submit again'),
        params: IdentityIdParamsSchema,
        body: IdentityRejectInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const decision = { approve: false as const, reason: request.body.reason };
      await reviewIdentity(app, request.auth?.userId ?? null, request.params.id, decision);
      return ok(request, null, 'success.identityRejected');
    },
  );
}
