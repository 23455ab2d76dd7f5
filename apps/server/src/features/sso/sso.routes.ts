import {
  Code,
  envelope,
  LoginResponseSchema,
  SsoAuthorizationSchema,
  SsoCallbackQuerySchema,
  SsoLinkInputSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { outboundPolicyOf } from '../../lib/outbound/outbound-policy.js';
import { assertConfiguredUrl } from '../../lib/outbound/setting-check.js';
import { localeOf, ok } from '../../lib/reply.js';
import { loginResponse } from '../auth/auth.routes.js';
import type { AttemptContext } from '../auth/auth.service.js';
import { createOidcClient, type OidcClient } from './oidc-client.js';
import { completeSsoLogin, linkSsoAccount, startSsoLogin } from './sso.service.js';

const doc = (summary: string, description?: string) => ({ summary, description, tags: ['sso'] });

function attemptOf(request: FastifyRequest): AttemptContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, locale: localeOf(request) };
}

/**
 * Unified authentication with the configured OpenID Connect provider (authorization code flow with
 * PKCE), redirecting back to `${PUBLIC_URL}/sso/login`. All three calls are anonymous.
 */
export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const limit = { max: config.rateLimitLogin, timeWindow: config.rateLimitWindowSeconds * 1000 };
  const policy = outboundPolicyOf(config);
  if (config.oidc) await assertConfiguredUrl(policy, 'OIDC_ISSUER', config.oidc.issuer, app.log);
  const client = config.oidc ? createOidcClient(config.oidc, `${config.publicUrl}/sso/login`, app.log, policy) : null;
  const configured = (): OidcClient => {
    if (!client) throw new AppError(Code.NOT_FOUND, 'error.ssoNotConfigured', {}, 404);
    return client;
  };

  r.get(
    '/api/sso/authorize',
    {
      config: { auth: 'public', rateLimit: limit },
      schema: {
        ...doc('Start an SSO login: the provider address to send the browser to (state valid 10 minutes, once)'),
        response: { 200: envelope(SsoAuthorizationSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await startSsoLogin(app.db, configured()));
    },
  );

  r.get(
    '/api/oauth/check_user',
    {
      config: { auth: 'public', rateLimit: limit },
      schema: {
        ...doc(
          'Finish an SSO login with the provider answer that reached /sso/login',
          'Logs in like POST /api/login. When the verified email has an account not yet linked: code 1409 with data {ticket, email}; confirm with POST /api/sso/link. Refusals as in /api/login (1004, 423).',
        ),
        querystring: SsoCallbackQuerySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await completeSsoLogin(app.db, config, configured(), request.query, attemptOf(request));
      return loginResponse(request, result);
    },
  );

  r.post(
    '/api/sso/link',
    {
      config: { auth: 'public', rateLimit: limit },
      schema: {
        ...doc(
          'Link an SSO identity to the existing account with its password (transport ciphertext), then log in',
          'Refusals as in /api/login (1001, 1004, 423); failures count toward the account lock.',
        ),
        body: SsoLinkInputSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => {
      configured();
      return loginResponse(request, await linkSsoAccount(app.db, config, request.body, attemptOf(request)));
    },
  );
}
