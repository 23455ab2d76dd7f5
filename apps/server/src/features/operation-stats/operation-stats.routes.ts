import { envelope, OperationStatsQuerySchema, OperationStatsSchema } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import { sendWorkbook, XLSX_TYPE } from '../statistics/spreadsheet/export.js';
import {
  buildOperationStatsWorkbook,
  OPERATION_STATS_EXPORT_MAX_BYTES,
  operationStatsFileName,
} from './operation-stats.export.js';
import { operationStats } from './operation-stats.service.js';

const doc = (summary: string) => ({ summary, tags: ['operation-stats'] });

/**
 * Business operation statistics (`/system/oprationStatistics`, module `operationStats`):
 * applications by kind, status and month, handling time, overdue items, registrations and
 * authentications, report downloads and searches per day, for a range of months; and its export.
 */
export async function operationStatsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { timeZone } = app.config.cityProfile;

  r.get(
    '/api/admin/operation-stats',
    {
      config: { module: 'operationStats' },
      schema: {
        ...doc('Every series of a period of months (at most 36), in the city calendar'),
        querystring: OperationStatsQuerySchema,
        response: { 200: envelope(OperationStatsSchema) },
      },
    },
    async (request) => ok(request, await operationStats(app.db, timeZone, request.query)),
  );

  r.get(
    '/api/admin/operation-stats/export',
    {
      config: { module: 'operationStats' },
      schema: {
        ...doc('The same series as an Excel workbook, one sheet per series'),
        querystring: OperationStatsQuerySchema,
        response: { 200: fileAnswer('The workbook (.xlsx)', [XLSX_TYPE], OPERATION_STATS_EXPORT_MAX_BYTES) },
      },
    },
    async (request, reply) => {
      const stats = await operationStats(app.db, timeZone, request.query);
      const workbook = await buildOperationStatsWorkbook(stats, localeOf(request), timeZone);
      return sendWorkbook(reply, workbook, operationStatsFileName(stats));
    },
  );
}
