import {
  CONTACT_REQUEST_LIMITS,
  Code,
  type ContactRequestInput,
  type ContactRequestSent,
  isStaffRole,
} from '@cityip/contracts';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.js';
import { logOperation } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { consumeCaptcha } from '../auth/captcha.js';
import { enqueueMail } from '../notifications/outbox.js';
import { contactRequestMail } from './contact-request-mail.js';
import { contactRequests } from './contact-requests.tables.js';
import { resolveContactTarget } from './targets.js';

/** Who sends: a signed-in account (counted by account) or a visitor (counted by address). */
type Sender = { kind: 'account'; userId: string } | { kind: 'visitor'; ip: string };

/**
 * A visitor proves to be a person with the image captcha, checked and burnt as at login (same
 * codes and messages); a signed-in user needs none. Staff accounts are refused: they act for the
 * administration, and a request from one would read as the administration's own.
 */
async function senderOf(request: FastifyRequest, auth: AuthContext, input: ContactRequestInput): Promise<Sender> {
  if (auth.kind === 'user' && auth.userId) {
    if (isStaffRole(auth.role)) throw new AppError(Code.FORBIDDEN, 'error.contactStaffAccount', {}, 403);
    return { kind: 'account', userId: auth.userId };
  }
  if (!input.captchaId || !input.captchaCode?.trim())
    throw new AppError(Code.CAPTCHA_REQUIRED, 'error.captchaRequired');
  if (!(await consumeCaptcha(request.server.db, input.captchaId, input.captchaCode))) {
    throw new AppError(Code.CAPTCHA_INVALID, 'error.captchaInvalid');
  }
  return { kind: 'visitor', ip: request.ip };
}

/**
 * Refuses (429) a sender who reached the limit of the rolling window. The count is taken under a
 * lock on the sender, held until the transaction ends, so two requests sent at once by the same
 * sender cannot both pass on the same count, on any number of server instances.
 */
async function checkLimit(tx: Tx, sender: Sender, now: Date): Promise<void> {
  const key = sender.kind === 'account' ? `account:${sender.userId}` : `ip:${sender.ip}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact-request:${key}`}))`);
  const since = new Date(now.getTime() - CONTACT_REQUEST_LIMITS.windowHours * 3_600_000);
  const bySender =
    sender.kind === 'account'
      ? eq(contactRequests.requesterId, sender.userId)
      : and(isNull(contactRequests.requesterId), eq(contactRequests.requesterIp, sender.ip));
  const [row] = await tx
    .select({ sent: count() })
    .from(contactRequests)
    .where(and(bySender, gt(contactRequests.createdAt, since)));
  const max = sender.kind === 'account' ? CONTACT_REQUEST_LIMITS.perAccount : CONTACT_REQUEST_LIMITS.perVisitorAddress;
  if ((row?.sent ?? 0) >= max) throw new AppError(Code.TOO_MANY_REQUESTS, 'error.contactTooMany', { max });
}

/**
 * Stores a contact request and queues its mail in one transaction: the row is the log of who
 * asked whom, and the outbox sends the mail once, after the commit, retrying while the mail
 * server is down. Nothing of the recipient comes back to the sender.
 */
export async function sendContactRequest(
  request: FastifyRequest,
  input: ContactRequestInput,
): Promise<ContactRequestSent> {
  const { server: app } = request;
  if (!request.auth) throw new AppError(Code.UNAUTHORIZED, 'error.unauthorized', {}, 401);
  const sender = await senderOf(request, request.auth, input);
  const now = new Date();
  return app.db.transaction(async (tx) => {
    await checkLimit(tx, sender, now);
    const target = await resolveContactTarget(app, tx, { kind: input.targetKind, id: input.targetId }, now);
    const [row] = await tx
      .insert(contactRequests)
      .values({
        targetKind: input.targetKind,
        targetId: input.targetId,
        requesterId: sender.kind === 'account' ? sender.userId : null,
        requesterName: input.requesterName,
        requesterContact: input.requesterContact,
        // Kept for visitors only, whose limit is per address; an account is counted by its id.
        requesterIp: sender.kind === 'visitor' ? sender.ip : null,
        subject: input.subject,
        message: input.message,
        createdAt: now,
      })
      .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
    if (!row) throw new Error('insert returned no row');
    await enqueueMail(tx, contactRequestMail(app.config, input, target));
    // Portal writes are outside the back-office audit hook: logged here, in the same transaction.
    await logOperation(tx, request, 'contactRequest.create', `${input.targetKind}:${input.targetId}`);
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  });
}
