import { createHash } from 'node:crypto';
import {
  CityMapSchema,
  DistrictCodeSchema,
  DistrictDetailSchema,
  envelope,
  MapFigureInputSchema,
  MapFigureListQuerySchema,
  MapFigureSchema,
  MapFiguresQuerySchema,
  MapYearFiguresSchema,
  pageOf,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf, ok } from '../../lib/reply.js';
import {
  createMapFigure,
  deleteMapFigure,
  districtDetail,
  getMapFigure,
  listMapFigures,
  updateMapFigure,
  yearFigures,
} from './city-map.service.js';

const FigureIdParams = z.object({
  id: z.uuid({ error: 'error.mapFigureNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const one = { 200: envelope(MapFigureSchema) };

/** OpenAPI description shared by the routes of this module. */
const doc = (summary: string, tag = 'map') => ({ summary, tags: [tag] });

/**
 * The district map: boundaries and review number (configuration), per-district figures by year
 * (back office `/system/mapStatistics` and `/system/mapOpreation`, module `map`), and the district
 * detail the map opens. Writes are logged by the audit hook under the `action` names below.
 */
export async function cityMapRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The boundaries only change with the configuration: browsers revalidate by tag, and a map of
  // several megabytes then travels once.
  const mapTag = `"${createHash('sha256').update(JSON.stringify(app.config.cityMap)).digest('base64url').slice(0, 27)}"`;

  r.get(
    '/api/city-map',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('District boundaries (GeoJSON) and the map review number', 'portal'),
        response: { 200: envelope(CityMapSchema), 304: z.null() },
      },
    },
    async (request, reply) => {
      reply.header('etag', mapTag);
      reply.header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === mapTag) return reply.code(304).send(null);
      return ok(request, app.config.cityMap);
    },
  );

  r.get(
    '/api/city-map/figures',
    {
      config: { auth: 'any' },
      schema: {
        ...doc("A year's figures of every district (default: the latest year)", 'portal'),
        querystring: MapFiguresQuerySchema,
        response: { 200: envelope(MapYearFiguresSchema) },
      },
    },
    async (request) => ok(request, await yearFigures(app.db, request.query.year)),
  );

  r.get(
    '/api/city-map/districts/:code',
    {
      config: { auth: 'any' },
      schema: {
        ...doc("A district's figures of every year and its outlets", 'portal'),
        params: z.object({ code: DistrictCodeSchema }),
        response: { 200: envelope(DistrictDetailSchema) },
      },
    },
    async (request) => ok(request, await districtDetail(app.db, app.config, request.params.code)),
  );

  r.get(
    '/api/admin/map-figures',
    {
      config: { module: 'map' },
      schema: {
        ...doc('List map figures (district, year; paged)'),
        querystring: MapFigureListQuerySchema,
        response: { 200: envelope(pageOf(MapFigureSchema)) },
      },
    },
    async (request) => ok(request, await listMapFigures(app.db, app.config, request.query)),
  );

  r.get(
    '/api/admin/map-figures/:id',
    { config: { module: 'map' }, schema: { ...doc('One row of map figures'), params: FigureIdParams, response: one } },
    async (request) => ok(request, await getMapFigure(app.db, request.params.id)),
  );

  r.post(
    '/api/admin/map-figures',
    {
      config: { module: 'map', action: 'mapFigure.create' },
      schema: { ...doc("Add a district's figures for a year"), body: MapFigureInputSchema, response: one },
    },
    async (request) =>
      ok(request, await createMapFigure(app.db, app.config, localeOf(request), request.body), 'success.saved'),
  );

  r.put(
    '/api/admin/map-figures/:id',
    {
      config: { module: 'map', action: 'mapFigure.update' },
      schema: {
        ...doc('Replace a row of map figures'),
        params: FigureIdParams,
        body: MapFigureInputSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        request,
        await updateMapFigure(app.db, app.config, localeOf(request), request.params.id, request.body),
        'success.saved',
      ),
  );

  r.delete(
    '/api/admin/map-figures/:id',
    {
      config: { module: 'map', action: 'mapFigure.delete' },
      schema: { ...doc('Delete a row of map figures'), params: FigureIdParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deleteMapFigure(app.db, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );
}
