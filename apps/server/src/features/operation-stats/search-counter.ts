import { localDateAt, type SearchKind } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { searchCounts } from './operation-stats.tables.js';

/**
 * Adds one search of `kind` to today's counter (the city's calendar). Counting is bookkeeping:
 * a failure is logged and swallowed, never passed on to the person searching.
 */
export async function countSearch(
  db: Db,
  kind: SearchKind,
  timeZone: string,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<void> {
  try {
    await db
      .insert(searchCounts)
      .values({ day: localDateAt(now, timeZone), kind, count: 1 })
      .onConflictDoUpdate({
        target: [searchCounts.day, searchCounts.kind],
        set: { count: sql`${searchCounts.count} + 1` },
      });
  } catch (error) {
    log.warn({ err: error, kind }, 'search not counted');
  }
}

/** Whether a validated search query asks for a later page of results (a page turn, not a new search). */
function isPageTurn(query: unknown): boolean {
  return typeof query === 'object' && query !== null && 'page' in query && Number(query.page) > 1;
}

/**
 * Counts an answered search once (first pages only, so paging through results is not a new
 * search). It runs after the answer has gone out, so counting adds no time to the search; a
 * shutdown waits for it.
 */
export function countAnsweredSearch(
  app: FastifyInstance,
  kind: SearchKind,
  query: unknown,
  log: FastifyBaseLogger,
): void {
  if (isPageTurn(query)) return;
  app.afterAnswer(countSearch(app.db, kind, app.config.cityProfile.timeZone, log));
}

/** An `onResponse` hook for a search route: counts each search it answers (countAnsweredSearch). */
export function countedSearch(kind: SearchKind) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (reply.statusCode === 200) countAnsweredSearch(request.server, kind, request.query, request.log);
  };
}
