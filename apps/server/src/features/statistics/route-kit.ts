import type { FastifyRequest } from 'fastify';
import type { Actor } from './figures.service.js';

/** OpenAPI description shared by the back-office routes of this module. */
export const adminDoc = (summary: string) => ({ summary, tags: ['statistics'] });

/** Who is writing, for the edit history. */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.auth?.userId ?? null, email: request.auth?.email ?? null };
}
