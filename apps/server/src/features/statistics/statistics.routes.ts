import {
  envelope,
  StatFigureInputSchema,
  StatFigureListQuerySchema,
  StatFigurePageSchema,
  StatFigureSchema,
  StatFigureUpdateSchema,
  StatHistoryPageSchema,
  StatHistoryQuerySchema,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf, ok } from '../../lib/reply.js';
import { createFigure, deleteFigure, getFigure, listFigures, updateFigure } from './figures.service.js';
import { listHistory } from './history.service.js';
import { actorOf, adminDoc } from './route-kit.js';
import { statisticsPublicRoutes } from './statistics-public.routes.js';
import { statisticsSpreadsheetRoutes } from './statistics-spreadsheet.routes.js';

const FigureIdParams = z.object({
  id: z.uuid({ error: 'error.statFigureNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const one = { 200: envelope(StatFigureSchema) };

/**
 * City IP data (`/content/dataStatistics`, `/content/dataOpreation`), module `dataStatistics`:
 * figures by indicator, district and period, their edit history, the Excel template, import and
 * export; and the front site's reads (`/patentStatistics`). Writes are logged by the audit hook.
 */
export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profile = app.config.cityProfile;

  r.get(
    '/api/admin/statistics/figures',
    {
      config: { module: 'dataStatistics' },
      schema: {
        ...adminDoc('One page of figures (indicator, district, year, period filters)'),
        querystring: StatFigureListQuerySchema,
        response: { 200: envelope(StatFigurePageSchema) },
      },
    },
    async (request) => ok(request, await listFigures(app.db, profile, request.query)),
  );

  r.get(
    '/api/admin/statistics/figures/:id',
    {
      config: { module: 'dataStatistics' },
      schema: { ...adminDoc('One figure'), params: FigureIdParams, response: one },
    },
    async (request) => ok(request, await getFigure(app.db, request.params.id)),
  );

  r.post(
    '/api/admin/statistics/figures',
    {
      config: { module: 'dataStatistics', action: 'statistics.create' },
      schema: {
        ...adminDoc('File a figure (409 when its period is taken; data.existingId names the figure)'),
        body: StatFigureInputSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        request,
        await createFigure(app.db, profile, localeOf(request), request.body, actorOf(request)),
        'success.saved',
      ),
  );

  r.put(
    '/api/admin/statistics/figures/:id',
    {
      config: { module: 'dataStatistics', action: 'statistics.update' },
      schema: {
        ...adminDoc("Change a figure's value and note"),
        params: FigureIdParams,
        body: StatFigureUpdateSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        request,
        await updateFigure(app.db, localeOf(request), request.params.id, request.body, actorOf(request)),
        'success.saved',
      ),
  );

  r.delete(
    '/api/admin/statistics/figures/:id',
    {
      config: { module: 'dataStatistics', action: 'statistics.delete' },
      schema: { ...adminDoc('Delete a figure'), params: FigureIdParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deleteFigure(app.db, request.params.id, actorOf(request));
      return ok(request, null, 'success.deleted');
    },
  );

  r.get(
    '/api/admin/statistics/history',
    {
      config: { module: 'dataStatistics' },
      schema: {
        ...adminDoc('Edit history, newest first (of one figure, one indicator or all)'),
        querystring: StatHistoryQuerySchema,
        response: { 200: envelope(StatHistoryPageSchema) },
      },
    },
    async (request) => ok(request, await listHistory(app.db, request.query)),
  );

  await app.register(statisticsSpreadsheetRoutes);
  await app.register(statisticsPublicRoutes);
}
