import type { AccountMonth } from '@cityip/contracts';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../accounts/accounts.tables.js';
import { identities } from '../identity/identity.tables.js';
import { byMonth, monthOf, type Period, within } from './period.js';

/**
 * Registrations and real-name authentications per month: accounts registered on the site (those
 * with an account type; accounts created in the back office have none), authentications submitted,
 * and reviews that approved or rejected one (counted in the month of the review).
 */
export async function accountsByMonth(db: Db, period: Period, months: readonly string[]): Promise<AccountMonth[]> {
  const reviewed = (status: 'approved' | 'rejected') =>
    db
      .select({ month: monthOf(identities.reviewedAt, period), count: count() })
      .from(identities)
      .where(and(eq(identities.status, status), within(identities.reviewedAt, period)))
      .groupBy(sql`1`);
  const [registered, submitted, approved, rejected] = await Promise.all([
    db
      .select({ month: monthOf(users.createdAt, period), count: count() })
      .from(users)
      .where(and(within(users.createdAt, period), isNotNull(users.accountType)))
      .groupBy(sql`1`),
    db
      .select({ month: monthOf(identities.submittedAt, period), count: count() })
      .from(identities)
      .where(within(identities.submittedAt, period))
      .groupBy(sql`1`),
    reviewed('approved'),
    reviewed('rejected'),
  ]);
  const columns = [registered, submitted, approved, rejected].map((rows) => byMonth(months, rows));
  return months.map((month, i) => ({
    month,
    registrations: columns[0]?.[i] ?? 0,
    authSubmitted: columns[1]?.[i] ?? 0,
    authApproved: columns[2]?.[i] ?? 0,
    authRejected: columns[3]?.[i] ?? 0,
  }));
}
