import { envelope, FooterInputSchema, FooterSchema } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { getFooter, saveFooter } from './footer.service.js';

const footer = { 200: envelope(FooterSchema) };

/** OpenAPI description shared by the routes of this module. */
const doc = (summary: string) => ({ summary, tags: ['footer'] });

/** The site footer (`/home/footer`), module `home`; saving is logged as `footer.update`. */
export async function footerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/footer',
    {
      config: { module: 'home' },
      schema: { ...doc('The footer (a default from configuration until first saved)'), response: footer },
    },
    async (request) => ok(request, await getFooter(app.db, app.config)),
  );

  r.put(
    '/api/admin/footer',
    {
      config: { module: 'home', action: 'footer.update' },
      schema: { ...doc('Save the footer'), body: FooterInputSchema, response: footer },
    },
    async (request) => ok(request, await saveFooter(app.db, app.storage, request.body), 'success.saved'),
  );
}
