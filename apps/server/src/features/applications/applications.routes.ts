import {
  APPLICATION_KINDS,
  ApplicationDetailSchema,
  ApplicationKindKeySchema,
  ApplicationKindListSchema,
  ApplicationSummarySchema,
  DraftInputSchema,
  DraftSchema,
  envelope,
  MyApplicationListSchema,
  MyApplicationsQuerySchema,
  ResubmitApplicationInputSchema,
  SubmitApplicationInputSchema,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { localeOf, ok } from '../../lib/reply.js';
import { columnOpenFor } from '../opening-times/column-guard.js';
import { listKinds } from './catalogue.js';
import { deleteDraft, getDraft, saveDraft } from './drafts.service.js';
import { applicationsOf, myApplication } from './my-applications.js';
import { resubmitApplication, submitApplication } from './submit.service.js';

const KindParams = z.object({ kind: ApplicationKindKeySchema });
const IdParams = z.object({
  id: z.uuid({ error: 'error.applicationNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const doc = (summary: string) => ({ summary, tags: ['applications'] });

/** The registered caller (the `user` access level guarantees one). */
const caller = (request: FastifyRequest) => request.auth as AuthContext & { userId: string };

/** The column of the kind named in the URL; an unknown kind has none and fails validation. */
const columnOfKind = (request: FastifyRequest) => {
  const parsed = KindParams.safeParse(request.params);
  return parsed.success ? APPLICATION_KINDS[parsed.data.kind].column : null;
};

/**
 * Online business for citizens and companies (issue 6): the catalogue, submissions (refused with
 * 423 while the kind's column is closed), drafts, and one's own applications with their history.
 */
export async function applicationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each submission forwards a mail with attachments: a burst would flood the staff mailboxes (case 18).
  const submitLimit = { max: app.config.rateLimitSubmit, timeWindow: app.config.rateLimitWindowSeconds * 1000 };

  r.get(
    '/api/applications/kinds',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('The business kinds: forms, column open state, who may apply, may the caller apply'),
        response: { 200: envelope(ApplicationKindListSchema) },
      },
    },
    async (request) => ok(request, await listKinds(app.db, app.config, request.auth)),
  );

  r.post(
    '/api/applications/:kind',
    {
      config: { auth: 'user', rateLimit: submitLimit },
      preValidation: columnOpenFor(columnOfKind),
      schema: {
        ...doc('Submit an application (the same idempotencyKey again returns the first one)'),
        params: KindParams,
        body: SubmitApplicationInputSchema,
        response: { 200: envelope(ApplicationSummarySchema) },
      },
    },
    async (request) => {
      const submission = { kind: request.params.kind, ...request.body };
      const summary = await submitApplication(app.db, app.config, caller(request), submission, localeOf(request));
      return ok(request, summary, 'success.submitted');
    },
  );

  r.get(
    '/api/applications/drafts/:kind',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('My draft of a kind, or null'),
        params: KindParams,
        response: { 200: envelope(DraftSchema.nullable()) },
      },
    },
    async (request) => ok(request, await getDraft(app.db, caller(request).userId, request.params.kind)),
  );

  r.put(
    '/api/applications/drafts/:kind',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('Save my draft of a kind (one per kind)'),
        params: KindParams,
        body: DraftInputSchema,
        response: { 200: envelope(DraftSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await saveDraft(app.db, caller(request).userId, request.params.kind, request.body.data),
        'success.saved',
      ),
  );

  r.delete(
    '/api/applications/drafts/:kind',
    {
      config: { auth: 'user' },
      schema: { ...doc('Discard my draft of a kind'), params: KindParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deleteDraft(app.db, caller(request).userId, request.params.kind);
      return ok(request, null, 'success.deleted');
    },
  );

  r.get(
    '/api/applications/mine',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('My applications, newest first'),
        querystring: MyApplicationsQuerySchema,
        response: { 200: envelope(MyApplicationListSchema) },
      },
    },
    async (request) => ok(request, await applicationsOf(app.db, caller(request).userId, request.query.kinds)),
  );

  r.get(
    '/api/applications/mine/:id',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('One of my applications with its history (404 for anybody else’s)'),
        params: IdParams,
        response: { 200: envelope(ApplicationDetailSchema) },
      },
    },
    async (request) => ok(request, await myApplication(app.db, caller(request).userId, request.params.id)),
  );

  r.put(
    '/api/applications/mine/:id',
    {
      config: { auth: 'user', rateLimit: submitLimit },
      schema: {
        ...doc('Correct and resubmit an application returned for correction'),
        params: IdParams,
        body: ResubmitApplicationInputSchema,
        response: { 200: envelope(ApplicationSummarySchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const summary = await resubmitApplication(
        app.db,
        app.config,
        caller(request),
        id,
        request.body.data,
        localeOf(request),
      );
      return ok(request, summary, 'success.submitted');
    },
  );
}
