import type { ApplicationDetail, ApplicationKindKey, ApplicationSummary } from '@cityip/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { detailOf } from './application-detail.js';
import { findSummaryRow, selectSummaries, toSummary } from './applications.queries.js';
import { applications } from './applications.tables.js';

/** A user's own applications, newest first, of `kinds` when given (the account page, `/registerApply`). */
export async function applicationsOf(
  db: Db,
  userId: string,
  kinds?: readonly ApplicationKindKey[],
): Promise<ApplicationSummary[]> {
  const rows = await selectSummaries(db)
    .where(and(eq(applications.applicantId, userId), kinds?.length ? inArray(applications.kind, kinds) : undefined))
    .orderBy(desc(applications.submittedAt), desc(applications.id));
  const now = new Date();
  return rows.map((row) => toSummary(row, now));
}

/** One of the user's own applications with its history; anybody else's is a 404. */
export async function myApplication(db: Db, userId: string, id: string): Promise<ApplicationDetail> {
  return detailOf(db, await findSummaryRow(db, id, userId), false);
}
