import { BACK_OFFICE_ROUTES, boundedList, boundedText, canAccess, envelope, TEXT_LIMITS } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';

/** The back-office paths (below /backStackSupport) that `role` may open. */
export function backOfficePathsFor(role: string): string[] {
  return BACK_OFFICE_ROUTES.filter((route) => canAccess(role, route.module)).map((route) => route.path);
}

/** Paths of the route table: at most all of them, each a path of the portal. */
const MenuPathsSchema = boundedList(boundedText(TEXT_LIMITS.url), BACK_OFFICE_ROUTES.length);

/** Back-office side menu: which screens the caller's role may open (staff only, as all of /api/admin). */
export async function menuRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/menu',
    {
      config: { auth: 'staff' },
      schema: {
        summary: 'Back-office paths the caller may open',
        response: { 200: envelope(MenuPathsSchema) },
      },
    },
    async (request) => ok(request, backOfficePathsFor(request.auth?.role ?? '')),
  );
}
