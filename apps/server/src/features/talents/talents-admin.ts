import {
  type AdminTalentDetail,
  type AdminTalentListItem,
  type AdminTalentListQuery,
  Code,
  type Locale,
  type Page,
  type TalentStaffInputSchema,
} from '@cityip/contracts';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { users } from '../accounts/accounts.tables.js';
import { checkIndustries, checkPhoto, entryValues, fullEntryOf, talentById } from './talent-entry.js';
import { type StoredQualification, type TalentRow, talents } from './talents.tables.js';
import { type TalentOutcome, tellTalentApplicant } from './talents-mail.js';

type StaffInput = z.output<typeof TalentStaffInputSchema>;

const reviewers = alias(users, 'reviewers');

function notFound(): AppError {
  return new AppError(Code.NOT_FOUND, 'error.talentNotFound');
}

function listItemOf(row: TalentRow): AdminTalentListItem {
  return {
    id: row.id,
    name: row.name,
    organisation: row.organisation,
    industries: row.industries,
    ipcSections: row.ipcSections,
    services: row.services,
    status: row.status,
    applied: row.userId !== null,
    demo: row.demo,
    unverified: row.qualifications.filter((q) => !q.verified).length,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** The staff queue: by status and keyword (name or organisation), applications awaiting review first. */
export async function listAdminTalents(db: Db, query: AdminTalentListQuery): Promise<Page<AdminTalentListItem>> {
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    query.status ? eq(talents.status, query.status) : undefined,
    keyword ? or(ilike(talents.name, keyword), ilike(talents.organisation, keyword)) : undefined,
  );
  const rows = await db
    .select()
    .from(talents)
    .where(where)
    .orderBy(sql`(${talents.status} = 'pending') desc`, desc(talents.updatedAt), desc(talents.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(talents).where(where);
  return { items: rows.map(listItemOf), total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The staff view of an entry, phone and email opened. The route logs every call. */
export async function adminTalentDetail(app: FastifyInstance, id: string): Promise<AdminTalentDetail> {
  const [row] = await app.db
    .select({ talent: talents, accountEmail: users.email, reviewerName: reviewers.name })
    .from(talents)
    .leftJoin(users, eq(users.id, talents.userId))
    .leftJoin(reviewers, eq(reviewers.id, talents.reviewerId))
    .where(eq(talents.id, id));
  if (!row) throw notFound();
  return {
    ...(await fullEntryOf(app.db, app.secrets, row.talent)),
    applied: row.talent.userId !== null,
    demo: row.talent.demo,
    accountEmail: row.accountEmail,
    reviewerName: row.reviewerName,
  };
}

/** Staff's qualifications without repeats, each as verified as staff marked it. */
function staffQualifications(input: StaffInput): StoredQualification[] {
  const seen = new Set<string>();
  return input.qualifications.filter((q) => {
    const key = `${q.kind}\u0000${q.number}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Staff add an expert: published at once (staff are the reviewers). A photo must be their own upload. */
export async function createTalent(app: FastifyInstance, staffId: string, input: StaffInput, locale: Locale) {
  checkIndustries(app.config, input.industries, locale);
  const photoUploadId = await checkPhoto(app.db, staffId, input.photoUploadId, null, locale);
  const now = new Date();
  const [row] = await app.db
    .insert(talents)
    .values({
      ...entryValues(app.secrets, input, input.email || null),
      photoUploadId,
      qualifications: staffQualifications(input),
      status: 'published',
      reviewerId: staffId,
      reviewedAt: now,
      publishedAt: now,
    })
    .returning({ id: talents.id });
  return adminTalentDetail(app, row?.id as string);
}

/**
 * Staff correct an entry and mark certificate numbers verified; its status stays as it is. An
 * applicant's entry without an email falls back to their account's, as when they applied.
 */
export async function updateTalent(
  app: FastifyInstance,
  staffId: string,
  id: string,
  input: StaffInput,
  locale: Locale,
) {
  const row = await talentById(app.db, id);
  if (!row) throw notFound();
  checkIndustries(app.config, input.industries, locale);
  const photoUploadId = await checkPhoto(app.db, staffId, input.photoUploadId, row.photoUploadId, locale);
  let email = input.email || null;
  if (!email && row.userId) {
    const [account] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    email = account?.email ?? null;
  }
  await app.db
    .update(talents)
    .set({ ...entryValues(app.secrets, input, email), photoUploadId, qualifications: staffQualifications(input) })
    .where(eq(talents.id, id));
  return adminTalentDetail(app, id);
}

/**
 * A staff decision on an entry, in one transaction with the mail to the applicant: approve or
 * reject a pending application, or take a published entry down. Staff-added entries have nobody
 * to tell.
 */
export async function decideTalent(app: FastifyInstance, staffId: string | null, id: string, outcome: TalentOutcome) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(talents).where(eq(talents.id, id)).for('update');
    if (!row) throw notFound();
    const now = new Date();
    if (outcome.kind === 'takenDown') {
      if (row.status !== 'published') throw new AppError(Code.CONFLICT, 'error.talentNotPublished');
      await tx
        .update(talents)
        .set({ status: 'takenDown', publishedAt: null, updatedAt: now })
        .where(eq(talents.id, id));
    } else {
      if (row.status !== 'pending') throw new AppError(Code.CONFLICT, 'error.talentNotPending');
      const approved = outcome.kind === 'approved';
      await tx
        .update(talents)
        .set({
          status: approved ? 'published' : 'rejected',
          rejectReason: approved ? null : outcome.reason,
          publishedAt: approved ? now : null,
          reviewerId: staffId,
          reviewedAt: now,
          updatedAt: now,
        })
        .where(eq(talents.id, id));
    }
    if (!row.userId) return;
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    if (account) await tellTalentApplicant(app, tx, account.email, row.name, outcome);
  });
}
