import {
  Code,
  EvaluationEligibilityQuerySchema,
  EvaluationEligibilitySchema,
  EvaluationIdParamsSchema,
  EvaluationInputSchema,
  EvaluationLookupInputSchema,
  envelope,
  FollowUpInputSchema,
  MyEvaluationPageSchema,
  MyEvaluationQuerySchema,
  MyEvaluationSchema,
  OutletIdParamsSchema,
  OutletSatisfactionSchema,
  ServiceSatisfactionSchema,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logOperation } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { ok } from '../../lib/reply.js';
import { ratedThing } from './evaluation-subjects.js';
import { eligibility, followUp, lookupEligibility, myEvaluations, rate } from './evaluations.service.js';
import { evaluationsAdminRoutes } from './evaluations-admin.routes.js';
import { outletSatisfaction, serviceSatisfaction } from './satisfaction.js';

const doc = (summary: string, description?: string) => ({
  summary,
  tags: ['evaluations'],
  ...(description ? { description } : {}),
});

/**
 * 好差评 (issue 25) on the portal: rate, ask whether one may, one's own reviews and follow-up, the
 * public satisfaction; the back office's routes are registered with them. Ratings and follow-ups
 * are written to the operation log (the audit hook sees only back-office routes).
 */
export async function evaluationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { max: app.config.rateLimitSubmit, timeWindow: app.config.rateLimitWindowSeconds * 1000 };

  r.post(
    '/api/evaluations',
    {
      config: { auth: 'any', rateLimit: limited },
      schema: {
        ...doc(
          'Rate a completed application, a replied question or a service outlet, once',
          'A visitor token rates a reply only with `lookupToken` (else 1401); staff accounts get 403; 404 for a thing ' +
            'that is not the caller’s; 409 when rated already, not completed or past the rating period; 429 past the ' +
            'daily limit. A bad review opens a rectification case and mails operations staff.',
        ),
        body: EvaluationInputSchema,
        response: { 200: envelope(MyEvaluationSchema) },
      },
    },
    async (request) => {
      const review = await rate(request, request.body);
      await logOperation(app.db, request, 'evaluation.rate', review.id);
      return ok(request, review, 'success.evaluationSaved');
    },
  );
  r.get(
    '/api/evaluations/eligibility',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('Whether the account can rate a thing, or what stands in the way (with its review)'),
        querystring: EvaluationEligibilityQuerySchema,
        response: { 200: envelope(EvaluationEligibilitySchema) },
      },
    },
    async (request) => ok(request, await eligibility(request, request.query)),
  );
  r.post(
    '/api/evaluations/lookup',
    {
      config: { auth: 'any', rateLimit: limited },
      schema: {
        ...doc('A visitor’s rating state of the reply their look-up token names, with their review'),
        body: EvaluationLookupInputSchema,
        response: { 200: envelope(EvaluationEligibilitySchema) },
      },
    },
    async (request) => ok(request, await lookupEligibility(request, request.body.lookupToken)),
  );
  r.get(
    '/api/evaluations/mine',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('The account’s reviews with the answer to each bad one, newest first'),
        querystring: MyEvaluationQuerySchema,
        response: { 200: envelope(MyEvaluationPageSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await myEvaluations(app.db, (request.auth as AuthContext & { userId: string }).userId, request.query),
      ),
  );
  r.post(
    '/api/evaluations/:id/follow-up',
    {
      config: { auth: 'any', rateLimit: limited },
      schema: {
        ...doc('The rater says whether the answer resolved the problem (once, after the answer)'),
        params: EvaluationIdParamsSchema,
        body: FollowUpInputSchema,
        response: { 200: envelope(MyEvaluationSchema) },
      },
    },
    async (request) => {
      const review = await followUp(request, request.params.id, request.body);
      await logOperation(app.db, request, 'evaluation.followUp', review.id);
      return ok(request, review, 'success.followUpSaved');
    },
  );
  r.get(
    '/api/evaluations/satisfaction',
    {
      config: { auth: 'public' },
      schema: {
        ...doc('Satisfaction of every online service and of the consultation replies'),
        response: { 200: envelope(ServiceSatisfactionSchema) },
      },
    },
    async (request) => ok(request, await serviceSatisfaction(app.db)),
  );
  r.get(
    '/api/evaluations/satisfaction/outlets/:id',
    {
      config: { auth: 'public' },
      schema: {
        ...doc('Satisfaction of one public service outlet'),
        params: OutletIdParamsSchema,
        response: { 200: envelope(OutletSatisfactionSchema) },
      },
    },
    async (request) => {
      if (!(await ratedThing(app.db, 'outlet', request.params.id, new Date()))) {
        throw new AppError(Code.NOT_FOUND, 'error.evaluationTargetNotFound');
      }
      return ok(request, await outletSatisfaction(app.db, request.params.id));
    },
  );
  await evaluationsAdminRoutes(app);
}
