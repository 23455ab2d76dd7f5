import {
  Code,
  type DemandStatus,
  type Locale,
  type MyTechDemandQuery,
  type Page,
  type TechDemand,
  type TechDemandCreateInput,
  type TechDemandDetail,
  type TechDemandInput,
} from '@cityip/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import { type Company, checkDemandFacts, isFutureDate } from './tech-demand-checks.js';
import { historyOf, recordEvent } from './tech-demand-history.js';
import { type TechDemandRow, techDemands } from './tech-demands.tables.js';
import { cityToday, demandSearchTokens, toDemand } from './tech-demands.view.js';

/** Statuses from which a company may (re)submit its demand for review. */
const SUBMITTABLE: readonly DemandStatus[] = ['draft', 'rejected', 'withdrawn', 'takenDown'];
/** Statuses a company may withdraw from: under review or on the site. */
const WITHDRAWABLE: readonly DemandStatus[] = ['pending', 'published'];

export const demandNotFound = () => new AppError(Code.NOT_FOUND, 'error.techDemandNotFound');
export const wrongState = () => new AppError(Code.CONFLICT, 'error.techDemandState');

/** The stored columns of a company's input (the search tokens follow title and description). */
function columnsOf(input: TechDemandInput) {
  return {
    title: input.title,
    industry: input.industry,
    ipcHints: input.ipcHints,
    description: input.description,
    modes: input.modes,
    budgetNegotiable: input.budgetNegotiable,
    budgetMin: input.budgetMin,
    budgetMax: input.budgetMax,
    validUntil: input.validUntil,
    contactViaPlatform: input.contactViaPlatform,
    searchTokens: demandSearchTokens(input.title, input.description),
  };
}

/**
 * The company's own demand, locked for a change. Another company's demand is "not found", exactly
 * like a missing one, so ids cannot be probed.
 */
async function ownRow(tx: Tx, company: Company, id: string): Promise<TechDemandRow> {
  const [row] = await tx
    .select()
    .from(techDemands)
    .where(and(eq(techDemands.id, id), eq(techDemands.companyUserId, company.userId)))
    .for('update');
  if (!row) throw demandNotFound();
  return row;
}

/** The company's demands, every status, last changed first. */
export async function listMyDemands(
  db: Db,
  config: Config,
  company: Company,
  query: MyTechDemandQuery,
): Promise<Page<TechDemand>> {
  const where = and(
    eq(techDemands.companyUserId, company.userId),
    query.status ? eq(techDemands.status, query.status) : undefined,
  );
  const rows = await db
    .select()
    .from(techDemands)
    .where(where)
    .orderBy(desc(techDemands.updatedAt), desc(techDemands.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(techDemands).where(where);
  const today = cityToday(config);
  return {
    items: rows.map((row) => toDemand(row, today)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One of the company's demands with its history and any reject reason. */
export async function myDemand(db: Db, config: Config, company: Company, id: string): Promise<TechDemandDetail> {
  const [row] = await db
    .select()
    .from(techDemands)
    .where(and(eq(techDemands.id, id), eq(techDemands.companyUserId, company.userId)));
  if (!row) throw demandNotFound();
  return { ...toDemand(row, cityToday(config)), events: await historyOf(db, id, false) };
}

/** A new demand, kept as a draft or submitted for review at once; returns its id. */
export async function createDemand(
  db: Db,
  config: Config,
  locale: Locale,
  company: Company,
  input: TechDemandCreateInput,
): Promise<string> {
  checkDemandFacts(config, locale, input);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(techDemands)
      .values({
        ...columnsOf(input),
        companyUserId: company.userId,
        companyName: company.name,
        status: input.submit ? 'pending' : 'draft',
        submittedAt: input.submit ? now : null,
      })
      .returning({ id: techDemands.id });
    if (!row) throw new Error('insert returned no row');
    if (input.submit) await recordEvent(tx, row.id, 'submitted', company.userId);
    return row.id;
  });
}

/**
 * Replaces the company's demand. A published one goes back to review (the public sees only what
 * staff approved); any other keeps its status.
 */
export async function updateDemand(
  db: Db,
  config: Config,
  locale: Locale,
  company: Company,
  id: string,
  input: TechDemandInput,
): Promise<void> {
  checkDemandFacts(config, locale, input);
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, company, id);
    const republish = row.status === 'published';
    const now = new Date();
    await tx
      .update(techDemands)
      .set({
        ...columnsOf(input),
        companyName: company.name,
        updatedAt: now,
        ...(republish ? { status: 'pending' as const, submittedAt: now } : {}),
      })
      .where(eq(techDemands.id, id));
    if (republish) await recordEvent(tx, id, 'submitted', company.userId);
  });
}

/** Sends a draft (or a rejected, withdrawn or taken-down demand) to review. */
export async function submitDemand(db: Db, config: Config, locale: Locale, company: Company, id: string) {
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, company, id);
    if (!SUBMITTABLE.includes(row.status)) throw wrongState();
    if (!isFutureDate(config, row.validUntil)) {
      throw fieldRefusal(locale, [{ field: 'validUntil', message: 'validation.validUntilFuture' }]);
    }
    const now = new Date();
    await tx
      .update(techDemands)
      .set({ status: 'pending', submittedAt: now, updatedAt: now, companyName: company.name, rejectReason: null })
      .where(eq(techDemands.id, id));
    await recordEvent(tx, id, 'submitted', company.userId);
  });
}

/** Takes a demand under review or on the site back: it leaves the public site at once. */
export async function withdrawDemand(db: Db, company: Company, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, company, id);
    if (!WITHDRAWABLE.includes(row.status)) throw wrongState();
    await tx.update(techDemands).set({ status: 'withdrawn', updatedAt: new Date() }).where(eq(techDemands.id, id));
    await recordEvent(tx, id, 'withdrawn', company.userId);
  });
}

/**
 * Extends (or sets) the validity; only the date changes, so a published demand stays published
 * without another review.
 */
export async function renewDemand(
  db: Db,
  config: Config,
  locale: Locale,
  company: Company,
  id: string,
  validUntil: string,
): Promise<void> {
  if (!isFutureDate(config, validUntil)) {
    throw fieldRefusal(locale, [{ field: 'validUntil', message: 'validation.validUntilFuture' }]);
  }
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, company, id);
    await tx.update(techDemands).set({ validUntil, updatedAt: new Date() }).where(eq(techDemands.id, id));
    await recordEvent(tx, id, 'renewed', company.userId, { changes: { validUntil: [row.validUntil, validUntil] } });
  });
}
