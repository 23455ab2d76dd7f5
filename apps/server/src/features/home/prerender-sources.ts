import {
  ArticleSummaryPageSchema,
  HomeSchema,
  type PrerenderSource,
  PublicConfigSchema,
  readPolicySearch,
  SiteSchema,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { searchPolicies } from '../articles/articles.queries.js';
import { publicConfig } from '../auth/public-config.js';
import { countAnsweredSearch } from '../operation-stats/search-counter.js';
import { cachedHome, cachedSite } from './home-cache.js';

/**
 * What a visitor's browser would get from the API call: the response schema applied (unknown
 * fields dropped) and the JSON round trip (dates become strings), so the server renders a page
 * from exactly the data the browser then hydrates it with.
 */
function asAnswered<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  return JSON.parse(JSON.stringify(schema.parse(value))) as z.output<T>;
}

/**
 * Reads a pre-rendered page's data sources from the same services as the API routes, for the
 * page's address. A policy search the server renders counts as a search, as the API call would.
 */
export function prerenderSources(app: FastifyInstance): (source: PrerenderSource, url: URL) => Promise<unknown> {
  return async (source, url) => {
    switch (source) {
      case 'config':
        return asAnswered(PublicConfigSchema, publicConfig(app.config));
      case 'site':
        return asAnswered(SiteSchema, await cachedSite(app.db, app.config));
      case 'home':
        return asAnswered(HomeSchema, await cachedHome(app.db));
      case 'policies': {
        const query = readPolicySearch(url.searchParams);
        const page = asAnswered(ArticleSummaryPageSchema, await searchPolicies(app.db, query));
        countAnsweredSearch(app, 'policy', query, app.log);
        return page;
      }
    }
  };
}
