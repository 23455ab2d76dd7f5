import { randomBytes } from 'node:crypto';
import {
  CONSULT_LIMITS,
  Code,
  type ConsultAskInput,
  ConsultAskInputSchema,
  type ConsultReceipt,
  ConsultVisitorAskInputSchema,
  isStaffRole,
  localDateAt,
} from '@cityip/contracts';
import { and, count, eq, gt, isNull, like, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ReceivedFile } from '../../lib/multipart-upload.js';
import { localeOf } from '../../lib/reply.js';
import { users } from '../accounts/accounts.tables.js';
import { acceptUpload, uploadRule } from '../files/accept-upload.js';
import { cleanName } from '../files/files.service.js';
import { smsPlatformEnabled } from '../notifications/settings.js';
import { checkVerificationCode } from '../verification/verification-codes.js';
import { timeLimitDays, workingDeadlineFor } from '../workdays/workdays.public.js';
import { contactKey } from './consultation-contact.js';
import { dueDateOf } from './consultation-deadlines.js';
import { tellAsker } from './consultation-mail.js';
import { type AskRequest, validatePayload } from './consultation-upload.js';
import { recordEvent } from './consultations.service.js';
import { consultationFiles, consultations } from './consultations.tables.js';

/** Who asks, as the row records them (an account, or a visitor counted by address). */
interface Asker {
  askerId: string | null;
  name: string;
  channel: 'email' | 'sms';
  contact: string;
  ip: string;
}

const ASK_URL = '/api/consultations';

/**
 * A signed-in person or company asks as the account (its name and email); staff accounts are
 * refused, since a question from one would read as the administration's own. A visitor proves
 * the email or phone with the code sent after the captcha (POST /api/consultations/code).
 */
async function askerOf(request: FastifyRequest, payload: unknown): Promise<{ asker: Asker; input: ConsultAskInput }> {
  const { db } = request.server;
  const auth = request.auth;
  if (auth?.kind === 'user' && auth.userId) {
    if (isStaffRole(auth.role)) throw new AppError(Code.FORBIDDEN, 'error.consultStaffAccount', {}, 403);
    const input = validatePayload(ConsultAskInputSchema, payload, ASK_URL);
    const [account] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, auth.userId));
    if (!account) throw new AppError(Code.UNAUTHORIZED, 'error.unauthorized', {}, 401);
    const asker = {
      askerId: auth.userId,
      name: account.name,
      channel: 'email' as const,
      contact: account.email,
      ip: request.ip,
    };
    return { asker, input };
  }
  const { name, channel, contact, code, ...input } = validatePayload(ConsultVisitorAskInputSchema, payload, ASK_URL);
  if (channel === 'sms' && !(await smsPlatformEnabled(db)))
    throw new AppError(Code.BAD_REQUEST, 'error.consultSmsDisabled');
  await checkVerificationCode(db, { purpose: 'consult', target: contact, code });
  return { asker: { askerId: null, name, channel, contact, ip: request.ip }, input };
}

/**
 * Refuses (429) an account or, for visitors, an address that asked its daily number of questions.
 * Counted under a lock on the asker, held to the end of the transaction, so parallel requests
 * cannot both pass on the same count on any number of instances.
 */
async function checkDailyLimit(tx: Tx, asker: Asker, now: Date): Promise<void> {
  const key = asker.askerId ? `account:${asker.askerId}` : `ip:${asker.ip}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consultation:${key}`}))`);
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const byAsker = asker.askerId
    ? eq(consultations.askerId, asker.askerId)
    : and(isNull(consultations.askerId), eq(consultations.ip, asker.ip));
  const [row] = await tx
    .select({ asked: count() })
    .from(consultations)
    .where(and(byAsker, gt(consultations.receivedAt, since)));
  const limit = asker.askerId ? CONSULT_LIMITS.perAccountPerDay : CONSULT_LIMITS.perVisitorPerDay;
  if ((row?.asked ?? 0) >= limit) throw new AppError(Code.TOO_MANY_REQUESTS, 'error.consultTooMany', { max: limit });
}

/**
 * The next query number of the city's day: `ZX` + YYYYMMDD + a 4-digit sequence. Taken under a
 * lock on the day, so two questions asked at once never draw the same number (the unique index
 * stays the last guard). The demo seed draws its numbers here too.
 */
export async function nextQueryNo(tx: Tx, now: Date, timeZone: string): Promise<string> {
  const prefix = `ZX${localDateAt(now, timeZone).replaceAll('-', '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consultation-query-no:${prefix}`}))`);
  const [row] = await tx
    .select({ last: max(consultations.queryNo) })
    .from(consultations)
    .where(like(consultations.queryNo, `${prefix}%`));
  const sequence = row?.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(sequence).padStart(4, '0')}`;
}

/** The files checked (type sniffed from the content, size, name) and stored sealed under random names. */
async function storeFiles(request: FastifyRequest, files: ReceivedFile[]) {
  const accepted = [];
  for (const file of files) accepted.push(await acceptUpload(uploadRule('attachment'), file));
  const stored = [];
  try {
    for (const file of accepted) {
      const storageId = randomBytes(32).toString('hex');
      await request.server.privateFiles.put(storageId, file.bytes);
      stored.push({ storageId, name: cleanName(file.name), mime: file.mime, size: file.bytes.length });
    }
  } catch (error) {
    await removeFiles(request, stored);
    throw error;
  }
  return stored;
}

async function removeFiles(request: FastifyRequest, stored: { storageId: string }[]): Promise<void> {
  for (const file of stored) await request.server.privateFiles.remove(file.storageId);
}

/**
 * Takes a question: the asker checked, the files stored, then the row, its files, the first step
 * of its history and the receipt (mail or SMS through the outbox) in one transaction, so a
 * question is either taken with its receipt queued or not at all, whatever the mail server does.
 * The reply is due `consultReply` working days after receipt (the working-day calendar).
 */
export async function askQuestion(request: FastifyRequest, received: AskRequest): Promise<ConsultReceipt> {
  const app = request.server;
  const { timeZone } = app.config.cityProfile;
  const { asker, input } = await askerOf(request, received.payload);
  const stored = await storeFiles(request, received.files);
  const smsEnabled = await smsPlatformEnabled(app.db);
  const now = new Date();
  try {
    return await app.db.transaction(async (tx) => {
      await checkDailyLimit(tx, asker, now);
      const dueAt = await workingDeadlineFor(tx, now, 'consultReply', timeZone);
      const [row] = await tx
        .insert(consultations)
        .values({
          queryNo: await nextQueryNo(tx, now, timeZone),
          ...input,
          askerId: asker.askerId,
          askerName: asker.name,
          contactChannel: asker.channel,
          contactSealed: app.secrets.seal(asker.contact),
          contactKey: contactKey(app.config, asker.channel, asker.contact),
          locale: localeOf(request),
          receivedAt: now,
          dueAt,
          ip: asker.ip,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      if (stored.length > 0) {
        await tx.insert(consultationFiles).values(stored.map((file) => ({ ...file, consultationId: row.id })));
      }
      await recordEvent(tx, row.id, 'received', asker.askerId);
      await tellAsker(app, tx, row, 'received', { smsEnabled, replyDays: await timeLimitDays(tx, 'consultReply') });
      return {
        id: row.id,
        queryNo: row.queryNo,
        receivedAt: row.receivedAt.toISOString(),
        dueAt: row.dueAt.toISOString(),
        dueDate: dueDateOf(row.dueAt, timeZone),
      };
    });
  } catch (error) {
    // No row, no bytes: a refused question leaves no file behind.
    await removeFiles(request, stored);
    throw error;
  }
}
