import {
  envelope,
  PortfolioClaimIdParamsSchema,
  PortfolioClaimInputSchema,
  PortfolioClaimListSchema,
  PortfolioClaimSchema,
  PortfolioPageSchema,
  PortfolioQuerySchema,
  PortfolioSettingsSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logOperation } from '../../lib/audit.js';
import { localeOf, ok } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { registerTask } from '../notifications/tasks.js';
import {
  addClaim,
  cityToday,
  listClaims,
  listPortfolio,
  readSettings,
  removeClaim,
  saveSettings,
} from './portfolio.service.js';
import { type PortfolioCompany, portfolioCompanyOf } from './portfolio-company.js';
import { REMINDER_TASK, runPortfolioReminders } from './portfolio-reminders.js';

const doc = (summary: string) => ({ summary, tags: ['portfolio'] });
const BASE = '/api/my/portfolio';

/**
 * The company portfolio (issue 26, `/frontAccountInfo?tab=portfolio`): an enterprise user with an
 * approved company authentication (anyone else 403, before the body is read) reads its patents
 * with their deadlines, adds patents by number for staff to confirm, removes them, and turns the
 * reminder mails on or off. Also registers the daily reminder task.
 */
export async function portfolioRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  registerTask(app, REMINDER_TASK, runPortfolioReminders);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const companies = new WeakMap<FastifyRequest, PortfolioCompany>();
  // preValidation: after the authorization hook (a visitor is already refused with 1401), before the body.
  const company = {
    config: { auth: 'user' as const },
    preValidation: async (request: FastifyRequest) => {
      companies.set(request, await portfolioCompanyOf(app.db, request));
    },
  };
  const companyIn = (request: FastifyRequest) => companies.get(request) as PortfolioCompany;

  r.get(
    BASE,
    {
      ...company,
      schema: {
        ...doc('The company’s patents with their next annual fee and term end, nearest deadline first'),
        querystring: PortfolioQuerySchema,
        response: { 200: envelope(PortfolioPageSchema) },
      },
    },
    async (request) =>
      ok(request, await listPortfolio(app.db, companyIn(request), request.query, cityToday(app.config))),
  );
  r.get(
    `${BASE}/claims`,
    {
      ...company,
      schema: {
        ...doc('Patents the company added by number, in every state, newest first'),
        response: { 200: envelope(PortfolioClaimListSchema) },
      },
    },
    async (request) => ok(request, await listClaims(app.db, companyIn(request))),
  );
  r.post(
    `${BASE}/claims`,
    {
      ...company,
      schema: {
        ...doc('Add a patent by application or publication number; staff confirm it'),
        body: PortfolioClaimInputSchema,
        response: { 200: envelope(PortfolioClaimSchema) },
      },
    },
    async (request) => {
      const claim = await addClaim(app.db, localeOf(request), companyIn(request), request.body);
      await logOperation(app.db, request, 'portfolioClaim.add', claim.id);
      return ok(request, claim, 'success.portfolioClaimAdded');
    },
  );
  r.delete(
    `${BASE}/claims/:id`,
    {
      ...company,
      schema: {
        ...doc('Remove a patent the company added (404 for anyone else’s)'),
        params: PortfolioClaimIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await removeClaim(app.db, companyIn(request), request.params.id);
      await logOperation(app.db, request, 'portfolioClaim.remove', request.params.id);
      return ok(request, null, 'success.portfolioClaimRemoved');
    },
  );
  r.get(
    `${BASE}/settings`,
    {
      ...company,
      schema: {
        ...doc('Whether the account gets reminder mails'),
        response: { 200: envelope(PortfolioSettingsSchema) },
      },
    },
    async (request) => ok(request, await readSettings(app.db, companyIn(request).userId)),
  );
  r.put(
    `${BASE}/settings`,
    {
      ...company,
      schema: {
        ...doc('Turn the reminder mails on or off'),
        body: PortfolioSettingsSchema,
        response: { 200: envelope(PortfolioSettingsSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await saveSettings(app.db, companyIn(request).userId, request.body),
        'success.portfolioSettingsSaved',
      ),
  );
}
