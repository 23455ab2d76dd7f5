import {
  ApplicantPageSchema,
  ApplicantQuerySchema,
  envelope,
  IndustryDetailSchema,
  IndustryOverviewsSchema,
  LicencePageSchema,
  LicenceQuerySchema,
  PatentAnalysisSchema,
  PatentDetailSchema,
  PatentExportQuerySchema,
  PatentFacetsSchema,
  PatentSearchQuerySchema,
  PatentSearchResultSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { localeOf, ok } from '../../lib/reply.js';
import { countedSearch } from '../operation-stats/search-counter.js';
import { analysePatents } from './search/analysis.js';
import { searchApplicants } from './search/applicants.js';
import { getPatentDetail } from './search/detail.js';
import { EXPORT_CONTENT_TYPES, exportPatents } from './search/export.service.js';
import { EXPORT_MAX_BYTES } from './search/export-format.js';
import { answerExpressionErrors } from './search/expression-refusal.js';
import { patentFacets } from './search/facets.js';
import { getIndustry, listIndustries } from './search/industries.js';
import { searchLicences } from './search/licences.js';
import { searchPatents } from './search/search.service.js';

const doc = (summary: string) => ({ summary, tags: ['patents'] });
const data = { auth: 'database' } as const;
const ExpressionQuerySchema = z.object({ q: PatentSearchQuerySchema.shape.q });
const PatentIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const IndustryParams = z.object({ code: z.string().max(32, { error: 'validation.tooLong' }) });

/**
 * Patent search and the pages built on it (`/patentSearch`, `/patentDatabase`, `/developPermit`):
 * data-search calls under `/api/data/`, database token only (spec section 7).
 */
export async function patentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profile = app.config.cityProfile;

  answerExpressionErrors(app);

  r.get(
    '/api/data/patents',
    {
      config: data,
      onResponse: countedSearch('patent'),
      schema: {
        ...doc('Search patents with an expression: one page, sorted, highlighted'),
        querystring: PatentSearchQuerySchema,
        response: { 200: envelope(PatentSearchResultSchema) },
      },
    },
    async (request) => ok(request, await searchPatents(app.db, profile, request.query)),
  );

  r.get(
    '/api/data/patents/facets',
    {
      config: data,
      schema: {
        ...doc('Filter-panel counts for an expression (estimated from a 10% sample above 20,000 matches)'),
        querystring: ExpressionQuerySchema,
        response: { 200: envelope(PatentFacetsSchema) },
      },
    },
    async (request) => ok(request, await patentFacets(app.db, profile, request.query.q)),
  );

  r.get(
    '/api/data/patents/analysis',
    {
      config: data,
      schema: {
        ...doc("Breakdowns of an expression's result set for the analysis charts"),
        querystring: ExpressionQuerySchema,
        response: { 200: envelope(PatentAnalysisSchema) },
      },
    },
    async (request) => ok(request, await analysePatents(app.db, profile, request.query.q)),
  );

  r.get(
    '/api/data/patents/export',
    {
      config: data,
      schema: {
        ...doc('Download up to 10,000 matches as CSV or XLSX (streamed)'),
        querystring: PatentExportQuerySchema,
        response: {
          200: fileAnswer('The matches as CSV or XLSX', Object.values(EXPORT_CONTENT_TYPES), EXPORT_MAX_BYTES),
        },
      },
    },
    async (request, reply) => {
      const file = await exportPatents(app.db, profile, request.query, localeOf(request));
      // The 200 schema describes the file for the API document; a stream is never serialised.
      return (reply as FastifyReply)
        .header('content-type', file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store')
        .header('x-export-rows', String(file.rows))
        .send(file.body);
    },
  );

  r.get(
    '/api/data/patents/:id',
    {
      config: data,
      schema: {
        ...doc('One patent with its legal history and standing licence offer'),
        params: PatentIdParams,
        response: { 200: envelope(PatentDetailSchema) },
      },
    },
    async (request) => ok(request, await getPatentDetail(app.db, request.params.id)),
  );

  r.get(
    '/api/data/applicants',
    {
      config: data,
      schema: {
        ...doc('Applicants whose name contains a text, with patent counts'),
        querystring: ApplicantQuerySchema,
        response: { 200: envelope(ApplicantPageSchema) },
      },
    },
    async (request) => ok(request, await searchApplicants(app.db, request.query)),
  );

  r.get(
    '/api/data/industries',
    {
      config: data,
      schema: {
        ...doc('Headline figures of every key industry of the city profile'),
        response: { 200: envelope(IndustryOverviewsSchema) },
      },
    },
    async (request) => ok(request, await listIndustries(app.db, profile)),
  );

  r.get(
    '/api/data/industries/:code',
    {
      config: data,
      schema: {
        ...doc('One key industry: figures, trend, top applicants, districts, IPC subclasses'),
        params: IndustryParams,
        response: { 200: envelope(IndustryDetailSchema) },
      },
    },
    async (request) => ok(request, await getIndustry(app.db, profile, request.params.code)),
  );

  r.get(
    '/api/data/licences',
    {
      config: data,
      schema: {
        ...doc('Open-licence offers that still stand, filtered and paged'),
        querystring: LicenceQuerySchema,
        response: { 200: envelope(LicencePageSchema) },
      },
    },
    async (request) => ok(request, await searchLicences(app.db, request.query)),
  );
}
