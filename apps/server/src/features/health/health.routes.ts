import { Code, envelope, translate } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { sendEnvelope } from '../../lib/error-handler.js';
import { localeOf, ok } from '../../lib/reply.js';

/** A probe that answers later than this counts as down: load balancers give up soon after. */
const PING_TIMEOUT_MS = 3_000;

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

/** Whether the database answers `select 1` within the timeout. */
async function pingDatabase(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness for load balancers and monitoring: public, no token, no details beyond
 * up/down (no versions, hosts or error texts), 200 when the database answers and 503 when not.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Health: 200 when the database answers, 503 when it does not (public)',
        tags: ['operations'],
        response: { 200: envelope(HealthSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await pingDatabase(app.db)) return ok(request, { status: 'ok' as const, database: 'up' as const });
      request.log.warn('health check: database unavailable');
      return sendEnvelope(reply, 503, {
        code: Code.SERVICE_UNAVAILABLE,
        msg: translate(localeOf(request), 'error.unavailable'),
        data: { status: 'unavailable', database: 'down' },
      });
    },
  );
}
