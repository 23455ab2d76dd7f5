import {
  Code,
  type Locale,
  localDateAt,
  MAX_PORTFOLIO_CLAIMS,
  type PortfolioClaim,
  type PortfolioClaimInput,
  type PortfolioPage,
  type PortfolioQuery,
  type PortfolioSettings,
  readPatentNumber,
} from '@cityip/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import { findPatentByNumber, type PatentFacts, patentsByIds, patentsOfApplicant } from '../patents/patents.public.js';
import { type PortfolioClaimRow, portfolioClaims, portfolioSettings } from './portfolio.tables.js';
import type { PortfolioCompany } from './portfolio-company.js';
import { byUrgency, type PortfolioEntry, portfolioRow } from './portfolio-rows.js';

/**
 * A company's portfolio (issue 26): the patents naming its authenticated name as applicant, and
 * those it added by number once staff confirmed them; the claims it added; its reminder setting.
 */

/** The city's date now: the day deadlines are counted from. */
export function cityToday(config: Config, now = new Date()): string {
  return localDateAt(now, config.cityProfile.timeZone);
}

/**
 * Every patent of the company, each once: by applicant name first, then its confirmed claims
 * (a claimed patent that also names the company is listed as its own by name).
 */
export async function portfolioEntries(db: Db | Tx, company: PortfolioCompany): Promise<PortfolioEntry[]> {
  const byName = await patentsOfApplicant(db, company.name);
  const entries: PortfolioEntry[] = byName.map((facts) => ({ facts, source: 'applicant', claimId: null, demo: false }));
  const listed = new Set(byName.map((facts) => facts.patentId));
  const confirmed = await db
    .select({ id: portfolioClaims.id, patentId: portfolioClaims.patentId, demo: portfolioClaims.demo })
    .from(portfolioClaims)
    .where(and(eq(portfolioClaims.userId, company.userId), eq(portfolioClaims.status, 'confirmed')));
  const claimOf = new Map(confirmed.filter((c) => !listed.has(c.patentId)).map((c) => [c.patentId, c]));
  for (const facts of await patentsByIds(db, [...claimOf.keys()])) {
    const claim = claimOf.get(facts.patentId);
    entries.push({ facts, source: 'claim', claimId: claim?.id ?? null, demo: claim?.demo ?? false });
  }
  return entries;
}

/** One page of the portfolio, nearest deadline first, as of `today`. */
export async function listPortfolio(
  db: Db,
  company: PortfolioCompany,
  query: PortfolioQuery,
  today: string,
): Promise<PortfolioPage> {
  const rows = (await portfolioEntries(db, company)).map((entry) => portfolioRow(entry, today)).sort(byUrgency);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: rows.slice(start, start + query.pageSize),
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
    companyName: company.name,
    today,
  };
}

function claimOf(row: PortfolioClaimRow, facts: PatentFacts): PortfolioClaim {
  const { applicants: _applicants, ...patent } = facts;
  return {
    ...patent,
    id: row.id,
    number: row.number,
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    demo: row.demo,
  };
}

/** Claims with their patents (a claim whose patent is gone is left out). */
export async function claimsWithPatents<T>(
  db: Db | Tx,
  rows: readonly PortfolioClaimRow[],
  shape: (row: PortfolioClaimRow, claim: PortfolioClaim, facts: PatentFacts) => T,
): Promise<T[]> {
  const patents = new Map(
    (
      await patentsByIds(
        db,
        rows.map((row) => row.patentId),
      )
    ).map((p) => [p.patentId, p]),
  );
  return rows.flatMap((row) => {
    const facts = patents.get(row.patentId);
    return facts ? [shape(row, claimOf(row, facts), facts)] : [];
  });
}

/** The company's claims, newest first. */
export async function listClaims(db: Db, company: PortfolioCompany): Promise<PortfolioClaim[]> {
  const rows = await db
    .select()
    .from(portfolioClaims)
    .where(eq(portfolioClaims.userId, company.userId))
    .orderBy(desc(portfolioClaims.createdAt))
    .limit(MAX_PORTFOLIO_CLAIMS);
  return claimsWithPatents(db, rows, (_row, claim) => claim);
}

