import { notInArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { type LogRow, logs } from '../src/features/logs/logs.tables.js';

/**
 * The log rows that `act` wrote (test-only helper of the audit suites): rows are never deleted,
 * so the ids present before tell the new ones apart exactly, whatever their timestamps.
 */
export async function logRowsWrittenBy(db: Db, act: () => Promise<unknown>): Promise<LogRow[]> {
  const before = (await db.select({ id: logs.id }).from(logs)).map((row) => row.id);
  await act();
  const query = db.select().from(logs);
  return before.length > 0 ? query.where(notInArray(logs.id, before)) : query;
}
