import {
  APPLICATION_KIND_KEYS,
  type OutletSatisfaction,
  SATISFIED_MIN_LEVEL,
  type SatisfactionFigure,
  type ServiceSatisfaction,
} from '@cityip/contracts';
import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { evaluations } from './evaluations.tables.js';

/**
 * The public satisfaction of issue 25, as the national 好差评 system publishes it: how many
 * reviews, how many 满意 or better, and that share in percent.
 */

/** The figure of `count` reviews of which `satisfied` are 满意 or better; no reviews, no rate. */
export function satisfactionFigure(total: number, satisfied: number): SatisfactionFigure {
  return { count: total, satisfied, rate: total === 0 ? null : Math.round((satisfied / total) * 1000) / 10 };
}

const counted = {
  total: count(),
  satisfied: sql<number>`count(*) filter (where ${gte(evaluations.level, SATISFIED_MIN_LEVEL)})`.mapWith(Number),
};

async function figureWhere(db: Db, where: SQL | undefined): Promise<SatisfactionFigure> {
  const [row] = await db.select(counted).from(evaluations).where(where);
  return satisfactionFigure(row?.total ?? 0, row?.satisfied ?? 0);
}

/** Every application kind (unrated ones with a zero count) and the consultation replies. */
export async function serviceSatisfaction(db: Db): Promise<ServiceSatisfaction> {
  const rows = await db
    .select({ service: evaluations.service, ...counted })
    .from(evaluations)
    .where(eq(evaluations.target, 'application'))
    .groupBy(evaluations.service);
  const byService = new Map(rows.map((row) => [row.service, row]));
  return {
    services: APPLICATION_KIND_KEYS.map((service) => {
      const row = byService.get(service);
      return { service, ...satisfactionFigure(row?.total ?? 0, row?.satisfied ?? 0) };
    }),
    consultation: await figureWhere(db, eq(evaluations.target, 'consultation')),
  };
}

/** One outlet's figure (the caller checked that the outlet is public). */
export async function outletSatisfaction(db: Db, outletId: string): Promise<OutletSatisfaction> {
  const where = and(eq(evaluations.target, 'outlet'), eq(evaluations.targetId, outletId));
  return { outletId, ...(await figureWhere(db, where)) };
}
