import {
  ApplicationSummarySchema,
  DemandMatchesSchema,
  envelope,
  MatchInterestInputSchema,
  TEXT_LIMITS,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { localeOf, ok } from '../../lib/reply.js';
import { columnOpen } from '../opening-times/column-guard.js';
import { matchDemand } from './demand-matches.js';
import { markInterest } from './interest.js';
import { ownDemand, publishedDemand } from './matched-demand.js';

const IdParams = z.object({
  id: z.uuid({ error: 'error.matchDemandNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const doc = (summary: string) => ({ summary, tags: ['matchmaking'] });
const matchesAnswer = { 200: envelope(DemandMatchesSchema) };

/** The registered caller (the `user` access level guarantees one). */
const caller = (request: FastifyRequest) => request.auth as AuthContext & { userId: string };

/**
 * Matchmaking of technology demands (issue 24): a published demand's matches for everyone, the
 * company's own demand's matches in any state, and the company's interest in one of them, which
 * becomes a technology-matchmaking application (refused with 423 while that column is closed).
 * Only a company owns demands, so ownership alone keeps a person out of the own-demand routes
 * (404); the engine refuses a non-company applicant (403) like any company-only business.
 */
export async function matchmakingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const submitLimit = { max: app.config.rateLimitSubmit, timeWindow: app.config.rateLimitWindowSeconds * 1000 };

  r.get(
    '/api/tech-demands/:id/matches',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('Matched patents, open licences and experts of a published demand'),
        params: IdParams,
        response: matchesAnswer,
      },
    },
    async (request) =>
      ok(request, await matchDemand(app.db, app.config.cityProfile, await publishedDemand(app.db, request.params.id))),
  );

  r.get(
    '/api/my/tech-demands/:id/matches',
    {
      config: { auth: 'user' },
      schema: {
        ...doc("Matches of the company's own demand, in any state"),
        params: IdParams,
        response: matchesAnswer,
      },
    },
    async (request) => {
      const demand = await ownDemand(app.db, caller(request).userId, request.params.id);
      return ok(request, await matchDemand(app.db, app.config.cityProfile, demand));
    },
  );

  r.post(
    '/api/my/tech-demands/:id/interest',
    {
      config: { auth: 'user', rateLimit: submitLimit },
      preValidation: columnOpen('techDemand'),
      schema: {
        ...doc('Mark interest in a matched patent, licence or expert: a technology-matchmaking application'),
        params: IdParams,
        body: MatchInterestInputSchema,
        response: { 200: envelope(ApplicationSummarySchema) },
      },
    },
    async (request) => {
      const summary = await markInterest(
        app.db,
        app.config,
        caller(request),
        request.params.id,
        request.body,
        localeOf(request),
      );
      return ok(request, summary, 'success.interestSubmitted');
    },
  );
}
