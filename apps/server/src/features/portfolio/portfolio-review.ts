import { type AdminPortfolioClaim, type AdminPortfolioClaimQuery, Code, type Page } from '@cityip/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { claimsWithPatents } from './portfolio.service.js';
import { portfolioClaims } from './portfolio.tables.js';

/**
 * The staff's queue of patents companies added by number (`/data/portfolioClaims`, module
 * `patentData`): each claim beside the patent's applicants, confirmed or rejected with a reason
 * the company sees in its list.
 */

const notFound = () => new AppError(Code.NOT_FOUND, 'error.portfolioClaimNotFound');

/** Claims by status (all when none is chosen: pending first, oldest first among them). */
export async function listClaimsForReview(db: Db, query: AdminPortfolioClaimQuery): Promise<Page<AdminPortfolioClaim>> {
  const where = query.status ? eq(portfolioClaims.status, query.status) : undefined;
  const rows = await db
    .select()
    .from(portfolioClaims)
    .where(where)
    .orderBy(sql`${portfolioClaims.status} <> 'pending'`, asc(portfolioClaims.createdAt), asc(portfolioClaims.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(portfolioClaims).where(where);
  const items = await claimsWithPatents(db, rows, (row, claim, facts) => ({
    ...claim,
    companyName: row.companyName,
    applicants: facts.applicants,
  }));
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One claim as staff see it. */
export async function claimForReview(db: Db, id: string): Promise<AdminPortfolioClaim> {
  const rows = await db.select().from(portfolioClaims).where(eq(portfolioClaims.id, id));
  const [item] = await claimsWithPatents(db, rows, (row, claim, facts) => ({
    ...claim,
    companyName: row.companyName,
    applicants: facts.applicants,
  }));
  if (!item) throw notFound();
  return item;
}

/**
 * Confirms a pending claim, or rejects it with `reason`. Only a pending claim is decided: of two
 * staff deciding at once the second is told it was already decided (409).
 */
export async function decideClaim(
  db: Db,
  staffId: string | null,
  id: string,
  decision: { confirm: true } | { confirm: false; reason: string },
): Promise<AdminPortfolioClaim> {
  const decided = await db
    .update(portfolioClaims)
    .set({
      status: decision.confirm ? 'confirmed' : 'rejected',
      rejectReason: decision.confirm ? null : decision.reason,
      reviewerId: staffId,
      decidedAt: new Date(),
    })
    .where(and(eq(portfolioClaims.id, id), eq(portfolioClaims.status, 'pending')))
    .returning({ id: portfolioClaims.id });
  if (decided.length === 0) {
    const [exists] = await db
      .select({ id: portfolioClaims.id })
      .from(portfolioClaims)
      .where(eq(portfolioClaims.id, id));
    throw exists ? new AppError(Code.CONFLICT, 'error.portfolioClaimState') : notFound();
  }
  return claimForReview(db, id);
}
