import type {
  AdminTechDemandQuery,
  Locale,
  Page,
  TechDemand,
  TechDemandDetail,
  TechDemandInput,
} from '@cityip/contracts';
import { and, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { users } from '../accounts/accounts.tables.js';
import { checkDemandFacts } from './tech-demand-checks.js';
import { historyOf, recordEvent } from './tech-demand-history.js';
import { enqueueReviewMail, type ReviewOutcome } from './tech-demand-mail.js';
import { demandNotFound, wrongState } from './tech-demands.service.js';
import { type TechDemandRow, techDemands } from './tech-demands.tables.js';
import { cityToday, demandSearchTokens, toDemand } from './tech-demands.view.js';

/** Drafts are the company's own work in progress: staff see a demand once it was submitted. */
const submitted = ne(techDemands.status, 'draft');

/** The review queue: submitted demands by status and keyword (title or company), pending first. */
export async function listForReview(app: FastifyInstance, query: AdminTechDemandQuery): Promise<Page<TechDemand>> {
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    submitted,
    query.status ? eq(techDemands.status, query.status) : undefined,
    keyword ? or(ilike(techDemands.title, keyword), ilike(techDemands.companyName, keyword)) : undefined,
  );
  const rows = await app.db
    .select()
    .from(techDemands)
    .where(where)
    // Pending first, oldest submission first among them (first come, first served), then the rest.
    .orderBy(
      sql`case when ${techDemands.status} = 'pending' then 0 else 1 end`,
      sql`case when ${techDemands.status} = 'pending' then ${techDemands.submittedAt} end asc`,
      desc(techDemands.updatedAt),
      desc(techDemands.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await app.db.select({ total: count() }).from(techDemands).where(where);
  const today = cityToday(app.config);
  return {
    items: rows.map((row) => toDemand(row, today)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A submitted demand with its full history (who did what). */
export async function reviewDetail(app: FastifyInstance, id: string): Promise<TechDemandDetail> {
  const [row] = await app.db
    .select()
    .from(techDemands)
    .where(and(eq(techDemands.id, id), submitted));
  if (!row) throw demandNotFound();
  return { ...toDemand(row, cityToday(app.config)), events: await historyOf(app.db, id, true) };
}

async function lockSubmitted(tx: Tx, id: string): Promise<TechDemandRow> {
  const [row] = await tx
    .select()
    .from(techDemands)
    .where(and(eq(techDemands.id, id), submitted))
    .for('update');
  if (!row) throw demandNotFound();
  return row;
}

const EDITABLE_FIELDS = [
  'title',
  'industry',
  'ipcHints',
  'description',
  'modes',
  'budgetNegotiable',
  'budgetMin',
  'budgetMax',
  'validUntil',
  'contactViaPlatform',
] as const;

/** Field → [before, after] of what an edit changes. */
function changesOf(row: TechDemandRow, input: TechDemandInput): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of EDITABLE_FIELDS) {
    if (JSON.stringify(row[field]) !== JSON.stringify(input[field])) changes[field] = [row[field], input[field]];
  }
  return changes;
}

/**
 * A staff correction (typos): the status stays, the changed fields with their old and new values
 * go into the history the company sees. A new validity end must lie ahead; an unchanged one may
 * have passed.
 */
export async function editAsStaff(
  app: FastifyInstance,
  locale: Locale,
  staffId: string | null,
  id: string,
  input: TechDemandInput,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await lockSubmitted(tx, id);
    checkDemandFacts(app.config, locale, input, input.validUntil !== row.validUntil);
    const changes = changesOf(row, input);
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(techDemands)
      .set({ ...input, searchTokens: demandSearchTokens(input.title, input.description), updatedAt: new Date() })
      .where(eq(techDemands.id, id));
    await recordEvent(tx, id, 'staffEdited', staffId, { changes });
  });
}

type Decision = { outcome: 'approved' } | { outcome: 'rejected' | 'takenDown'; reason: string };

/** What each decision needs the demand to be in, and what it makes of it. */
const DECISIONS = {
  approved: { from: 'pending', to: 'published' },
  rejected: { from: 'pending', to: 'rejected' },
  takenDown: { from: 'published', to: 'takenDown' },
} as const satisfies Record<ReviewOutcome, { from: TechDemandRow['status']; to: TechDemandRow['status'] }>;

/**
 * Approves or rejects a pending demand, or takes a published one down; the company is mailed the
 * outcome in the same transaction. The row lock and the status check make a second decision on
 * the same demand a 409, so no mail is ever queued twice.
 */
export async function decide(app: FastifyInstance, staffId: string | null, id: string, decision: Decision) {
  const rule = DECISIONS[decision.outcome];
  const reason = decision.outcome === 'approved' ? null : decision.reason;
  await app.db.transaction(async (tx) => {
    const row = await lockSubmitted(tx, id);
    if (row.status !== rule.from) throw wrongState();
    const now = new Date();
    await tx
      .update(techDemands)
      .set({
        status: rule.to,
        reviewerId: staffId,
        updatedAt: now,
        ...(decision.outcome === 'approved' ? { publishedAt: now, rejectReason: null } : {}),
        // The company's list shows why its demand is not on the site, rejected or taken down.
        ...(decision.outcome === 'approved' ? {} : { rejectReason: reason }),
      })
      .where(eq(techDemands.id, id));
    await recordEvent(tx, id, decision.outcome, staffId, { reason });
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, row.companyUserId), isNull(users.deletedAt)));
    // A closed account has no real address left; its demands cannot be told anything.
    if (owner) {
      await enqueueReviewMail(app, tx, owner.email, decision.outcome, {
        title: row.title,
        validUntil: row.validUntil,
        reason: reason ?? '',
      });
    }
  });
}
