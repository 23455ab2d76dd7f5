import {
  CodeSentSchema,
  envelope,
  ForgetPasswordCodeInputSchema,
  ForgetPasswordInputSchema,
  LoginResponseSchema,
  type RegisterCodeInput,
  RegisterCodeInputSchema,
  RegisterInputSchema,
  translate,
  VERIFICATION_CODE,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noSoonerThan } from '../../lib/answer-floor.js';
import { localeOf, ok } from '../../lib/reply.js';
import { loginResponse } from '../auth/auth.routes.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { register, resetPassword, sendRegisterCode, sendResetCode } from './registration.service.js';

const sent = { resendAfterSeconds: VERIFICATION_CODE.resendSeconds };

/** Self-registration and password reset (spec section 7: register, forgetPwdEmail, forgetPwd). */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const limit = (max: number) => ({ max, timeWindow: config.rateLimitWindowSeconds * 1000 });

  /**
   * Emails a code once the captcha passes; the answer is the same whether or not a code went out.
   * Both code requests take an address and the captcha (`ForgetPasswordCodeInputSchema` is the
   * registration's schema).
   */
  const codeRoute = (
    url: string,
    summary: string,
    body: typeof RegisterCodeInputSchema,
    send: (request: FastifyRequest, input: RegisterCodeInput) => Promise<void>,
  ) =>
    r.post(
      url,
      {
        config: { auth: 'public', rateLimit: limit(config.rateLimitCaptcha) },
        schema: { summary, tags: ['registration'], body, response: { 200: envelope(CodeSentSchema) } },
      },
      async (request) => {
        await noSoonerThan(config.codeAnswerFloorMs, () => send(request, request.body));
        return ok(request, sent, 'success.codeSent');
      },
    );

  codeRoute(
    '/api/register/code',
    'Email a registration code (captcha first; same answer for registered addresses)',
    RegisterCodeInputSchema,
    sendRegisterCode,
  );

  r.post(
    '/api/register',
    {
      config: { auth: 'public', rateLimit: limit(config.rateLimitLogin) },
      schema: {
        summary: 'Register a common account with the emailed code; logs it in (login-shaped response)',
        tags: ['registration'],
        body: RegisterInputSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => {
      const result = await register(request, request.body);
      return { ...loginResponse(request, result), msg: translate(localeOf(request), 'success.registered') };
    },
  );

  codeRoute(
    '/api/forgetPwdEmail',
    'Email a password-reset code (captcha first; same answer for unknown addresses)',
    ForgetPasswordCodeInputSchema,
    sendResetCode,
  );

  r.post(
    '/api/forgetPwd',
    {
      config: { auth: 'public', rateLimit: limit(config.rateLimitLogin) },
      schema: {
        summary: 'Set a new password with the emailed code; ends every session of the account',
        tags: ['registration'],
        body: ForgetPasswordInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await resetPassword(request, request.body);
      return ok(request, null, 'success.passwordReset');
    },
  );
}
