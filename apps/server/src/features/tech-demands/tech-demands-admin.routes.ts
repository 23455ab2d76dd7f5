import {
  AdminTechDemandQuerySchema,
  envelope,
  TechDemandDetailSchema,
  TechDemandIdParamsSchema,
  TechDemandInputSchema,
  TechDemandPageSchema,
  TechDemandRejectSchema,
  TechDemandTakeDownSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeOf, ok } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { decide, editAsStaff, listForReview, reviewDetail } from './tech-demand-review.js';

const doc = (summary: string) => ({ summary, tags: ['tech-demands'] });
const BASE = '/api/admin/tech-demands';
const one = { 200: envelope(TechDemandDetailSchema) };

/**
 * Review of technology demands (`/content/demands`, module `content`): the queue, a demand with
 * its history, typo edits (logged field by field), approve, reject with a reason, take down.
 * Every write is in the operation log by the audit hook; the company is mailed each decision.
 */
export async function techDemandsAdminRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staffId = (request: FastifyRequest) => request.auth?.userId ?? null;
  const detail = (request: FastifyRequest<{ Params: { id: string } }>) => reviewDetail(app, request.params.id);

  r.get(
    BASE,
    {
      config: { module: 'content' },
      schema: {
        ...doc('Submitted demands by status and keyword, pending first'),
        querystring: AdminTechDemandQuerySchema,
        response: { 200: envelope(TechDemandPageSchema) },
      },
    },
    async (request) => ok(request, await listForReview(app, request.query)),
  );
  r.get(
    `${BASE}/:id`,
    {
      config: { module: 'content' },
      schema: { ...doc('One submitted demand with its history'), params: TechDemandIdParamsSchema, response: one },
    },
    async (request) => ok(request, await detail(request)),
  );
  r.put(
    `${BASE}/:id`,
    {
      config: { module: 'content', action: 'techDemand.staffEdit' },
      schema: {
        ...doc('Correct a demand; each changed field is logged with its old and new value'),
        params: TechDemandIdParamsSchema,
        body: TechDemandInputSchema,
        response: one,
      },
    },
    async (request) => {
      await editAsStaff(app, localeOf(request), staffId(request), request.params.id, request.body);
      return ok(request, await detail(request), 'success.techDemandSaved');
    },
  );
  r.post(
    `${BASE}/:id/approve`,
    {
      config: { module: 'content', action: 'techDemand.approve' },
      schema: { ...doc('Approve and publish; the company is mailed'), params: TechDemandIdParamsSchema, response: one },
    },
    async (request) => {
      await decide(app, staffId(request), request.params.id, { outcome: 'approved' });
      return ok(request, await detail(request), 'success.techDemandApproved');
    },
  );
  r.post(
    `${BASE}/:id/reject`,
    {
      config: { module: 'content', action: 'techDemand.reject' },
      schema: {
        ...doc('Reject with a reason the company sees and is mailed'),
        params: TechDemandIdParamsSchema,
        body: TechDemandRejectSchema,
        response: one,
      },
    },
    async (request) => {
      await decide(app, staffId(request), request.params.id, { outcome: 'rejected', reason: request.body.reason });
      return ok(request, await detail(request), 'success.techDemandRejected');
    },
  );
  r.post(
    `${BASE}/:id/take-down`,
    {
      config: { module: 'content', action: 'techDemand.takeDown' },
      schema: {
        ...doc('Take a published demand off the site, with a reason; the company is mailed'),
        params: TechDemandIdParamsSchema,
        body: TechDemandTakeDownSchema,
        response: one,
      },
    },
    async (request) => {
      await decide(app, staffId(request), request.params.id, { outcome: 'takenDown', reason: request.body.reason });
      return ok(request, await detail(request), 'success.techDemandTakenDown');
    },
  );
}
