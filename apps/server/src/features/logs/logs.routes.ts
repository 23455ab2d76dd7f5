import {
  envelope,
  LogExportQuerySchema,
  LogListQuerySchema,
  LogPageSchema,
  LogPurgeInputSchema,
  LogPurgeResultSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_ROW_LIMIT,
  exportFileName,
  LOG_EXPORT_MAX_BYTES,
  toCsv,
  toXlsx,
} from './logs.export.js';
import { findLogsForExport, listLogs, purgeLogs } from './logs.service.js';

/** OpenAPI description shared by the routes of this module. */
const doc = (summary: string) => ({ summary, tags: ['logs'] });

/** Sends an export file (a plain reply: the route's answer schema only describes the file). */
function sendFile(reply: FastifyReply, body: string | Buffer, headers: Record<string, string>) {
  return reply.headers(headers).send(body);
}

/**
 * Back-office log management (`/system/logManage`): reading and export (module `logs`: admins and
 * auditors) and the purge past the retention period (module `logRetention`: auditors only). No
 * route edits or deletes single entries, and the database would refuse it (migration 0008).
 */
export async function logsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/logs',
    {
      config: { module: 'logs' },
      schema: {
        ...doc('One page of the login or operation log, newest first'),
        querystring: LogListQuerySchema,
        response: { 200: envelope(LogPageSchema) },
      },
    },
    async (request) => ok(request, await listLogs(app.db, request.query)),
  );

  r.get(
    '/api/admin/logs/export',
    {
      config: { module: 'logs', action: 'logs.export' },
      schema: {
        ...doc('Download the filtered log as CSV or XLSX'),
        querystring: LogExportQuerySchema,
        response: {
          200: fileAnswer('The entries, newest first', Object.values(EXPORT_CONTENT_TYPES), LOG_EXPORT_MAX_BYTES),
        },
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const locale = localeOf(request);
      const { entries, truncated } = await findLogsForExport(app.db, filter, EXPORT_ROW_LIMIT);
      const body = format === 'xlsx' ? await toXlsx(entries, locale, filter.kind) : toCsv(entries, locale);
      return sendFile(reply, body, {
        'content-type': EXPORT_CONTENT_TYPES[format],
        'content-disposition': `attachment; filename="${exportFileName(filter.kind, format)}"`,
        'cache-control': 'no-store',
        'x-export-rows': String(entries.length),
        'x-export-truncated': String(truncated),
      });
    },
  );

  r.post(
    '/api/admin/logs/purge',
    {
      config: { module: 'logRetention', action: 'logs.purge' },
      schema: {
        ...doc('Delete the log entries older than a cutoff at least 180 days back'),
        body: LogPurgeInputSchema,
        response: { 200: envelope(LogPurgeResultSchema) },
      },
    },
    async (request) => {
      const result = await purgeLogs(app.db, request.body.before, localeOf(request));
      // The purge's own entry (written by the audit hook) says what went.
      request.auditDetail = `before ${result.before}, deleted ${result.deleted}`;
      return ok(request, result, 'success.logsPurged');
    },
  );
}
