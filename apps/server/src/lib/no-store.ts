import type { FastifyInstance } from 'fastify';

/**
 * API answers are not stored by browsers or proxies unless a route says otherwise (public files
 * and exports set their own): many carry personal data (profile, identity, applications), and a
 * shared computer's cache or a caching proxy must not keep them after the person has left.
 */
export function registerNoStoreDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
