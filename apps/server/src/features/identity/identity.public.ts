import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../accounts/accounts.tables.js';
import { identities } from './identity.tables.js';

/**
 * What other features may know of real-name authentication: whether an account is a company whose
 * latest company authentication is approved, and under which name. ID numbers, phones and the
 * licence stay inside this feature.
 */

/** The company name of `userId`'s latest company authentication when it is approved, else null. */
export async function approvedCompanyName(db: Db | Tx, userId: string): Promise<string | null> {
  const [latest] = await db
    .select({ name: identities.name, status: identities.status })
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.kind, 'company')))
    .orderBy(desc(identities.submittedAt))
    .limit(1);
  return latest?.status === 'approved' ? latest.name : null;
}

/** An enterprise account with an approved company authentication, reachable by mail. */
export interface ApprovedCompany {
  userId: string;
  name: string;
  email: string;
}

/**
 * Every enabled enterprise account (role `user`) whose latest company authentication is approved,
 * with the authenticated name and the account's address: the companies a feature may write to
 * about their company's affairs. Closed and disabled accounts are left out.
 */
export async function approvedCompanies(db: Db | Tx): Promise<ApprovedCompany[]> {
  const rows = await db
    .selectDistinctOn([identities.userId], {
      userId: identities.userId,
      name: identities.name,
      status: identities.status,
      email: users.email,
    })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(eq(identities.kind, 'company'), eq(users.role, 'user'), eq(users.status, 'enabled'), isNull(users.deletedAt)),
    )
    .orderBy(identities.userId, desc(identities.submittedAt));
  return rows.filter((row) => row.status === 'approved').map(({ userId, name, email }) => ({ userId, name, email }));
}
