import {
  ExportJobIdParamsSchema,
  ExportJobInputSchema,
  ExportJobListSchema,
  ExportJobSchema,
  envelope,
  MAX_EXPORT_JOB_ROWS,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import { registerTask } from '../notifications/tasks.js';
import { answerExpressionErrors, EXPORT_CONTENT_TYPES, exportMaxBytes } from '../patents/patent-export.public.js';
import {
  deleteExportJob,
  findOwnExportJob,
  listExportJobs,
  openExportFile,
  startExportJob,
  toExportJob,
} from './export-jobs.service.js';
import { EXPORT_TASK, exportTaskHandler } from './export-task.js';

const doc = (summary: string, description?: string) => ({
  summary,
  tags: ['exports'],
  ...(description ? { description } : {}),
});
/** Any registered account (person, company or staff); a visitor is asked to log in (code 1401). */
const user = { auth: 'user' } as const;
/** The registered caller (the `user` access level guarantees one). */
const ownerOf = (request: FastifyRequest) => (request.auth as AuthContext & { userId: string }).userId;

/**
 * Background patent exports (issue 26): an export past the direct download's cap runs as the
 * `exports.patents` task; its owner follows the progress, downloads the file for a week, and gets
 * a mail when it is ready. Every job is its owner's only (404 for anyone else).
 */
export async function exportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerTask(app, EXPORT_TASK, exportTaskHandler());

  // A malformed expression is answered with the parser's message and position, as the search does.
  answerExpressionErrors(app);

  r.post(
    '/api/exports/patents',
    {
      config: { ...user, action: 'patentExport.create' },
      schema: {
        ...doc(
          'Start a background export of a patent search (up to 200,000 rows)',
          'Counts against the daily quota (EXPORT_DAILY_ROWS); 400 with the rows left today past it, ' +
            'or with the parser’s message for a malformed expression; at most 3 exports in progress.',
        ),
        body: ExportJobInputSchema,
        response: { 200: envelope(ExportJobSchema) },
      },
    },
    async (request) =>
      ok(request, await startExportJob(app, ownerOf(request), localeOf(request), request.body), 'success.exportQueued'),
  );

  r.get(
    '/api/exports',
    {
      config: user,
      schema: {
        ...doc('My background exports, newest first, with the rows the daily quota leaves today'),
        response: { 200: envelope(ExportJobListSchema) },
      },
    },
    async (request) => ok(request, await listExportJobs(app, ownerOf(request))),
  );

  r.get(
    '/api/exports/:id',
    {
      config: user,
      schema: {
        ...doc('One of my exports: status and progress (percent, rows written)'),
        params: ExportJobIdParamsSchema,
        response: { 200: envelope(ExportJobSchema) },
      },
    },
    async (request) => ok(request, toExportJob(await findOwnExportJob(app, ownerOf(request), request.params.id))),
  );

  r.get(
    '/api/exports/:id/file',
    {
      config: user,
      schema: {
        ...doc('Download the file of one of my finished exports (kept 7 days)', '409 while it is being written.'),
        params: ExportJobIdParamsSchema,
        response: {
          200: fileAnswer(
            'The export as CSV or XLSX',
            Object.values(EXPORT_CONTENT_TYPES),
            exportMaxBytes(MAX_EXPORT_JOB_ROWS),
          ),
        },
      },
    },
    async (request, reply) => {
      const file = await openExportFile(app, ownerOf(request), request.params.id, localeOf(request));
      // The 200 schema describes the file for the API document; a stream is never serialised.
      return (reply as FastifyReply)
        .header('content-type', file.contentType)
        .header('content-disposition', file.disposition)
        .header('content-length', String(file.bytes))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  r.delete(
    '/api/exports/:id',
    {
      config: { ...user, action: 'patentExport.delete' },
      schema: {
        ...doc('Delete one of my exports (an export in progress is cancelled)'),
        params: ExportJobIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteExportJob(app, ownerOf(request), request.params.id);
      return ok(request, null, 'success.exportDeleted');
    },
  );
}
