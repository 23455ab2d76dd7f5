import {
  envelope,
  IdParamsSchema,
  RecoveryCodesSchema,
  SecondFactorLoginResponseSchema,
  SecondFactorStatusSchema,
  SecondFactorVerifyInputSchema,
  TotpCodeInputSchema,
  TotpEnrolmentSchema,
  translate,
} from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf, ok } from '../../lib/reply.js';
import { loginResponse } from '../auth/auth.routes.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import {
  confirmEnrolment,
  renewRecoveryCodes,
  resetSecondFactor,
  secondFactorStatus,
  startEnrolment,
  verifySecondFactor,
} from './second-factor.service.js';

/**
 * Staff second factor (issue 7, security case 3): enrolment and the second login step, both open
 * to a login whose second factor is pending (and to nothing else of the API, lib/authorize.ts);
 * recovery-code renewal for signed-in staff; the administrator's reset.
 */
export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  // Enrolment start is a body-less POST; clients may still label it JSON.
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every code guess is also a counted login failure; the per-IP limit bounds the rate on top.
  const limited = { max: app.config.rateLimitLogin, timeWindow: app.config.rateLimitWindowSeconds * 1000 };
  const pendingStep = { auth: 'user', secondFactorPending: 'allowed', rateLimit: limited } as const;

  r.post(
    '/api/second-factor/enrol',
    {
      config: pendingStep,
      schema: {
        summary: 'Start enrolling an authenticator app (a login pending its second factor)',
        response: { 200: envelope(TotpEnrolmentSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await startEnrolment(request));
    },
  );

  r.post(
    '/api/second-factor/enrol/confirm',
    {
      config: pendingStep,
      schema: {
        summary: "Confirm the enrolment with the app's first code: new tokens and the recovery codes (shown once)",
        body: TotpCodeInputSchema,
        response: { 200: SecondFactorLoginResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { result, recoveryCodes } = await confirmEnrolment(request, request.body.code);
      const msg = translate(localeOf(request), 'success.secondFactorEnrolled');
      return { ...loginResponse(request, result), msg, recoveryCodes };
    },
  );

  r.post(
    '/api/second-factor/verify',
    {
      config: pendingStep,
      schema: {
        summary: 'The second login step: a TOTP code or a recovery code; answers new tokens',
        description: 'Wrong codes answer code 1001 (or 423 once locked) and count toward the login lockout.',
        body: SecondFactorVerifyInputSchema,
        response: { 200: SecondFactorLoginResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await verifySecondFactor(request, request.body.code);
      return { ...loginResponse(request, result), msg: translate(localeOf(request), 'success.secondFactorVerified') };
    },
  );

  r.get(
    '/api/second-factor',
    {
      config: { auth: 'user' },
      schema: {
        summary: "The caller's second-factor state",
        response: { 200: envelope(SecondFactorStatusSchema) },
      },
    },
    async (request) => ok(request, await secondFactorStatus(request)),
  );

  r.post(
    '/api/second-factor/recovery-codes',
    {
      config: { auth: 'user', rateLimit: limited },
      schema: {
        summary: 'Replace the recovery codes (confirmed with a current TOTP code); the new ones are shown once',
        body: TotpCodeInputSchema,
        response: { 200: envelope(RecoveryCodesSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const recoveryCodes = await renewRecoveryCodes(request, request.body.code);
      return ok(request, { recoveryCodes }, 'success.recoveryCodesRenewed');
    },
  );

  r.delete(
    '/api/admin/users/:id/second-factor',
    {
      config: { module: 'accounts', action: 'user.resetSecondFactor' },
      schema: {
        summary: "Reset a staff member's second factor: sessions end, the next login enrols again",
        params: IdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await resetSecondFactor(app, request.auth?.userId ?? null, request.params.id);
      return ok(request, null, 'success.secondFactorReset');
    },
  );
}
