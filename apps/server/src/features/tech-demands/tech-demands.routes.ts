import {
  envelope,
  MyTechDemandQuerySchema,
  TechDemandCreateSchema,
  TechDemandDetailSchema,
  TechDemandIdParamsSchema,
  TechDemandInputSchema,
  TechDemandLatestSchema,
  TechDemandPageSchema,
  TechDemandPublicSchema,
  TechDemandRenewSchema,
  TechDemandSearchQuerySchema,
  TechDemandSummaryPageSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logOperation } from '../../lib/audit.js';
import { localeOf, ok } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { type Company, companyOf } from './tech-demand-checks.js';
import { latestDemands, publicDemand, searchDemands } from './tech-demands.queries.js';
import {
  createDemand,
  listMyDemands,
  myDemand,
  renewDemand,
  submitDemand,
  updateDemand,
  withdrawDemand,
} from './tech-demands.service.js';

const doc = (summary: string, tag = 'tech-demands') => ({ summary, tags: [tag] });
const BASE = '/api/my/tech-demands';

/**
 * Technology demands (issue 24). Companies (an enterprise user with an approved company
 * authentication; anyone else 403 before the body is read) keep their own under `/api/my/…`:
 * every write is in the operation log. Everyone reads the published ones under `/api/tech-demands`.
 */
export async function techDemandsRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const companies = new WeakMap<FastifyRequest, Company>();
  // preValidation: after the authorization hook (a visitor is already refused with 1401), before the body.
  const company = {
    auth: 'user' as const,
    preValidation: async (request: FastifyRequest) => {
      companies.set(request, await companyOf(app.db, request));
    },
  };
  const companyIn = (request: FastifyRequest) => companies.get(request) as Company;
  /** The portal's writes are outside the back-office audit hook: logged here, once done. */
  const audit = (request: FastifyRequest, action: string, id: string) => logOperation(app.db, request, action, id);

  r.get(
    BASE,
    {
      config: { auth: company.auth },
      preValidation: company.preValidation,
      schema: {
        ...doc('The company’s own demands, every status'),
        querystring: MyTechDemandQuerySchema,
        response: { 200: envelope(TechDemandPageSchema) },
      },
    },
    async (request) => ok(request, await listMyDemands(app.db, app.config, companyIn(request), request.query)),
  );
  r.post(
    BASE,
    {
      config: { auth: company.auth },
      preValidation: company.preValidation,
      schema: {
        ...doc('Create a demand as a draft, or submit it for review at once (`submit`)'),
        body: TechDemandCreateSchema,
        response: { 200: envelope(TechDemandDetailSchema) },
      },
    },
    async (request) => {
      const own = companyIn(request);
      const id = await createDemand(app.db, app.config, localeOf(request), own, request.body);
      await audit(request, request.body.submit ? 'techDemand.submit' : 'techDemand.create', id);
      const message = request.body.submit ? 'success.techDemandSubmitted' : 'success.techDemandSaved';
      return ok(request, await myDemand(app.db, app.config, own, id), message);
    },
  );
  r.get(
    `${BASE}/:id`,
    {
      config: { auth: company.auth },
      preValidation: company.preValidation,
      schema: {
        ...doc('One own demand with its history and reject reason'),
        params: TechDemandIdParamsSchema,
        response: { 200: envelope(TechDemandDetailSchema) },
      },
    },
    async (request) => ok(request, await myDemand(app.db, app.config, companyIn(request), request.params.id)),
  );
  r.put(
    `${BASE}/:id`,
    {
      config: { auth: company.auth },
      preValidation: company.preValidation,
      schema: {
        ...doc('Replace an own demand; a published one goes back to review'),
        params: TechDemandIdParamsSchema,
        body: TechDemandInputSchema,
        response: { 200: envelope(TechDemandDetailSchema) },
      },
    },
    async (request) => {
      const own = companyIn(request);
      const { id } = request.params;
      await updateDemand(app.db, app.config, localeOf(request), own, id, request.body);
      await audit(request, 'techDemand.update', id);
      return ok(request, await myDemand(app.db, app.config, own, id), 'success.techDemandSaved');
    },
  );

  const steps = [
    ['submit', 'Submit for review', 'success.techDemandSubmitted'],
    ['withdraw', 'Withdraw: off the site (or out of review) at once', 'success.techDemandWithdrawn'],
  ] as const;
  for (const [step, summary, message] of steps) {
    r.post(
      `${BASE}/:id/${step}`,
      {
        config: { auth: company.auth },
        preValidation: company.preValidation,
        schema: {
          ...doc(summary),
          params: TechDemandIdParamsSchema,
          response: { 200: envelope(TechDemandDetailSchema) },
        },
      },
      async (request) => {
        const own = companyIn(request);
        const { id } = request.params;
        if (step === 'submit') await submitDemand(app.db, app.config, localeOf(request), own, id);
        else await withdrawDemand(app.db, own, id);
        await audit(request, `techDemand.${step}`, id);
        return ok(request, await myDemand(app.db, app.config, own, id), message);
      },
    );
  }
  r.post(
    `${BASE}/:id/renew`,
    {
      config: { auth: company.auth },
      preValidation: company.preValidation,
      schema: {
        ...doc('Extend the validity (a date after today); a published demand stays published'),
        params: TechDemandIdParamsSchema,
        body: TechDemandRenewSchema,
        response: { 200: envelope(TechDemandDetailSchema) },
      },
    },
    async (request) => {
      const own = companyIn(request);
      const { id } = request.params;
      await renewDemand(app.db, app.config, localeOf(request), own, id, request.body.validUntil);
      await audit(request, 'techDemand.renew', id);
      return ok(request, await myDemand(app.db, app.config, own, id), 'success.techDemandRenewed');
    },
  );

  r.get(
    '/api/tech-demands',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('Published demands: industry, mode, budget band, open/expired, keyword, sort', 'portal'),
        querystring: TechDemandSearchQuerySchema,
        response: { 200: envelope(TechDemandSummaryPageSchema) },
      },
    },
    async (request) => ok(request, await searchDemands(app.db, app.config, request.query)),
  );
  r.get(
    '/api/tech-demands/latest',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('The newest open demands, for the home page', 'portal'),
        response: { 200: envelope(TechDemandLatestSchema) },
      },
    },
    async (request) => ok(request, await latestDemands(app.db, app.config)),
  );
  r.get(
    '/api/tech-demands/:id',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('A published demand (expired ones marked); nothing personal', 'portal'),
        params: TechDemandIdParamsSchema,
        response: { 200: envelope(TechDemandPublicSchema) },
      },
    },
    async (request) => ok(request, await publicDemand(app.db, app.config, request.params.id)),
  );
}
