import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { monthOf, type Period, within } from '../operation-stats/period.js';
import { contactRequests } from './contact-requests.tables.js';

/**
 * What other features may use of contact requests. Operation statistics count the requests sent
 * per month of the city's calendar (issue 24: "contacts per month").
 */

/** Contact requests sent in the period, by city-calendar month `YYYY-MM` (months without any left out). */
export async function countContactRequestsByMonth(db: Db, period: Period): Promise<{ month: string; count: number }[]> {
  return db
    .select({ month: monthOf(contactRequests.createdAt, period), count: count() })
    .from(contactRequests)
    .where(within(contactRequests.createdAt, period))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}
