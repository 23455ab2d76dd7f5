import { Code, envelope, StatFigureFilterSchema, StatImportResultSchema } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { receiveFile } from '../../lib/multipart-upload.js';
import { inspectOfficeZip } from '../../lib/office-zip-guard.js';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import { sniffMime } from '../../lib/sniff-file.js';
import { checkUploadName, extensionMatches } from '../../lib/upload-name.js';
import { findFigures } from './figures.service.js';
import { actorOf, adminDoc } from './route-kit.js';
import {
  buildExport,
  EXPORT_FIGURE_LIMIT,
  EXPORT_MAX_BYTES,
  exportFileName,
  sendWorkbook,
  TEMPLATE_FILE_NAME,
  XLSX_TYPE,
} from './spreadsheet/export.js';
import { importFigures } from './spreadsheet/import.service.js';
import { buildTemplate, TEMPLATE_MAX_BYTES } from './spreadsheet/template.js';

/** A filled template is a few hundred kilobytes; this leaves room without inviting abuse. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The Excel side of the statistics back office: template download, import, export. */
export async function statisticsSpreadsheetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profile = app.config.cityProfile;

  r.get(
    '/api/admin/statistics/template',
    {
      config: { module: 'dataStatistics' },
      schema: {
        ...adminDoc('Download the Excel import template'),
        response: { 200: fileAnswer('The template (.xlsx)', [XLSX_TYPE], TEMPLATE_MAX_BYTES) },
      },
    },
    async (request, reply) => sendWorkbook(reply, await buildTemplate(profile, localeOf(request)), TEMPLATE_FILE_NAME),
  );

  r.get(
    '/api/admin/statistics/export',
    {
      config: { module: 'dataStatistics' },
      schema: {
        ...adminDoc('Download the filtered figures as Excel (template layout)'),
        querystring: StatFigureFilterSchema,
        response: { 200: fileAnswer('The figures (.xlsx)', [XLSX_TYPE], EXPORT_MAX_BYTES) },
      },
    },
    async (request, reply) => {
      const figures = await findFigures(app.db, profile, request.query, EXPORT_FIGURE_LIMIT);
      reply.header('x-export-rows', String(figures.length));
      return sendWorkbook(reply, await buildExport(profile, localeOf(request), figures), exportFileName());
    },
  );

  r.post(
    '/api/admin/statistics/import',
    {
      config: { module: 'dataStatistics', action: 'statistics.import' },
      schema: {
        ...adminDoc('Import a filled template (multipart field "file"); all rows or none'),
        description: 'A refused file answers 400 with data.rowErrors: [{row, column, message}].',
        response: { 200: envelope(StatImportResultSchema) },
      },
    },
    async (request) => {
      const { bytes, name } = await receiveFile(request, IMPORT_MAX_BYTES);
      checkUploadName(name);
      if (bytes.length === 0) throw new AppError(Code.BAD_REQUEST, 'error.fileMissing');
      if (sniffMime(bytes, name) !== XLSX_TYPE || !extensionMatches(name, XLSX_TYPE)) {
        throw new AppError(Code.BAD_REQUEST, 'error.statImportFileType');
      }
      // Before the workbook reader inflates anything: a zip bomb dressed as a template is refused unopened.
      await inspectOfficeZip(bytes);
      const result = await importFigures(app.db, profile, localeOf(request), bytes, actorOf(request));
      return ok(request, result, 'success.saved');
    },
  );
}
