import {
  envelope,
  PUBLIC_STATIONS_MAX,
  PublicStationQuerySchema,
  pageOf,
  StationInputSchema,
  StationListQuerySchema,
  StationSchema,
  StationSummarySchema,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf, ok } from '../../lib/reply.js';
import {
  createStation,
  deleteStation,
  getStation,
  listPublicStations,
  listStations,
  updateStation,
} from './stations.service.js';

const StationIdParams = z.object({
  id: z.uuid({ error: 'error.stationNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const one = { 200: envelope(StationSchema) };

/** OpenAPI description shared by the routes of this module. */
const doc = (summary: string, tag = 'stations') => ({ summary, tags: [tag] });

/**
 * Service outlets: the front site's `/publicServe` and `/serverDetail` read enabled outlets; the
 * back office (`/system/serviceStationList`, `/system/stationListOpreation`, module `stations`)
 * manages them. Writes are logged by the audit hook under the `action` names below.
 */
export async function stationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/stations',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('Enabled service outlets (district, service)', 'portal'),
        querystring: PublicStationQuerySchema,
        response: { 200: envelope(z.array(StationSummarySchema).max(PUBLIC_STATIONS_MAX)) },
      },
    },
    async (request) => ok(request, await listPublicStations(app.db, request.query)),
  );

  r.get(
    '/api/stations/:id',
    {
      config: { auth: 'any' },
      schema: { ...doc('One enabled service outlet', 'portal'), params: StationIdParams, response: one },
    },
    async (request) => ok(request, await getStation(app.db, request.params.id, 'public')),
  );

  r.get(
    '/api/admin/stations',
    {
      config: { module: 'stations' },
      schema: {
        ...doc('List service outlets (keyword, district, kind, service, enabled; paged)'),
        querystring: StationListQuerySchema,
        response: { 200: envelope(pageOf(StationSummarySchema)) },
      },
    },
    async (request) => ok(request, await listStations(app.db, request.query)),
  );

  r.get(
    '/api/admin/stations/:id',
    {
      config: { module: 'stations' },
      schema: { ...doc('One service outlet, enabled or not'), params: StationIdParams, response: one },
    },
    async (request) => ok(request, await getStation(app.db, request.params.id, 'all')),
  );

  r.post(
    '/api/admin/stations',
    {
      config: { module: 'stations', action: 'station.create' },
      schema: { ...doc('Create a service outlet'), body: StationInputSchema, response: one },
    },
    async (request) =>
      ok(request, await createStation(app.db, app.config, localeOf(request), request.body), 'success.saved'),
  );

  r.put(
    '/api/admin/stations/:id',
    {
      config: { module: 'stations', action: 'station.update' },
      schema: { ...doc('Replace a service outlet'), params: StationIdParams, body: StationInputSchema, response: one },
    },
    async (request) =>
      ok(
        request,
        await updateStation(app.db, app.storage, app.config, localeOf(request), request.params.id, request.body),
        'success.saved',
      ),
  );

  r.delete(
    '/api/admin/stations/:id',
    {
      config: { module: 'stations', action: 'station.delete' },
      schema: { ...doc('Delete a service outlet'), params: StationIdParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deleteStation(app.db, app.storage, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );
}
