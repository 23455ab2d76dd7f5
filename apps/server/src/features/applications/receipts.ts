import { localDateAt } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { applicationReceiptCounters } from './applications.tables.js';

/**
 * The next receipt number of the day, `YYYYMMDD` + a 4-digit sequence (more digits past 9999),
 * the day read on the city's clocks. The counter row is upserted in the caller's transaction: it
 * stays locked until that transaction ends, so concurrent submissions never share a number, and a
 * submission that rolls back gives its number back.
 */
export async function allocateReceiptNo(tx: Tx, timeZone: string, now: Date): Promise<string> {
  const day = localDateAt(now, timeZone).replaceAll('-', '');
  const [row] = await tx
    .insert(applicationReceiptCounters)
    .values({ day, last: 1 })
    .onConflictDoUpdate({
      target: applicationReceiptCounters.day,
      set: { last: sql`${applicationReceiptCounters.last} + 1` },
    })
    .returning({ last: applicationReceiptCounters.last });
  if (!row) throw new Error('receipt counter upsert returned no row');
  return `${day}${String(row.last).padStart(4, '0')}`;
}
