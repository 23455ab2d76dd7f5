import {
  ContactRequestInputSchema,
  ContactRequestListQuerySchema,
  ContactRequestPageSchema,
  ContactRequestSentSchema,
  envelope,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { sendContactRequest } from './contact-requests.service.js';
import { listContactRequests } from './contact-requests-admin.js';

const doc = (summary: string, description?: string) => ({
  summary,
  tags: ['contact-requests'],
  ...(description ? { description } : {}),
});

/**
 * Contact requests through the platform (issue 24): the portal's send call and the staff list in
 * the content module. The per-sender daily limit is counted from the stored rows (the service);
 * the per-address request limit here only blunts floods of invalid calls.
 */
export async function contactRequestsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const submitLimit = { max: app.config.rateLimitSubmit, timeWindow: app.config.rateLimitWindowSeconds * 1000 };

  r.post(
    '/api/contact-requests',
    {
      config: { auth: 'any', action: 'contactRequest.create', rateLimit: submitLimit },
      schema: {
        ...doc(
          'Send a contact request to an expert or a demand’s company (mailed through the outbox)',
          'A visitor token needs captchaId and captchaCode (codes 1002, 1003); staff accounts get 403; 404 for a ' +
            'target that is not public, 409 for one that takes no contacts or has expired, 429 past the daily limit.',
        ),
        body: ContactRequestInputSchema,
        response: { 200: envelope(ContactRequestSentSchema) },
      },
    },
    async (request) => ok(request, await sendContactRequest(request, request.body), 'success.contactRequestSent'),
  );

  r.get(
    '/api/admin/contact-requests',
    {
      config: { module: 'content' },
      schema: {
        ...doc('Contact requests sent through the platform, newest first (filter by target kind)'),
        querystring: ContactRequestListQuerySchema,
        response: { 200: envelope(ContactRequestPageSchema) },
      },
    },
    async (request) => ok(request, await listContactRequests(app.db, request.query)),
  );
}
