import { envelope, StatIndicatorDetailSchema, StatOverviewQuerySchema, StatOverviewSchema } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { readThroughStatistics } from './statistics-cache.js';
import { loadIndicatorDetail, loadOverview } from './statistics-public.service.js';

const doc = (summary: string) => ({ summary, tags: ['portal'] });

/** The front site's statistics reads (any visitor or user token), cached until the next write. */
export async function statisticsPublicRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profile = app.config.cityProfile;

  r.get(
    '/api/statistics/overview',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('City IP data: headline figures of a year, an indicator’s trend and district ranking, compositions'),
        querystring: StatOverviewQuerySchema,
        response: { 200: envelope(StatOverviewSchema) },
      },
    },
    async (request) => {
      const { year, indicator } = request.query;
      const key = `overview:${year ?? 'latest'}:${indicator}`;
      return ok(request, await readThroughStatistics(app.db, key, () => loadOverview(app.db, profile, request.query)));
    },
  );

  r.get(
    '/api/statistics/detail',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('One indicator in depth: trend, months, district ranking, district-by-year table'),
        querystring: StatOverviewQuerySchema,
        response: { 200: envelope(StatIndicatorDetailSchema) },
      },
    },
    async (request) => {
      const { year, indicator } = request.query;
      const key = `detail:${year ?? 'latest'}:${indicator}`;
      return ok(
        request,
        await readThroughStatistics(app.db, key, () => loadIndicatorDetail(app.db, profile, request.query)),
      );
    },
  );
}
