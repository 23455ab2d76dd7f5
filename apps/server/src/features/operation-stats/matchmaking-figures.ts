import type { MatchmakingMonth } from '@cityip/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications } from '../applications/applications.tables.js';
import { countContactRequestsByMonth } from '../contact-requests/contact-requests.public.js';
import { techDemandEvents } from '../tech-demands/tech-demands.tables.js';
import { byMonth, monthOf, type Period, within } from './period.js';

/**
 * Technology matchmaking per month (issue 24): demands published (staff approvals, counted in the
 * month of the approval, so a demand approved again after an edit counts again, as it was
 * published again), contact requests sent, and matchmaking applications submitted. The approvals
 * are read from the demand history, an append-only log, like the identity reviews above.
 */
export async function matchmakingByMonth(
  db: Db,
  period: Period,
  months: readonly string[],
): Promise<MatchmakingMonth[]> {
  const [approved, contacts, submitted] = await Promise.all([
    db
      .select({ month: monthOf(techDemandEvents.at, period), count: count() })
      .from(techDemandEvents)
      .where(and(eq(techDemandEvents.action, 'approved'), within(techDemandEvents.at, period)))
      .groupBy(sql`1`),
    countContactRequestsByMonth(db, period),
    db
      .select({ month: monthOf(applications.submittedAt, period), count: count() })
      .from(applications)
      .where(and(eq(applications.kind, 'techMatchmaking'), within(applications.submittedAt, period)))
      .groupBy(sql`1`),
  ]);
  const [published, contacted, applied] = [approved, contacts, submitted].map((rows) => byMonth(months, rows));
  return months.map((month, i) => ({
    month,
    demandsPublished: published?.[i] ?? 0,
    contacts: contacted?.[i] ?? 0,
    matchmakingApplications: applied?.[i] ?? 0,
  }));
}
