import { envelope, HomeSchema, SiteSchema } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { cachedHome, cachedSite } from './home-cache.js';

/** OpenAPI description shared by the routes of this module. */
const doc = (summary: string) => ({ summary, tags: ['portal'] });

/**
 * The front site's shared reads: site settings on every page, the home page's data in one call.
 * Both are cached in memory for a few seconds and dropped on every content write; browsers are
 * told to revalidate so a visitor never keeps an old copy.
 */
export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/site',
    {
      config: { auth: 'any' },
      schema: { ...doc('Footer and enabled jump links'), response: { 200: envelope(SiteSchema) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(request, await cachedSite(app.db, app.config));
    },
  );

  r.get(
    '/api/home',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('Portal home: banners on show, latest news and policies, figures'),
        response: { 200: envelope(HomeSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(request, await cachedHome(app.db));
    },
  );
}
