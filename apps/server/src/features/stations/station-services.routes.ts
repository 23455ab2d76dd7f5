import {
  envelope,
  STATION_SERVICE_CATALOGUE_MAX,
  StationServiceInputSchema,
  StationServiceSchema,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import {
  createStationService,
  deleteStationService,
  listStationServices,
  updateStationService,
} from './station-services.service.js';

const ServiceIdParams = z.object({
  id: z.uuid({ error: 'error.stationServiceNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const one = { 200: envelope(StationServiceSchema) };
const list = { 200: envelope(z.array(StationServiceSchema).max(STATION_SERVICE_CATALOGUE_MAX)) };

/** OpenAPI description shared by the routes of this module. */
const doc = (summary: string, tag = 'stations') => ({ summary, tags: [tag] });

/**
 * The catalogue of services outlets offer (`/system/serviceStation`, module `stations`); the front
 * site lists the enabled ones on `/publicServe` and filters outlets by them.
 */
export async function stationServicesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/station-services',
    {
      config: { auth: 'any' },
      schema: { ...doc('Enabled services with how many enabled outlets offer each', 'portal'), response: list },
    },
    async (request) => ok(request, await listStationServices(app.db, 'public')),
  );

  r.get(
    '/api/admin/station-services',
    {
      config: { module: 'stations' },
      schema: { ...doc('The whole service catalogue with how many outlets offer each'), response: list },
    },
    async (request) => ok(request, await listStationServices(app.db, 'all')),
  );

  r.post(
    '/api/admin/station-services',
    {
      config: { module: 'stations', action: 'stationService.create' },
      schema: { ...doc('Add a service to the catalogue'), body: StationServiceInputSchema, response: one },
    },
    async (request) => ok(request, await createStationService(app.db, request.body), 'success.saved'),
  );

  r.put(
    '/api/admin/station-services/:id',
    {
      config: { module: 'stations', action: 'stationService.update' },
      schema: {
        ...doc('Replace a catalogue entry'),
        params: ServiceIdParams,
        body: StationServiceInputSchema,
        response: one,
      },
    },
    async (request) =>
      ok(request, await updateStationService(app.db, request.params.id, request.body), 'success.saved'),
  );

  r.delete(
    '/api/admin/station-services/:id',
    {
      config: { module: 'stations', action: 'stationService.delete' },
      schema: {
        ...doc('Delete a catalogue entry (refused while an outlet offers it)'),
        params: ServiceIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteStationService(app.db, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );
}
