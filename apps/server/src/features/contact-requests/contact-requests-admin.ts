import type { ContactRequestListQuery, ContactRequestPage } from '@cityip/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../accounts/accounts.tables.js';
import { contactRequests } from './contact-requests.tables.js';
import { targetTitles } from './targets.js';

/**
 * The staff list of contact requests, newest first: who asked (name, the contact they gave, their
 * account), whom (the target's title) and about what. The message itself stays between the two
 * parties; staff see that a request was made, which is what a complaint about abuse needs.
 */
export async function listContactRequests(db: Db, query: ContactRequestListQuery): Promise<ContactRequestPage> {
  const where = query.targetKind ? eq(contactRequests.targetKind, query.targetKind) : undefined;
  const rows = await db
    .select({ request: contactRequests, account: users.email })
    .from(contactRequests)
    .leftJoin(users, eq(users.id, contactRequests.requesterId))
    .where(where)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(contactRequests).where(where);
  const idsOf = (kind: 'talent' | 'demand') =>
    rows.filter((row) => row.request.targetKind === kind).map((row) => row.request.targetId);
  const titles = await targetTitles(db, { talent: idsOf('talent'), demand: idsOf('demand') });
  return {
    items: rows.map(({ request, account }) => ({
      id: request.id,
      targetKind: request.targetKind,
      targetId: request.targetId,
      targetTitle: titles.get(`${request.targetKind}:${request.targetId}`) ?? null,
      requesterName: request.requesterName,
      requesterContact: request.requesterContact,
      requesterAccount: account,
      subject: request.subject,
      createdAt: request.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
