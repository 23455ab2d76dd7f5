import {
  AccessTokenSchema,
  CaptchaSchema,
  CheckTokenInputSchema,
  Code,
  canEnterBackOffice,
  EmailAvailabilitySchema,
  EmailQuerySchema,
  envelope,
  LoginInputSchema,
  LoginResponseSchema,
  PublicConfigSchema,
  RefreshInputSchema,
  UserInfoSchema,
} from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLogFields, writeLog } from '../../lib/audit.js';
import { authenticate } from '../../lib/authorize.js';
import { AppError } from '../../lib/errors.js';
import { localeOf, ok } from '../../lib/reply.js';
import { users } from '../accounts/accounts.tables.js';
import { isSecondFactorPending } from '../second-factor/second-factor-policy.js';
import { type LoginResult, login, userInfo, visitorInfo, visitorLogin } from './auth.service.js';
import { sessions } from './auth.tables.js';
import { createCaptcha } from './captcha.js';
import { acceptEmptyJsonBody } from './empty-json-body.js';
import { publicConfig } from './public-config.js';
import { rotateRefreshToken } from './refresh-tokens.js';
import { issueSession, resolveAccessToken, revokeUserSessions } from './sessions.js';
import { parseBearer, safeEqual } from './tokens.js';

/** The login-shaped response (spec section 3): `role`, `userName`, `token` beside the envelope. */
export function loginResponse(request: FastifyRequest, result: LoginResult) {
  return {
    ...ok(request, result.info, 'success.login'),
    role: result.role,
    userName: result.userName,
    token: {
      token_type: 'bearer' as const,
      access_token: result.tokens.accessToken,
      refresh_token: result.tokens.refreshToken,
      expires_in: result.tokens.expiresIn,
    },
    ...(result.mfaRequired ? { mfaRequired: result.mfaRequired } : {}),
  };
}

