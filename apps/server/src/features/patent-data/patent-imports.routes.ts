import {
  envelope,
  PatentImportDetailSchema,
  PatentImportIdParamsSchema,
  PatentImportPageSchema,
  PatentImportQuerySchema,
  PatentImportSchema,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvLine } from '../../lib/csv.js';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import { COLUMNS, REQUIRED_COLUMNS } from '../patents/patents.public.js';
import { importDetail, listImports, queueImport } from './patent-imports.service.js';

const doc = (summary: string, description?: string) => ({
  summary,
  tags: ['patent-data'],
  ...(description ? { description } : {}),
});
const BASE = '/api/admin/patent-data/imports';
const module = 'patentData' as const;
const TEMPLATE_NAME = 'patent-import-template.csv';

/**
 * The import template: a CSV with a BOM (Excel opens the Chinese headers right) and one header per
 * column the import reads, the required ones first, named as CNIPA exports name them.
 */
function templateCsv(): string {
  const columns = [
    ...REQUIRED_COLUMNS,
    ...(Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter((c) => !REQUIRED_COLUMNS.includes(c)),
  ];
  return `\uFEFF${csvLine(columns.map((column) => COLUMNS[column][0]))}`;
}

/**
 * Back-office patent imports (`/data/patentImport`): upload a file, which the `patentData.import`
 * task imports in the background; the page follows its progress and reads its report.
 */
export async function patentImportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    BASE,
    {
      config: { module, action: 'patentData.import' },
      schema: {
        ...doc(
          'Upload a patent file (multipart field "file": CSV, XLSX or JSONL, at most 20 MB) to import in the background',
          'The columns are those of `npm run import:patents` (template: GET …/imports/template). Answers the ' +
            'queued import; GET …/imports/:id follows its progress and gives the report.',
        ),
        consumes: ['multipart/form-data'],
        response: { 200: envelope(PatentImportSchema) },
      },
    },
    async (request) => ok(request, await queueImport(request), 'success.patentImportQueued'),
  );
  r.get(
    `${BASE}/template`,
    {
      config: { module },
      schema: {
        ...doc('The import template: a CSV of the column headers, required columns first'),
        response: { 200: fileAnswer('The template (.csv)', ['text/csv'], 64 * 1024) },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${TEMPLATE_NAME}"`)
        .send(templateCsv()),
  );
  r.get(
    BASE,
    {
      config: { module },
      schema: {
        ...doc('The imports, newest first'),
        querystring: PatentImportQuerySchema,
        response: { 200: envelope(PatentImportPageSchema) },
      },
    },
    async (request) => ok(request, await listImports(app.db, request.query, localeOf(request))),
  );
  r.get(
    `${BASE}/:id`,
    {
      config: { module },
      schema: {
        ...doc('An import’s progress and report (row problems, kept corrections)'),
        params: PatentImportIdParamsSchema,
        response: { 200: envelope(PatentImportDetailSchema) },
      },
    },
    async (request) => ok(request, await importDetail(app.db, request.params.id, localeOf(request))),
  );
}
