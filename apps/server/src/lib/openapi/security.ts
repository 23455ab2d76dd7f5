import type { FastifyContextConfig } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { accessModeOf } from '../authorize.js';

/**
 * How callers prove who they are, as the OpenAPI document states it. Back-office calls have a
 * scheme of their own: a staff session is a different credential (its role's modules, the second
 * factor, the idle and absolute limits), though it travels the same way.
 */
export const SECURITY_SCHEMES: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The access token of a visitor (POST /api/oauth/visitor, issued silently on a first visit) or of a signed-in user (POST /api/login, POST /api/oauth/refresh, /sso/login): a random string stored hashed and looked up on every call, valid for ACCESS_TOKEN_TTL_SECONDS.',
  },
  staffBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      "The access token of a staff session (operations staff, administrators, the security auditor): a role that the permission matrix allows the route's back-office module, the second factor where STAFF_TOTP_ROLES asks for it, and a session that ends after STAFF_IDLE_TIMEOUT_MINUTES without a call and STAFF_SESSION_ABSOLUTE_HOURS after its login.",
  },
  dataSearch: {
    type: 'oauth2',
    description:
      "The data-search token that /api/data calls take, and nothing else does. A browser exchanges its visitor or user token for one at the token URL; a machine client (the city's own systems) uses the OAuth 2.0 client credentials grant there, authenticating with CLIENT_ID and CLIENT_SECRET as HTTP Basic (RFC 6749 §2.3.1). Tokens are opaque random strings checked on the server on every call, not JWTs, so RFC8725's JWT practices do not apply to them; they expire after ACCESS_TOKEN_TTL_SECONDS and, as RFC 6749 §4.4.3 advises for this grant, come without a refresh token: a client asks for a new one.",
    flows: { clientCredentials: { tokenUrl: '/api/oauth/database', scopes: {} } },
  },
};

/** What an operation requires: one of the schemes above, or nothing for a public route (`[{}]`). */
export function securityOf(
  routeUrl: string,
  config: Pick<FastifyContextConfig, 'auth' | 'module'> | undefined,
): OpenAPIV3.SecurityRequirementObject[] {
  switch (accessModeOf(routeUrl, config ?? {})) {
    case 'module':
    case 'staff':
      return [{ staffBearer: [] }];
    case 'database':
      return [{ dataSearch: [] }];
    case 'any':
    case 'user':
      return [{ bearer: [] }];
    default:
      // Public: no credential. (An undeclared route is refused; the route table test fails on it.)
      return [{}];
  }
}