const NUMBER_PROBLEMS = {
  checkDigit: 'validation.patentNumberCheckDigit',
  unknown: 'validation.patentNumberUnknown',
} as const;

/**
 * Adds a patent by number for staff to confirm. Refused with the `number` field's translated
 * error: a number of no stored patent (or with a wrong check digit), a patent already listed (by
 * name, or claimed and not rejected), and past MAX_PORTFOLIO_CLAIMS. A rejected claim of the
 * same patent goes back to the queue.
 */
export async function addClaim(
  db: Db,
  locale: Locale,
  company: PortfolioCompany,
  input: PortfolioClaimInput,
): Promise<PortfolioClaim> {
  const refuse = (message: Parameters<typeof fieldRefusal>[1][number]['message'], params = {}) =>
    fieldRefusal(locale, [{ field: 'number', message, params }]);
  const number = readPatentNumber(input.number);
  if (!number) throw refuse('validation.portfolioNumber');
  const found = await findPatentByNumber(db, number);
  if (!found.patent) throw refuse(NUMBER_PROBLEMS[found.problem]);
  const patent = found.patent;
  if (patent.applicants.includes(company.name)) throw refuse('validation.patentInPortfolio');
  return db.transaction(async (tx) => {
    const mine = eq(portfolioClaims.userId, company.userId);
    const [existing] = await tx
      .select()
      .from(portfolioClaims)
      .where(and(mine, eq(portfolioClaims.patentId, patent.patentId)))
      .for('update');
    if (existing && existing.status !== 'rejected') throw refuse('validation.patentInPortfolio');
    const [{ claims } = { claims: 0 }] = await tx.select({ claims: count() }).from(portfolioClaims).where(mine);
    if (!existing && claims >= MAX_PORTFOLIO_CLAIMS) {
      throw refuse('validation.portfolioClaimsFull', { max: MAX_PORTFOLIO_CLAIMS });
    }
    const fields = {
      companyName: company.name,
      number: input.number,
      status: 'pending' as const,
      rejectReason: null,
      reviewerId: null,
      decidedAt: null,
      createdAt: new Date(),
    };
    const [row] = existing
      ? await tx.update(portfolioClaims).set(fields).where(eq(portfolioClaims.id, existing.id)).returning()
      : await tx
          .insert(portfolioClaims)
          .values({ userId: company.userId, patentId: patent.patentId, ...fields })
          // Two adds of the same patent at once: the second finds the first's row taken.
          .onConflictDoNothing()
          .returning();
    if (!row) throw refuse('validation.patentInPortfolio');
    return claimOf(row, patent);
  });
}

/** Removes one of the company's own claims (any state); someone else's is 404. */
export async function removeClaim(db: Db, company: PortfolioCompany, id: string): Promise<void> {
  const removed = await db
    .delete(portfolioClaims)
    .where(and(eq(portfolioClaims.id, id), eq(portfolioClaims.userId, company.userId)))
    .returning({ id: portfolioClaims.id });
  if (removed.length === 0) throw new AppError(Code.NOT_FOUND, 'error.portfolioClaimNotFound');
}

/** Whether the account gets reminder mails (yes until it says otherwise). */
export async function readSettings(db: Db | Tx, userId: string): Promise<PortfolioSettings> {
  const [row] = await db
    .select({ reminders: portfolioSettings.reminders })
    .from(portfolioSettings)
    .where(eq(portfolioSettings.userId, userId));
  return { reminders: row?.reminders ?? true };
}

/** Stores the account's reminder setting. */
export async function saveSettings(db: Db, userId: string, settings: PortfolioSettings): Promise<PortfolioSettings> {
  const values = { reminders: settings.reminders, updatedAt: new Date() };
  await db
    .insert(portfolioSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: portfolioSettings.userId, set: values });
  return readSettings(db, userId);
}
