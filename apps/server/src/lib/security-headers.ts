import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** One year, with subdomains: the value browsers' preload lists expect. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sends Strict-Transport-Security only on answers that went out over TLS (security case 19):
 * the connection itself is TLS, or a trusted proxy (TRUST_PROXY) says `X-Forwarded-Proto: https`.
 * Helmet's header is static, and over plain HTTP the header is meaningless at best; fastify's
 * `request.protocol` already believes the forwarded value only from trusted proxies.
 */
export function registerHsts(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/**
 * Cross-origin access only for the origins in CORS_ORIGINS (none by default), without
 * credentials: the API authenticates with bearer tokens, never cookies. For any other origin
 * the answer carries no CORS header at all and its preflight falls through to 404.
 */
export function corsOptions(config: Pick<Config, 'corsOrigins'>): FastifyCorsOptions {
  const allowed = new Set(config.corsOrigins);
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    exposedHeaders: ['X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
  };
}
