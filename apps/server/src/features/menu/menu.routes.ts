import { BACK_OFFICE_ROUTES, canAccess, envelope } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';

/** The back-office paths (below /backStackSupport) that `role` may open. */
export function backOfficePathsFor(role: string): string[] {
  return BACK_OFFICE_ROUTES.filter((route) => canAccess(role, route.module)).map((route) => route.path);
}

/** Back-office side menu: which screens the caller's role may open (staff only, as all of /api/admin). */
export async function menuRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/menu',
    {
      config: { auth: 'staff' },
      schema: {
        summary: 'Back-office paths the caller may open',
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (request) => ok(request, backOfficePathsFor(request.auth?.role ?? '')),
  );
}