/** Login, tokens and the caller's identity: every call of spec section 7 that issue 2 needs. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const limit = (max: number) => ({ max, timeWindow: config.rateLimitWindowSeconds * 1000 });

  r.get(
    '/api/config',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Public runtime settings for the SPA',
        response: { 200: envelope(PublicConfigSchema) },
      },
    },
    async (request) => ok(request, publicConfig(config)),
  );

  r.post(
    '/api/login',
    {
      config: { auth: 'public', rateLimit: limit(config.rateLimitLogin) },
      schema: {
        summary: 'Password login (password is the AES transport ciphertext)',
        description: 'Refusals come with HTTP 200 and code 1001, 1002, 1003, 1004 or 423; data is a LoginRefusal.',
        body: LoginInputSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => {
      const result = await login(app.db, config, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        locale: localeOf(request),
      });
      return loginResponse(request, result);
    },
  );

  r.get(
    '/api/captchaImage',
    {
      config: { auth: 'public', rateLimit: limit(config.rateLimitCaptcha) },
      schema: {
        summary: 'A single-use SVG captcha (5 minutes, case-insensitive)',
        response: { 200: envelope(CaptchaSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await createCaptcha(app.db));
    },
  );

  r.get(
    '/api/email',
    {
      config: { auth: 'any', rateLimit: limit(config.rateLimitToken) },
      schema: {
        summary: 'Whether an email address is already registered',
        querystring: EmailQuerySchema,
        response: { 200: envelope(EmailAvailabilitySchema) },
      },
    },
    async (request) => {
      const { email } = request.query;
      const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return ok(request, { taken: row !== undefined || email === config.visitorEmail });
    },
  );

  r.post(
    '/api/check/token',
    {
      config: { auth: 'public', rateLimit: limit(config.rateLimitToken) },
      schema: {
        summary: 'Whether a token may enter the back office (live user token of a staff role)',
        body: CheckTokenInputSchema,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => {
      const token = parseBearer(request.body.token);
      const resolved = token ? await resolveAccessToken(app.db, config, token) : null;
      const allowed =
        resolved?.status === 'ok' &&
        resolved.auth.kind === 'user' &&
        canEnterBackOffice(resolved.auth.role) &&
        !isSecondFactorPending(config, resolved.auth);
      return ok(request, allowed);
    },
  );

  r.post(
    '/api/oauth/visitor',
    {
      config: { auth: 'public', rateLimit: limit(config.rateLimitToken) },
      schema: { summary: 'A visitor token (silent anonymous login)', response: { 200: LoginResponseSchema } },
    },
    async (request) => loginResponse(request, await visitorLogin(app.db, config, localeOf(request))),
  );

  r.post(
    '/api/oauth/refresh',
    {
      config: { auth: 'public', rateLimit: limit(config.rateLimitToken) },
      schema: {
        summary: 'Rotate a refresh token into a new pair; a reused refresh token ends the session family',
        body: RefreshInputSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => {
      const outcome = await rotateRefreshToken(app.db, config, request.body.refresh_token);
      if (outcome.status === 'replaced') throw new AppError(Code.UNAUTHORIZED, 'error.sessionInvalid', {}, 200);
      if (outcome.status !== 'ok') {
        if (outcome.status === 'reused') request.log.warn('refresh token reused; session family revoked');
        throw new AppError(Code.UNAUTHORIZED, 'error.refreshInvalid', {}, 401);
      }
      const { user, tokens } = outcome;
      return loginResponse(request, {
        role: user.role,
        userName: user.name,
        tokens,
        info: userInfo(user, tokens.expiresIn),
      });
    },
  );

  r.post(
    '/api/oauth/database',
    {
      config: { auth: 'public', rateLimit: limit(config.rateLimitToken) },
      schema: {
        summary: 'A database token for /api/data calls',
        description: 'Authorization: a live visitor or user bearer token, or HTTP Basic client_id:client_secret.',
        // The token URL of the dataSearch scheme: a browser's bearer token, or a machine client's credentials.
        security: [{ bearer: [] }, {}],
        response: { 200: envelope(AccessTokenSchema) },
      },
    },
    async (request) => {
      const header = request.headers.authorization ?? '';
      let owner: { userId: string | null; role: 'visitor' | LoginResult['role']; name: string };
      if (/^basic\s/i.test(header)) {
        const [id = '', secret = ''] = Buffer.from(header.replace(/^basic\s+/i, ''), 'base64')
          .toString('utf8')
          .split(':');
        // Both compared, always, so timing does not tell which half was wrong.
        const good = safeEqual(id, config.clientId) && safeEqual(secret, config.clientSecret);
        if (!good) throw new AppError(Code.UNAUTHORIZED, 'error.unauthorized', {}, 401);
        owner = { userId: null, role: 'visitor', name: config.clientId };
      } else {
        const auth = await authenticate(request, ['visitor', 'user']);
        owner = { userId: auth.userId, role: auth.role, name: auth.name };
      }
      const tokens = await issueSession(app.db, config, { kind: 'database', ...owner });
      return ok(request, {
        token_type: 'bearer' as const,
        access_token: tokens.accessToken,
        expires_in: tokens.expiresIn,
      });
    },
  );

  r.post(
    '/api/logout',
    {
      config: { auth: 'any', secondFactorPending: 'allowed' },
      schema: { summary: 'End the current session', response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const auth = request.auth;
      if (auth?.userId) {
        await revokeUserSessions(app.db, auth.userId, 'logout');
        await writeLog(app.db, {
          kind: 'login',
          action: 'logout',
          target: null,
          success: true,
          detail: null,
          ...requestLogFields(request),
        });
      } else if (auth) {
        await app.db
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'logout' })
          .where(eq(sessions.id, auth.sessionId));
      }
      return ok(request, null, 'success.logout');
    },
  );

  r.get(
    '/api/account/me',
    {
      config: { auth: 'any', secondFactorPending: 'allowed' },
      schema: {
        summary: "The caller's user information",
        response: { 200: envelope(UserInfoSchema) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw new AppError(Code.UNAUTHORIZED, 'error.unauthorized', {}, 401);
      const expiresIn = Math.max(0, Math.round((auth.expiresAt.getTime() - Date.now()) / 1000));
      if (auth.kind !== 'user' || !auth.userId || !auth.email) {
        return ok(request, visitorInfo(localeOf(request), expiresIn));
      }
      return ok(request, userInfo({ id: auth.userId, name: auth.name, email: auth.email, role: auth.role }, expiresIn));
    },
  );
}
