import { ExpiredPasswordChangeInputSchema, envelope } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { changeExpiredPassword } from './password-expiry.service.js';

/**
 * The one thing a staff member whose password expired may do (security case 2): set a new
 * password with the ticket from the refused login. Public (there is no session yet), limited
 * like login.
 */
export async function passwordExpiryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  r.post(
    '/api/password/expired',
    {
      config: {
        auth: 'public',
        rateLimit: { max: config.rateLimitLogin, timeWindow: config.rateLimitWindowSeconds * 1000 },
      },
      schema: {
        summary: 'Set a new password with the ticket of a login refused with code 1005 (password expired)',
        tags: ['auth'],
        body: ExpiredPasswordChangeInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await changeExpiredPassword(request, request.body);
      return ok(request, null, 'success.saved');
    },
  );
}
