import { Code, envelope, translate, WatchRunResultSchema } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { scheduleDigests } from './watch-schedule.js';

/**
 * The operation statistics' "run due alerts now" (module `operationStats`, in the operation log):
 * after a data load, operators queue a digest for every alerting saved search and industry watch
 * at once instead of waiting for their schedules. Each digest still mails only what is new.
 */
export async function watchAdminRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/operation-stats/run-alerts',
    {
      config: { module: 'operationStats', action: 'watch.runAlerts' },
      schema: {
        summary: 'Queue a digest for every alerting saved search and industry watch now',
        tags: ['operation-stats'],
        response: { 200: envelope(WatchRunResultSchema) },
      },
    },
    async (request) => {
      const queued = await scheduleDigests(app, new Date(), { all: true });
      request.auditDetail = `searches ${queued.searches}, industries ${queued.industries}`;
      return { code: Code.OK, msg: translate(localeOf(request), 'success.watchRunQueued', queued), data: queued };
    },
  );
}
