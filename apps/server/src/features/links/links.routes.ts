import {
  envelope,
  LinkInputSchema,
  LinkListQuerySchema,
  LinkListSchema,
  LinkSchema,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { createLink, deleteLink, listLinks, updateLink } from './links.service.js';

const LinkIdParams = z.object({
  id: z.uuid({ error: 'error.linkNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const one = { 200: envelope(LinkSchema) };

/** OpenAPI description shared by the routes of this module. */
const doc = (summary: string) => ({ summary, tags: ['links'] });

/**
 * Jump links (`/linkManage`), module `links`: friendly and government links and the external
 * platforms of the top menu. Writes are logged by the audit hook under the `action` names below.
 */
export async function linksRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/links',
    {
      config: { module: 'links' },
      schema: {
        ...doc('List jump links (group, keyword)'),
        querystring: LinkListQuerySchema,
        response: { 200: envelope(LinkListSchema) },
      },
    },
    async (request) => ok(request, await listLinks(app.db, request.query)),
  );

  r.post(
    '/api/admin/links',
    {
      config: { module: 'links', action: 'link.create' },
      schema: { ...doc('Create a jump link'), body: LinkInputSchema, response: one },
    },
    async (request) => ok(request, await createLink(app.db, request.body), 'success.saved'),
  );

  r.put(
    '/api/admin/links/:id',
    {
      config: { module: 'links', action: 'link.update' },
      schema: { ...doc('Replace a jump link'), params: LinkIdParams, body: LinkInputSchema, response: one },
    },
    async (request) =>
      ok(request, await updateLink(app.db, app.storage, request.params.id, request.body), 'success.saved'),
  );

  r.delete(
    '/api/admin/links/:id',
    {
      config: { module: 'links', action: 'link.delete' },
      schema: {
        ...doc('Delete a jump link (refused while a banner leads to it)'),
        params: LinkIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteLink(app.db, app.storage, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );
}
