import {
  AdminArticleListQuerySchema,
  ArticleBatchInputSchema,
  ArticleBatchResultSchema,
  ArticleDetailSchema,
  type ArticleKind,
  ArticleSchema,
  ArticleSummaryPageSchema,
  envelope,
  GuideInputSchema,
  GuideKeySchema,
  InfoSearchQuerySchema,
  InfoSearchResultSchema,
  NewsInputSchema,
  NewsListQuerySchema,
  PolicyInputSchema,
  PolicySearchQuerySchema,
  TEXT_LIMITS,
} from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf, ok } from '../../lib/reply.js';
import { searchFaqs } from '../consultations/consultations.public.js';
import { countedSearch } from '../operation-stats/search-counter.js';
import { getGuide, getPublicArticle, listNews, searchEverything, searchPolicies } from './articles.queries.js';
import {
  type ArticleInput,
  applyBatch,
  createArticle,
  getArticle,
  listAdminArticles,
  updateArticle,
} from './articles.service.js';
import { articles } from './articles.tables.js';

const ArticleIdParams = z.object({
  id: z.uuid({ error: 'error.articleNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});

/** The three kinds differ only in their path, input schema and public list (for previous/next). */
const KINDS = {
  policy: { path: 'policies', input: PolicyInputSchema },
  news: { path: 'news', input: NewsInputSchema },
  guide: { path: 'guides', input: GuideInputSchema },
} as const;

const doc = (summary: string, tag: string) => ({ summary, tags: [tag] });

/**
 * Policies, news and guides. Back office (`/content/...`, module `content`): list, read, create,
 * edit, batch publish/withdraw/delete; every write is in the operation log by the audit hook.
 * Front site: policy search and detail, news list and detail, guide pages, the combined search.
 */
export async function articlesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorId = (request: FastifyRequest) => request.auth?.userId ?? null;

  for (const [kind, spec] of Object.entries(KINDS) as [ArticleKind, (typeof KINDS)[ArticleKind]][]) {
    const base = `/api/admin/${spec.path}`;
    const one = { 200: envelope(ArticleSchema) };
    r.get(
      base,
      {
        config: { module: 'content' },
        schema: {
          ...doc(`List ${spec.path}`, spec.path),
          querystring: AdminArticleListQuerySchema,
          response: { 200: envelope(ArticleSummaryPageSchema) },
        },
      },
      async (request) => ok(request, await listAdminArticles(app.db, kind, request.query)),
    );
    r.get(
      `${base}/:id`,
      {
        config: { module: 'content' },
        schema: { ...doc('One item, any status (preview)', spec.path), params: ArticleIdParams, response: one },
      },
      async (request) => ok(request, await getArticle(app.db, kind, request.params.id)),
    );
    r.post(
      base,
      {
        config: { module: 'content', action: `${kind}.create` },
        schema: { ...doc('Create', spec.path), body: spec.input, response: one },
      },
      async (request) =>
        ok(
          request,
          await createArticle(
            app.db,
            localeOf(request),
            kind,
            request.body as ArticleInput[typeof kind],
            actorId(request),
          ),
          'success.saved',
        ),
    );
    r.put(
      `${base}/:id`,
      {
        config: { module: 'content', action: `${kind}.update` },
        schema: { ...doc('Replace', spec.path), params: ArticleIdParams, body: spec.input, response: one },
      },
      async (request) =>
        ok(
          request,
          await updateArticle(
            app.db,
            app.storage,
            localeOf(request),
            kind,
            request.params.id,
            request.body as ArticleInput[typeof kind],
          ),
          'success.saved',
        ),
    );
    r.post(
      `${base}/batch`,
      {
        config: { module: 'content', action: `${kind}.batch` },
        schema: {
          ...doc('Publish, withdraw or delete several', spec.path),
          body: ArticleBatchInputSchema,
          response: { 200: envelope(ArticleBatchResultSchema) },
        },
      },
      async (request) =>
        ok(request, { affected: await applyBatch(app.db, app.storage, kind, request.body) }, 'success.ok'),
    );
  }

  r.get(
    '/api/policies',
    {
      config: { auth: 'any' },
      onResponse: countedSearch('policy'),
      schema: {
        ...doc('Policy query: level, keyword, authority, date range, sort', 'portal'),
        querystring: PolicySearchQuerySchema,
        response: { 200: envelope(ArticleSummaryPageSchema) },
      },
    },
    async (request) => ok(request, await searchPolicies(app.db, request.query)),
  );
  r.get(
    '/api/policies/:id',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('A published policy with previous/next of the same level', 'portal'),
        params: ArticleIdParams,
        response: { 200: envelope(ArticleDetailSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await getPublicArticle(app.db, 'policy', request.params.id, (row) =>
          row.level ? eq(articles.level, row.level) : undefined,
        ),
      ),
  );
  r.get(
    '/api/news',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('News and information by informationType', 'portal'),
        querystring: NewsListQuerySchema,
        response: { 200: envelope(ArticleSummaryPageSchema) },
      },
    },
    async (request) => ok(request, await listNews(app.db, request.query)),
  );
  r.get(
    '/api/news/:id',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('A published news item with previous/next of the same type', 'portal'),
        params: ArticleIdParams,
        response: { 200: envelope(ArticleDetailSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await getPublicArticle(app.db, 'news', request.params.id, (row) =>
          row.informationType ? eq(articles.informationType, row.informationType) : undefined,
        ),
      ),
  );
  r.get(
    '/api/guides/:key',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('The guide/introduction page of a menu item', 'portal'),
        params: z.object({ key: GuideKeySchema }),
        response: { 200: envelope(ArticleSchema) },
      },
    },
    async (request) => ok(request, await getGuide(app.db, request.params.key)),
  );
  r.get(
    '/api/search',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('Information query: news, policies and guides together', 'portal'),
        querystring: InfoSearchQuerySchema,
        response: { 200: envelope(InfoSearchResultSchema) },
      },
    },
    async (request) => {
      const { keyword, perKind } = request.query;
      const found = await searchEverything(app.db, keyword, perKind);
      return ok(request, { ...found, faqs: await searchFaqs(app.db, keyword, perKind) });
    },
  );
}
