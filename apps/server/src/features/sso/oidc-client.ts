import { Code, TEXT_LIMITS } from '@cityip/contracts';
import * as oidc from 'openid-client';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { guardedFetch } from '../../lib/outbound/guarded-fetch.js';
import { type OutboundPolicy, OutboundRefusal } from '../../lib/outbound/outbound-policy.js';

/** Who the provider says signed in: the stable (issuer, subject) pair and the profile claims we use. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** What one authorization request was started with, kept server-side until the answer returns. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The configured OpenID provider as the SSO routes use it. */
export interface OidcClient {
  /** The provider's sign-in address for one authorization request (code flow, PKCE S256). */
  authorizationUrl(checks: AuthorizationChecks): Promise<string>;
  /** Exchanges the code of `callback` (the provider's answer) and returns the validated identity. */
  identify(callback: URLSearchParams, checks: AuthorizationChecks): Promise<ProviderIdentity>;
}

const SCOPE = 'openid email profile';
/** Plain HTTP is accepted only for a provider on this machine (a local test or development provider). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const unavailable = () => new AppError(Code.SERVER_ERROR, 'error.ssoUnavailable', {}, 502);
const failed = () => new AppError(Code.BAD_REQUEST, 'error.ssoFailed', {}, 400);

/** A refusal by the provider or a failed check of its answer (the person's flow), not an outage. */
function isVerificationFailure(error: unknown): boolean {
  // openid-client wraps what its fetch throws; an address the SSRF guard refused is a setup fault.
  if (error instanceof oidc.ClientError && error.cause instanceof OutboundRefusal) return false;
  return (
    error instanceof oidc.ClientError ||
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError
  );
}

function textClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The client of the configured provider. Its metadata is discovered on first use and kept; a
 * failed discovery is forgotten so the next login tries again. openid-client validates the ID
 * token: signature, issuer, audience, expiry, nonce, and with the `iss` response parameter the
 * mix-up check (RFC 9207). Every request to the provider (discovery, keys, token, userinfo) goes
 * through the SSRF guard, since the metadata it discovers names further addresses.
 */
export function createOidcClient(
  settings: NonNullable<Config['oidc']>,
  redirectUri: string,
  log: { warn(details: object, message: string): void },
  policy: OutboundPolicy,
): OidcClient {
  const issuer = new URL(settings.issuer);
  const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
  let discovered: Promise<oidc.Configuration> | null = null;

  const configuration = () => {
    discovered ??= oidc
      // client_secret_basic: the token endpoint authentication OpenID Connect assumes when none is registered.
      .discovery(issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
        // Kept by the configuration for every later request as well.
        [oidc.customFetch]: (url, options) => guardedFetch(policy, url, options),
      })
      .catch((error: unknown) => {
        discovered = null;
        log.warn({ err: error, issuer: settings.issuer }, 'OpenID provider discovery failed');
        throw unavailable();
      });
    return discovered;
  };

  return {
    async authorizationUrl(checks) {
      const config = await configuration();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      // The endpoint comes from the provider's metadata: an address longer than browsers reliably
      // follow (and than GET /api/sso/authorize states) is a setup fault, like a failed discovery.
      if (url.href.length > TEXT_LIMITS.url) {
        log.warn({ issuer: settings.issuer, length: url.href.length }, 'OpenID authorization address too long');
        throw unavailable();
      }
      return url.href;
    },

    async identify(callback, checks) {
      const config = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, new URL(`${redirectUri}?${callback}`), {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw failed();
        // Providers differ in which profile claims they put in the ID token; userinfo has them all.
        const profile = config.serverMetadata().userinfo_endpoint
          ? { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) }
          : claims;
        return {
          issuer: claims.iss,
          subject: claims.sub,
          email: textClaim(profile.email)?.toLowerCase() ?? null,
          emailVerified: profile.email_verified === true,
          name: textClaim(profile.name) ?? textClaim(profile.preferred_username),
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        log.warn({ err: error }, 'OpenID login refused');
        throw isVerificationFailure(error) ? failed() : unavailable();
      }
    },
  };
}
