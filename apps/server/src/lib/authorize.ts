import { Code, canAccess, canEnterBackOffice } from '@cityip/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { resolveAccessToken } from '../features/auth/sessions.js';
import { parseBearer } from '../features/auth/tokens.js';
import { isSecondFactorPending } from '../features/second-factor/second-factor-policy.js';
import { AppError } from './errors.js';
import type { AuthContext, AuthMode } from './fastify-augment.js';

/** HTTP 401 + code 401: missing, unknown, expired or otherwise dead token. */
const unauthorized = () => new AppError(Code.UNAUTHORIZED, 'error.unauthorized', {}, 401);

/**
 * Resolves the request's bearer token to a live session of an allowed kind, or throws the
 * refusal the client's rules expect (spec section 4): HTTP 401 for a dead token, HTTP 200 with
 * code 401 for a user session replaced by a newer login.
 */
export async function authenticate(
  request: FastifyRequest,
  kinds: readonly AuthContext['kind'][],
): Promise<AuthContext> {
  const token = parseBearer(request.headers.authorization);
  if (!token) throw unauthorized();
  const resolved = await resolveAccessToken(request.server.db, request.server.config, token);
  if (resolved.status === 'replaced') throw new AppError(Code.UNAUTHORIZED, 'error.sessionInvalid', {}, 200);
  if (resolved.status !== 'ok') throw unauthorized();
  // Token kinds are never interchangeable: a database token is only good for /api/data and back.
  if (!kinds.includes(resolved.auth.kind)) throw unauthorized();
  // Security case 3: a login still owing its second factor reaches only the routes of that step.
  const pendingAllowed = request.routeOptions.config.secondFactorPending === 'allowed';
  if (!pendingAllowed && isSecondFactorPending(request.server.config, resolved.auth)) {
    throw new AppError(Code.SECOND_FACTOR_REQUIRED, 'error.secondFactorRequired', {}, 403);
  }
  return resolved.auth;
}

/** The access a route declares: an access level, a back-office module, or nothing (refused). */
export function accessModeOf(
  routeUrl: string,
  config: Pick<FastifyContextConfig, 'auth' | 'module'>,
): AuthMode | 'module' | 'undeclared' {
  if (config.module) return 'module';
  // Data-search calls take only the database token, whatever a route forgot to declare.
  if (routeUrl.startsWith('/api/data/') && config.auth !== 'public') return 'database';
  return config.auth ?? 'undeclared';
}

/** The one authorization hook: every /api route is checked against its declared access level. */
export function registerAuthorizeHook(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    // Matched on the route pattern: the SPA's wildcard route also sees /api/... URLs it cannot serve.
    const routeUrl = request.routeOptions.url;
    if (request.is404 || !routeUrl?.startsWith('/api/')) return;
    const mode = accessModeOf(routeUrl, request.routeOptions.config);
    // Deny by default (security case 8): a route that forgot its access level is a bug, never open.
    if (mode === 'undeclared') {
      request.log.error({ route: `${request.method} ${routeUrl}` }, 'route declares no access level; refused');
      throw new AppError(Code.FORBIDDEN, 'error.forbidden', {}, 403);
    }
    if (mode === 'public') return;
    if (mode === 'database') {
      request.auth = await authenticate(request, ['database']);
      return;
    }
    const auth = await authenticate(request, ['visitor', 'user']);
    request.auth = auth;
    if (mode === 'any') return;
    if (auth.kind !== 'user') throw new AppError(Code.LOGIN_REQUIRED, 'error.loginRequired');
    const module = request.routeOptions.config.module;
    const allowed = module ? canAccess(auth.role, module) : mode !== 'staff' || canEnterBackOffice(auth.role);
    if (!allowed) throw new AppError(Code.FORBIDDEN, 'error.forbidden', {}, 403);
  });
}
