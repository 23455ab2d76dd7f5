import { ConsultFiguresSchema, envelope, localDateAt } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReadThroughCache } from '../../lib/read-through-cache.js';
import { ok } from '../../lib/reply.js';
import { publicConsultFigures } from './consultation-figures.js';

/**
 * A minute absorbs a burst of visitors on the consultation page; a reply shows in the figures
 * within it. Keyed by the city month, so the twelve months move on at midnight of the first.
 */
const cache = createReadThroughCache(60_000);

/** The published consultation figures (互动交流数据), as inspected government sites show them. */
export async function consultationFiguresRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { timeZone } = app.config.cityProfile;

  r.get(
    '/api/consultations/figures',
    {
      config: { auth: 'any' },
      schema: {
        summary:
          'Per month of the last twelve: questions received, replied, replied on time, average working days to reply',
        tags: ['consultations'],
        response: { 200: envelope(ConsultFiguresSchema) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const month = localDateAt(now, timeZone).slice(0, 7);
      // Browsers revalidate: the server's short cache is the one that absorbs the load.
      reply.header('cache-control', 'no-cache');
      return ok(request, await cache.read(app.db, month, () => publicConsultFigures(app.db, timeZone, now)));
    },
  );
}
