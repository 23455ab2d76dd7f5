import { envelope } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';

/** Data-search calls (`/api/data/...`): they accept only a database token. */
export async function dataRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/data/health',
    {
      config: { auth: 'database' },
      schema: {
        summary: 'Data-search service health (needs a database token)',
        response: { 200: envelope(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request) => ok(request, { ok: true as const }),
  );
}
