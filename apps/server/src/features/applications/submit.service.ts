import {
  APPLICANT_CAN_RESUBMIT,
  type ApplicationData,
  type ApplicationKindKey,
  type ApplicationSummary,
  applicationDataSchema,
  applicationTitleOf,
  Code,
  isMessageKey,
  type Locale,
  MY_APPLICATIONS_MAX,
} from '@cityip/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { forwardAddresses } from '../notifications/settings.js';
import { findSummaryRow, requireHistoryRoom, toSummary } from './applications.queries.js';
import { applicationDrafts, applicationEvents, applications } from './applications.tables.js';
import { applicationDueAt } from './due-at.js';
import { requireEligible } from './eligibility.js';
import { forwardApplication, notifyApplicant } from './notify.js';
import { checkAttachments, checkDataFacts, checkPrerequisites } from './prerequisites.js';
import { allocateReceiptNo } from './receipts.js';

/** The kind's form data checked by its schema; a refusal names each field as `data.<name>`. */
export function validData(kind: ApplicationKindKey, raw: unknown, locale: Locale): ApplicationData {
  const result = applicationDataSchema(kind).safeParse(raw);
  if (result.success) return result.data;
  throw fieldRefusal(
    locale,
    result.error.issues.map((issue) => ({
      field: ['data', ...issue.path.map(String)].join('.'),
      message: isMessageKey(issue.message) ? issue.message : 'error.badRequest',
    })),
  );
}

/**
 * Refuses (409) a submission beyond the most applications one applicant may have, the longest
 * list of their own applications. Called after the receipt number is allocated, whose counter row
 * lock serialises the day's submissions, so concurrent ones cannot both slip under the limit.
 */
async function requireApplicationRoom(tx: Tx, applicantId: string): Promise<void> {
  const [row] = await tx.select({ total: count() }).from(applications).where(eq(applications.applicantId, applicantId));
  if ((row?.total ?? 0) >= MY_APPLICATIONS_MAX) throw new AppError(Code.CONFLICT, 'validation.tooMany');
}

/** The first application submitted under this key by this applicant, if any. */
async function submittedWithKey(db: Db, applicantId: string, key: string): Promise<ApplicationSummary | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.applicantId, applicantId), eq(applications.idempotencyKey, key)));
  return row ? toSummary(await findSummaryRow(db, row.id)) : null;
}

/** Thrown inside the transaction when a concurrent retry with the same key won the insert. */
class DuplicateSubmission extends Error {}

export interface Submission {
  kind: ApplicationKindKey;
  data: unknown;
  idempotencyKey: string;
}

/**
 * Submits an application: eligibility, form, attachments and prerequisites are checked before
 * anything is written; then, in one transaction, the receipt number, the row, its first history
 * entry, the forwarding mail and the applicant's notices, and the kind's draft is dropped. The
 * same idempotency key again (a double click, a retry) returns the first application.
 */
export async function submitApplication(
  db: Db,
  config: Config,
  auth: AuthContext,
  input: Submission,
  locale: Locale,
): Promise<ApplicationSummary> {
  const applicantId = auth.userId as string;
  await requireEligible(db, auth, input.kind, locale);
  const earlier = await submittedWithKey(db, applicantId, input.idempotencyKey);
  if (earlier) return earlier;
  const data = validData(input.kind, input.data, locale);
  const files = await checkAttachments(db, applicantId, input.kind, data, locale);
  const parentId = await checkPrerequisites(db, config, applicantId, input.kind, data, locale);
  const forwardTo = await forwardAddresses(db, input.kind);
  try {
    const id = await db.transaction(async (tx) => {
      const now = new Date();
      const receiptNo = await allocateReceiptNo(tx, config.cityProfile.timeZone, now);
      await requireApplicationRoom(tx, applicantId);
      const [row] = await tx
        .insert(applications)
        .values({
          receiptNo,
          kind: input.kind,
          applicantId,
          data,
          title: applicationTitleOf(input.kind, data),
          parentId,
          idempotencyKey: input.idempotencyKey,
          submittedAt: now,
          updatedAt: now,
          dueAt: await applicationDueAt(tx, input.kind, now, config.cityProfile.timeZone),
        })
        .onConflictDoNothing({ target: [applications.applicantId, applications.idempotencyKey] })
        .returning();
      if (!row) throw new DuplicateSubmission();
      await tx.insert(applicationEvents).values({
        applicationId: row.id,
        action: 'submit',
        toStatus: 'submitted',
        actorId: applicantId,
        createdAt: now,
      });
      await tx
        .delete(applicationDrafts)
        .where(and(eq(applicationDrafts.userId, applicantId), eq(applicationDrafts.kind, input.kind)));
      await forwardApplication(tx, config, { to: forwardTo, row, applicant: `${auth.name} <${auth.email}>`, files });
      await notifyApplicant(tx, config, { row, status: 'submitted', comment: '', email: auth.email, name: auth.name });
      return row.id;
    });
    return toSummary(await findSummaryRow(db, id));
  } catch (error) {
    if (!(error instanceof DuplicateSubmission)) throw error;
    const first = await submittedWithKey(db, applicantId, input.idempotencyKey);
    if (!first) throw error;
    return first;
  }
}

/**
 * The applicant corrects a returned application and sends it back (`resubmitted`). Another
 * user's application is a 404; one that is not returned a 409. Checked like a first submission.
 */
export async function resubmitApplication(
  db: Db,
  config: Config,
  auth: AuthContext,
  id: string,
  raw: unknown,
  locale: Locale,
): Promise<ApplicationSummary> {
  const applicantId = auth.userId as string;
  const current = (await findSummaryRow(db, id, applicantId)).application;
  if (!APPLICANT_CAN_RESUBMIT.includes(current.status)) {
    throw new AppError(Code.CONFLICT, 'error.applicationNotReturned');
  }
  const data = validData(current.kind, raw, locale);
  await checkAttachments(db, applicantId, current.kind, data, locale);
  await checkDataFacts(db, config, current.kind, data, locale);
  await db.transaction(async (tx) => {
    const now = new Date();
    // Only a row still `returned` is changed: a concurrent resubmission finds none and is refused.
    const [row] = await tx
      .update(applications)
      .set({ data, title: applicationTitleOf(current.kind, data), status: 'resubmitted', updatedAt: now })
      .where(and(eq(applications.id, id), eq(applications.status, 'returned')))
      .returning();
    if (!row) throw new AppError(Code.CONFLICT, 'error.applicationNotReturned');
    await requireHistoryRoom(tx, id);
    await tx.insert(applicationEvents).values({
      applicationId: id,
      action: 'resubmit',
      fromStatus: 'returned',
      toStatus: 'resubmitted',
      actorId: applicantId,
      createdAt: now,
    });
    await notifyApplicant(tx, config, { row, status: 'resubmitted', comment: '', email: auth.email, name: auth.name });
  });
  return toSummary(await findSummaryRow(db, id));
}
