import {
  envelope,
  MyTalentSchema,
  TalentApplicationInputSchema,
  TalentCardPageSchema,
  TalentDetailSchema,
  TalentDirectoryQuerySchema,
  TalentIdParamsSchema,
  UPLOAD_KINDS,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { sendPrivateFile } from '../uploads/private-file-reply.js';
import { readUpload } from '../uploads/uploads.service.js';
import { publicPhotoUploadId, publicTalent, searchTalents } from './talents.public.js';
import { applyForTalent, myTalent, withdrawTalent } from './talents.service.js';

const doc = (summary: string) => ({ summary, tags: ['talents'] });

/** A registered caller's user id (the `user` access level guarantees one). */
const callerId = (request: FastifyRequest) => request.auth?.userId as string;

const PHOTO = fileAnswer('The expert’s photo', UPLOAD_KINDS.image.mimes, UPLOAD_KINDS.image.maxBytes);

/**
 * The talent pool (人才专家库) for people: one's own entry (`/frontAccountInfo?tab=talent`) and the
 * public directory (`/talentPool`). Staff routes are in talents-admin.routes.ts.
 */
export async function talentsRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/my/talent',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('One’s own talent pool entry with its status and reject reason (null: never applied)'),
        response: { 200: envelope(MyTalentSchema.nullable()) },
      },
    },
    async (request) => ok(request, await myTalent(app.db, app.secrets, callerId(request))),
  );

  r.put(
    '/api/my/talent',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('Apply to the talent pool, or change one’s entry: either goes to review'),
        body: TalentApplicationInputSchema,
        response: { 200: envelope(MyTalentSchema) },
      },
    },
    async (request) => {
      await applyForTalent(app, callerId(request), request.body, localeOf(request));
      const entry = await myTalent(app.db, app.secrets, callerId(request));
      return ok(request, entry as NonNullable<typeof entry>, 'success.talentSubmitted');
    },
  );

  r.post(
    '/api/my/talent/withdraw',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('Withdraw one’s entry: it leaves the public directory at once'),
        response: { 200: envelope(MyTalentSchema) },
      },
    },
    async (request) => {
      await withdrawTalent(app.db, callerId(request));
      const entry = await myTalent(app.db, app.secrets, callerId(request));
      return ok(request, entry as NonNullable<typeof entry>, 'success.talentWithdrawn');
    },
  );

  r.get(
    '/api/talents',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('The public directory: industry, IPC section, service, verified only, keyword'),
        querystring: TalentDirectoryQuerySchema,
        response: { 200: envelope(TalentCardPageSchema) },
      },
    },
    async (request) => ok(request, await searchTalents(app.db, request.query)),
  );

  r.get(
    '/api/talents/:id',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('A published expert’s public profile (never phone or email)'),
        params: TalentIdParamsSchema,
        response: { 200: envelope(TalentDetailSchema) },
      },
    },
    async (request) => ok(request, await publicTalent(app.db, request.params.id)),
  );

  r.get(
    '/api/talents/:id/photo',
    {
      // Public: an <img> sends no token. Served only while the entry is published, never cached,
      // so a withdrawn or taken-down expert's photo is gone at once too.
      config: { auth: 'public' },
      schema: {
        ...doc('A published expert’s photo'),
        params: TalentIdParamsSchema,
        response: { 200: PHOTO },
      },
    },
    async (request, reply) => {
      const uploadId = await publicPhotoUploadId(app.db, request.params.id);
      return sendPrivateFile(reply, await readUpload(app.db, app.privateFiles, uploadId, null), 'inline');
    },
  );
}
