import {
  ClosureListQuerySchema,
  ColumnClosureInputSchema,
  ColumnClosureSchema,
  ColumnKeySchema,
  ColumnScheduleInputSchema,
  ColumnScheduleSchema,
  ColumnStatusesSchema,
  envelope,
  OpeningTimesSchema,
  pageOf,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import {
  createClosure,
  deleteClosure,
  listClosures,
  listColumnSchedules,
  listColumnStatuses,
  saveColumnSchedule,
  updateClosure,
} from './opening-times.service.js';

/** `:id` of a column is its key (named id so the operation log records it as the target). */
const ColumnParams = z.object({ id: ColumnKeySchema });
const ClosureParams = z.object({
  id: z.uuid({ error: 'error.closureNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});

const doc = (summary: string) => ({ summary, tags: ['opening-times'] });

/**
 * Column opening times (`/system/timeManage`, module `openingTimes`): each column's weekly hours,
 * holidays and closures; and for the front site, whether each column is open now. Times are the
 * city's wall-clock times (city profile `timeZone`). Writes are logged by the audit hook.
 */
export async function openingTimesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const timeZone = app.config.cityProfile.timeZone;

  r.get(
    '/api/admin/opening-times',
    {
      config: { module: 'openingTimes' },
      schema: {
        ...doc("Every column's opening times and the city time zone"),
        response: { 200: envelope(OpeningTimesSchema) },
      },
    },
    async (request) => ok(request, { timeZone, columns: await listColumnSchedules(app.db) }),
  );

  r.put(
    '/api/admin/opening-times/columns/:id',
    {
      config: { module: 'openingTimes', action: 'openingTimes.column.update' },
      schema: {
        ...doc("Replace a column's opening times"),
        params: ColumnParams,
        body: ColumnScheduleInputSchema,
        response: { 200: envelope(ColumnScheduleSchema) },
      },
    },
    async (request) => ok(request, await saveColumnSchedule(app.db, request.params.id, request.body), 'success.saved'),
  );

  r.get(
    '/api/admin/opening-times/closures',
    {
      config: { module: 'openingTimes' },
      schema: {
        ...doc('Holidays and closures: current, past or all'),
        querystring: ClosureListQuerySchema,
        response: { 200: envelope(pageOf(ColumnClosureSchema)) },
      },
    },
    async (request) => ok(request, await listClosures(app.db, request.query, timeZone, new Date())),
  );

  r.post(
    '/api/admin/opening-times/closures',
    {
      config: { module: 'openingTimes', action: 'openingTimes.closure.create' },
      schema: {
        ...doc('Add a holiday or closure'),
        body: ColumnClosureInputSchema,
        response: { 200: envelope(ColumnClosureSchema) },
      },
    },
    async (request) => ok(request, await createClosure(app.db, request.body), 'success.saved'),
  );

  r.put(
    '/api/admin/opening-times/closures/:id',
    {
      config: { module: 'openingTimes', action: 'openingTimes.closure.update' },
      schema: {
        ...doc('Replace a holiday or closure'),
        params: ClosureParams,
        body: ColumnClosureInputSchema,
        response: { 200: envelope(ColumnClosureSchema) },
      },
    },
    async (request) => ok(request, await updateClosure(app.db, request.params.id, request.body), 'success.saved'),
  );

  r.delete(
    '/api/admin/opening-times/closures/:id',
    {
      config: { module: 'openingTimes', action: 'openingTimes.closure.delete' },
      schema: { ...doc('Delete a holiday or closure'), params: ClosureParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deleteClosure(app.db, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );

  r.get(
    '/api/columns/status',
    {
      config: { auth: 'any' },
      schema: {
        summary: 'Whether each column is open now, with its message and next opening',
        tags: ['opening-times'],
        response: { 200: envelope(ColumnStatusesSchema) },
      },
    },
    async (request, reply) => {
      // A short private cache: the answer changes by the minute at most.
      reply.header('cache-control', 'private, max-age=30');
      return ok(request, await listColumnStatuses(app.db, timeZone, new Date()));
    },
  );
}
