import {
  AdminPortfolioClaimPageSchema,
  AdminPortfolioClaimQuerySchema,
  AdminPortfolioClaimSchema,
  envelope,
  PortfolioClaimIdParamsSchema,
  PortfolioClaimRejectSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { decideClaim, listClaimsForReview } from './portfolio-review.js';

const doc = (summary: string) => ({ summary, tags: ['portfolio'] });
const BASE = '/api/admin/portfolio-claims';
const one = { 200: envelope(AdminPortfolioClaimSchema) };

/**
 * Staff's queue of patents companies added to their portfolio (`/data/portfolioClaims`, module
 * `patentData`): list, confirm, reject with a reason. Decisions are in the operation log (audit hook).
 */
export async function portfolioAdminRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staffId = (request: FastifyRequest) => request.auth?.userId ?? null;

  r.get(
    BASE,
    {
      config: { module: 'patentData' },
      schema: {
        ...doc('Claims by status, pending first, with the patent’s applicants'),
        querystring: AdminPortfolioClaimQuerySchema,
        response: { 200: envelope(AdminPortfolioClaimPageSchema) },
      },
    },
    async (request) => ok(request, await listClaimsForReview(app.db, request.query)),
  );
  r.post(
    `${BASE}/:id/confirm`,
    {
      config: { module: 'patentData', action: 'portfolioClaim.confirm' },
      schema: {
        ...doc('Confirm that the patent is the company’s: it joins its portfolio'),
        params: PortfolioClaimIdParamsSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        request,
        await decideClaim(app.db, staffId(request), request.params.id, { confirm: true }),
        'success.portfolioClaimConfirmed',
      ),
  );
  r.post(
    `${BASE}/:id/reject`,
    {
      config: { module: 'patentData', action: 'portfolioClaim.reject' },
      schema: {
        ...doc('Reject a claim with a reason the company sees'),
        params: PortfolioClaimIdParamsSchema,
        body: PortfolioClaimRejectSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        request,
        await decideClaim(app.db, staffId(request), request.params.id, { confirm: false, reason: request.body.reason }),
        'success.portfolioClaimRejected',
      ),
  );
}
