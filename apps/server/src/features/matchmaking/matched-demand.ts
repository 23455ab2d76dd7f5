import { Code } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { techDemands } from '../tech-demands/tech-demands.tables.js';
import type { DemandForMatching } from './match-expression.js';

// Matchmaking reads the demand's own row: it needs the fields the company wrote and who owns it,
// nothing the demand feature computes, and a read here cannot change the demand's workflow.
const columns = {
  title: techDemands.title,
  description: techDemands.description,
  industry: techDemands.industry,
  ipcHints: techDemands.ipcHints,
  status: techDemands.status,
};

const notFound = () => new AppError(Code.NOT_FOUND, 'error.matchDemandNotFound');

/** A published demand, as anyone may see its matches; any other is a 404. */
export async function publishedDemand(db: Db, id: string): Promise<DemandForMatching> {
  const [row] = await db
    .select(columns)
    .from(techDemands)
    .where(and(eq(techDemands.id, id), eq(techDemands.status, 'published')));
  if (!row) throw notFound();
  return row;
}

/**
 * The company's own demand in any state; another company's is a 404 exactly like a missing one,
 * so ids cannot be probed.
 */
export async function ownDemand(db: Db, companyUserId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(techDemands)
    .where(and(eq(techDemands.id, id), eq(techDemands.companyUserId, companyUserId)));
  if (!row) throw notFound();
  return row;
}
