import {
  Code,
  type ConsultAssignInput,
  type ConsultForwardInput,
  type ConsultRejectInput,
  type ConsultReplyInput,
  workingDaysTaken,
} from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { users } from '../accounts/accounts.tables.js';
import { smsPlatformEnabled } from '../notifications/settings.js';
import { loadWorkdayCalendar } from '../workdays/workdays.public.js';
import { OPEN_STATUSES } from './consultation-deadlines.js';
import { tellAsker, tellHandler } from './consultation-mail.js';
import { handlerCondition } from './consultation-queue.js';
import { lockConsultation, recordEvent, wrongState } from './consultations.service.js';
import { type ConsultationRow, consultations } from './consultations.tables.js';

/** The handler must be an enabled bus or admin account (400 otherwise, nothing changed). */
async function checkHandler(tx: Tx, handlerId: string): Promise<void> {
  const [found] = await tx.select({ id: users.id }).from(users).where(handlerCondition(handlerId));
  if (!found) throw new AppError(Code.BAD_REQUEST, 'validation.consultHandler');
}

/** Locks an open question (received or assigned); an answered or closed one is a 409. */
async function lockOpen(tx: Tx, id: string): Promise<ConsultationRow> {
  const row = await lockConsultation(tx, id);
  if (!OPEN_STATUSES.includes(row.status)) throw wrongState();
  return row;
}

/**
 * Gives a question to a handler (assign: a new one; forward: from its handler to another, with a
 * note). The handler is mailed, unless they gave it to themselves.
 */
async function handOver(
  app: FastifyInstance,
  staffId: string | null,
  id: string,
  step: { action: 'assigned' | 'forwarded'; handlerId: string; note: string },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    if (step.action === 'forwarded' && row.handlerId === null) throw wrongState();
    if (row.handlerId === step.handlerId) throw new AppError(Code.CONFLICT, 'error.consultSameHandler');
    await checkHandler(tx, step.handlerId);
    const [updated] = await tx
      .update(consultations)
      .set({ handlerId: step.handlerId, status: 'assigned', remindedAt: null, updatedAt: new Date() })
      .where(eq(consultations.id, id))
      .returning();
    await recordEvent(tx, id, step.action, staffId, { handlerId: step.handlerId, note: step.note });
    if (updated && step.handlerId !== staffId) {
      await tellHandler(app, tx, updated, step.handlerId, { kind: 'assigned', note: step.note });
    }
  });
}

/** Assigns an open question to a handler (also reassigns one); the handler is mailed. */
export function assignQuestion(app: FastifyInstance, staffId: string | null, id: string, input: ConsultAssignInput) {
  return handOver(app, staffId, id, { action: 'assigned', ...input });
}

/** Forwards an assigned question to another handler with a note; the new handler is mailed. */
export function forwardQuestion(app: FastifyInstance, staffId: string | null, id: string, input: ConsultForwardInput) {
  return handOver(app, staffId, id, { action: 'forwarded', ...input });
}

/**
 * Replies to an open question (plain text): the working days it took are fixed now for the
 * published figures, and the asker is told in the same transaction. A question nobody was
 * assigned to becomes the replier's.
 */
export async function replyToQuestion(
  app: FastifyInstance,
  staffId: string | null,
  id: string,
  input: ConsultReplyInput,
): Promise<void> {
  const calendar = await loadWorkdayCalendar(app.db);
  const smsEnabled = await smsPlatformEnabled(app.db);
  await app.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    const now = new Date();
    const [updated] = await tx
      .update(consultations)
      .set({
        status: 'replied',
        reply: input.reply,
        repliedAt: now,
        repliedBy: staffId,
        handlerId: row.handlerId ?? staffId,
        replyWorkingDays: workingDaysTaken(calendar, row.receivedAt, now, app.config.cityProfile.timeZone),
        updatedAt: now,
      })
      .where(eq(consultations.id, id))
      .returning();
    await recordEvent(tx, id, 'replied', staffId);
    if (updated) await tellAsker(app, tx, updated, 'replied', { smsEnabled });
  });
}

/** Closes an open question as not a consultation, with the reason the asker sees and is told. */
export async function rejectQuestion(
  app: FastifyInstance,
  staffId: string | null,
  id: string,
  input: ConsultRejectInput,
): Promise<void> {
  const smsEnabled = await smsPlatformEnabled(app.db);
  await app.db.transaction(async (tx) => {
    await lockOpen(tx, id);
    const [updated] = await tx
      .update(consultations)
      .set({ status: 'rejected', rejectReason: input.reason, published: false, updatedAt: new Date() })
      .where(eq(consultations.id, id))
      .returning();
    await recordEvent(tx, id, 'rejected', staffId, { note: input.reason });
    if (updated) await tellAsker(app, tx, updated, 'rejected', { smsEnabled });
  });
}
