import type { DemandEventAction, TechDemandEvent } from '@cityip/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../accounts/accounts.tables.js';
import { techDemandEvents } from './tech-demands.tables.js';

/** One step to record in a demand's history, in the transaction of the change itself. */
export async function recordEvent(
  tx: Tx,
  demandId: string,
  action: DemandEventAction,
  actorId: string | null,
  extra: { reason?: string | null; changes?: Record<string, [unknown, unknown]> | null } = {},
): Promise<void> {
  await tx.insert(techDemandEvents).values({
    demandId,
    action,
    actorId,
    reason: extra.reason ?? null,
    changes: extra.changes ?? null,
  });
}

/**
 * A demand's history, newest first. Staff see who acted; the company sees what was done and why,
 * but not which staff member did it (`withActors` false).
 */
export async function historyOf(db: Db, demandId: string, withActors: boolean): Promise<TechDemandEvent[]> {
  const rows = await db
    .select({ event: techDemandEvents, actorName: users.name })
    .from(techDemandEvents)
    .leftJoin(users, eq(users.id, techDemandEvents.actorId))
    .where(eq(techDemandEvents.demandId, demandId))
    .orderBy(desc(techDemandEvents.at), desc(techDemandEvents.id));
  return rows.map(({ event, actorName }) => ({
    id: event.id,
    action: event.action,
    at: event.at.toISOString(),
    reason: event.reason,
    changes: event.changes,
    actorName: withActors ? actorName : null,
  }));
}
