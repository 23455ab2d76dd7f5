import {
  AdminFaqPageSchema,
  AdminFaqQuerySchema,
  AdminFaqSchema,
  envelope,
  FaqIdParamsSchema,
  FaqInputSchema,
  FaqPublicPageSchema,
  FaqPublicSchema,
  FaqQuerySchema,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { listAdminFaqs, listPublicFaqs, publicFaq, setFaqPublished, updateFaq } from './faqs.queries.js';

const doc = (summary: string) => ({ summary, tags: ['consultations'] });
const ADMIN = '/api/admin/faqs';
const module = 'consultations' as const;

/**
 * FAQ entries (常见问题) made from replies: everyone reads the published ones (the site search
 * links to `/api/faqs/:id`); staff of the consultations module edit them and take them off.
 */
export async function faqsRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/faqs',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('Published FAQ entries by category and keyword (segmented), newest first'),
        querystring: FaqQuerySchema,
        response: { 200: envelope(FaqPublicPageSchema) },
      },
    },
    async (request) => ok(request, await listPublicFaqs(app.db, request.query)),
  );
  r.get(
    '/api/faqs/:id',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('A published FAQ entry'),
        params: FaqIdParamsSchema,
        response: { 200: envelope(FaqPublicSchema) },
      },
    },
    async (request) => ok(request, await publicFaq(app.db, request.params.id)),
  );

  r.get(
    ADMIN,
    {
      config: { module },
      schema: {
        ...doc('Every FAQ entry, by publication, category and keyword'),
        querystring: AdminFaqQuerySchema,
        response: { 200: envelope(AdminFaqPageSchema) },
      },
    },
    async (request) => ok(request, await listAdminFaqs(app.db, request.query)),
  );
  r.put(
    `${ADMIN}/:id`,
    {
      config: { module, action: 'faq.update' },
      schema: {
        ...doc('Edit a FAQ entry’s category, question and answer'),
        params: FaqIdParamsSchema,
        body: FaqInputSchema,
        response: { 200: envelope(AdminFaqSchema) },
      },
    },
    async (request) => ok(request, await updateFaq(app.db, request.params.id, request.body), 'success.faqSaved'),
  );
  for (const [path, published, message] of [
    ['publish', true, 'success.faqPublished'],
    ['unpublish', false, 'success.faqUnpublished'],
  ] as const) {
    r.post(
      `${ADMIN}/:id/${path}`,
      {
        config: { module, action: `faq.${path}` },
        schema: {
          ...doc(published ? 'Put a FAQ entry on the site' : 'Take a FAQ entry off the site'),
          params: FaqIdParamsSchema,
          response: { 200: envelope(AdminFaqSchema) },
        },
      },
      async (request) => ok(request, await setFaqPublished(app.db, request.params.id, published), message),
    );
  }
}
