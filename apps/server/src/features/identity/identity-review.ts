import {
  Code,
  DEFAULT_LOCALE,
  type IdentityDetail,
  type IdentityListItem,
  type IdentityListQuery,
  isStaffRole,
  type Page,
  translate,
} from '@cityip/contracts';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { users } from '../accounts/accounts.tables.js';
import { enqueueMail, enqueueSms } from '../notifications/outbox.js';
import { smsPlatformEnabled } from '../notifications/settings.js';
import { uploads } from '../uploads/uploads.tables.js';
import { accountMail } from '../verification/account-mail.js';
import { uploadRefOf } from './identity.service.js';
import { type IdentityRow, identities } from './identity.tables.js';

const reviewers = alias(users, 'reviewers');

function listItemOf(row: IdentityRow, email: string): IdentityListItem {
  return {
    id: row.id,
    userId: row.userId,
    email,
    kind: row.kind,
    status: row.status,
    name: row.name,
    idNumberMasked: row.idNumberMasked,
    phoneMasked: row.phoneMasked,
    creditCode: row.creditCode,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The review queue: submissions by status, kind and keyword, newest first; numbers masked. */
export async function listIdentities(db: Db, query: IdentityListQuery): Promise<Page<IdentityListItem>> {
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    query.status ? eq(identities.status, query.status) : undefined,
    query.kind ? eq(identities.kind, query.kind) : undefined,
    keyword
      ? or(ilike(identities.name, keyword), ilike(identities.creditCode, keyword), ilike(users.email, keyword))
      : undefined,
  );
  const rows = await db
    .select({ identity: identities, email: users.email })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(where)
    .orderBy(desc(identities.submittedAt), desc(identities.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(where);
  return {
    items: rows.map((row) => listItemOf(row.identity, row.email)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function notFound(): AppError {
  return new AppError(Code.NOT_FOUND, 'error.identityNotFound');
}

/** The reviewer's full view: the sealed ID number and phone opened. The route logs every call. */
export async function identityDetail(app: FastifyInstance, id: string): Promise<IdentityDetail> {
  const [row] = await app.db
    .select({ identity: identities, email: users.email, license: uploads, reviewerName: reviewers.name })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .leftJoin(uploads, eq(uploads.id, identities.licenseUploadId))
    .leftJoin(reviewers, eq(reviewers.id, identities.reviewerId))
    .where(eq(identities.id, id));
  if (!row) throw notFound();
  const { identity } = row;
  return {
    ...listItemOf(identity, row.email),
    idNumber: identity.idNumberSealed ? app.secrets.open(identity.idNumberSealed) : null,
    phone: app.secrets.open(identity.phoneSealed),
    legalRepresentative: identity.legalRepresentative,
    contactName: identity.contactName,
    license: uploadRefOf(row.license),
    rejectReason: identity.rejectReason,
    reviewerName: row.reviewerName,
  };
}

/** The upload id of a submission's licence, or 404 (no such submission, or none attached). */
export async function licenseUploadOf(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ uploadId: identities.licenseUploadId }).from(identities).where(eq(identities.id, id));
  if (!row?.uploadId) throw new AppError(Code.NOT_FOUND, 'error.fileNotFound');
  return row.uploadId;
}

type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Approves or rejects a pending submission. On approval the role follows the kind (person
 * `common`, company `user`), staff roles excepted. The applicant is told by mail, and by SMS
 * when an SMS platform is enabled; the messages are queued in the same transaction.
 */
export async function reviewIdentity(app: FastifyInstance, reviewerId: string | null, id: string, decision: Decision) {
  const smsEnabled = await smsPlatformEnabled(app.db);
  await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(identities).where(eq(identities.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'pending') throw new AppError(Code.CONFLICT, 'error.identityNotPending');
    await tx
      .update(identities)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        rejectReason: decision.approve ? null : decision.reason,
        reviewerId,
        reviewedAt: new Date(),
      })
      .where(eq(identities.id, id));
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
    if (!user) throw notFound();
    if (decision.approve && !isStaffRole(user.role)) {
      const role = row.kind === 'company' ? 'user' : 'common';
      await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
    }
    await tellApplicant(app, tx, { ...row, email: user.email }, decision, smsEnabled);
  });
}

async function tellApplicant(
  app: FastifyInstance,
  tx: Tx,
  row: IdentityRow & { email: string },
  decision: Decision,
  smsEnabled: boolean,
) {
  // Accounts keep no language preference; mails go out in the portal's default language.
  const locale = DEFAULT_LOCALE;
  const kind = translate(locale, `identity.kind.${row.kind}`);
  await enqueueMail(
    tx,
    accountMail(app.config, locale, {
      to: row.email,
      event: 'authenticationResult',
      subject: decision.approve ? 'mail.identityApprovedSubject' : 'mail.identityRejectedSubject',
      text: decision.approve ? 'mail.identityApprovedText' : 'mail.identityRejectedText',
      params: { kind, reason: decision.approve ? '' : decision.reason },
    }),
  );
  if (!smsEnabled) return;
  await enqueueSms(tx, {
    phone: app.secrets.open(row.phoneSealed),
    event: 'authenticationResult',
    params: {
      kind,
      result: translate(locale, decision.approve ? 'sms.identityApproved' : 'sms.identityRejected'),
      reason: decision.approve ? '' : decision.reason,
    },
  });
}
