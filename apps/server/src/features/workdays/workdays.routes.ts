import {
  envelope,
  TimeLimitsSchema,
  WorkdayCalendarYearSchema,
  WorkdayDateSchema,
  WorkdayEntryBodySchema,
  WorkdayEntrySchema,
  WorkdayYearQuerySchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf, ok } from '../../lib/reply.js';
import { calendarYear, deleteWorkdayEntry, saveTimeLimits, saveWorkdayEntry } from './workdays.service.js';

/** `:id` of an entry is its date (named id so the operation log records the date as the target). */
const EntryParams = z.object({ id: WorkdayDateSchema });

const doc = (summary: string) => ({ summary, tags: ['workdays'] });
const BASE = '/api/admin/workdays';

/**
 * The city's working-day calendar and time limits (`/system/workdays`, module `workdays`): the
 * holidays and adjusted working days (调休) of a year, and the limits in working days of the
 * consultation reply and the rectification. Every write is logged by the audit hook.
 */
export async function workdaysRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const timeZone = app.config.cityProfile.timeZone;
  const staffId = (request: FastifyRequest) => request.auth?.userId ?? null;

  r.get(
    BASE,
    {
      config: { module: 'workdays' },
      schema: {
        ...doc("A year's holidays and adjusted working days (the city's current year by default), and the time limits"),
        querystring: WorkdayYearQuerySchema,
        response: { 200: envelope(WorkdayCalendarYearSchema) },
      },
    },
    async (request) => ok(request, await calendarYear(app.db, request.query.year, timeZone, new Date())),
  );

  r.put(
    `${BASE}/:id`,
    {
      config: { module: 'workdays', action: 'workdays.entry.save' },
      schema: {
        ...doc('Make a date a holiday or an adjusted working day (a Saturday or Sunday), or change its entry'),
        params: EntryParams,
        body: WorkdayEntryBodySchema,
        response: { 200: envelope(WorkdayEntrySchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await saveWorkdayEntry(app.db, localeOf(request), staffId(request), request.params.id, request.body),
        'success.workdayEntrySaved',
      ),
  );

  r.delete(
    `${BASE}/:id`,
    {
      config: { module: 'workdays', action: 'workdays.entry.delete' },
      schema: {
        ...doc("Remove a date's entry: it follows the week again"),
        params: EntryParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteWorkdayEntry(app.db, request.params.id);
      return ok(request, null, 'success.workdayEntryDeleted');
    },
  );

  r.put(
    '/api/admin/time-limits',
    {
      config: { module: 'workdays', action: 'workdays.timeLimits.save' },
      schema: {
        ...doc('Set the time limits in working days (consultation reply, rectification of a bad review)'),
        body: TimeLimitsSchema,
        response: { 200: envelope(TimeLimitsSchema) },
      },
    },
    async (request) =>
      ok(request, await saveTimeLimits(app.db, staffId(request), request.body), 'success.timeLimitsSaved'),
  );
}
