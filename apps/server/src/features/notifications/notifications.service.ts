import { randomInt } from 'node:crypto';
import {
  Code,
  type Locale,
  type MailSettings,
  type MailSettingsInputSchema,
  maskPhone,
  type NotificationKind,
  type OutboxJob,
  type OutboxQuerySchema,
  type Page,
  type SendTestResult,
  type SmsSettings,
  type SmsSettingsInputSchema,
  translate,
} from '@cityip/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import { outboundPolicyOf } from '../../lib/outbound/outbound-policy.js';
import { assertSettingHost } from '../../lib/outbound/setting-check.js';
import { type OutboxRow, outbox } from './notifications.tables.js';
import { enqueueMail, enqueueSms, type OutgoingMail, type OutgoingSms } from './outbox.js';
import { hasStoredSecret, mailAccount, saveMailSettings, saveSmsSettings } from './settings.js';
import { drainOutbox } from './worker.js';

/**
 * Saves the mailbox. A user name needs a password: one given now, or the one already stored
 * (the screen never receives it back, so blank means "keep").
 */
export async function saveMailbox(
  app: FastifyInstance,
  locale: Locale,
  input: z.output<typeof MailSettingsInputSchema>,
): Promise<MailSettings> {
  if (input.user && !input.password && !(await hasStoredSecret(app.db, 'mail'))) {
    throw fieldRefusal(locale, [{ field: 'password', message: 'validation.smtpPassword' }]);
  }
  await assertSettingHost(outboundPolicyOf(app.config), locale, 'host', input.host);
  return saveMailSettings(app.db, app.secrets, input);
}

/** Saves the SMS platform; enabling it needs a secret to sign requests with. */
export async function saveSmsPlatform(
  app: FastifyInstance,
  locale: Locale,
  input: z.output<typeof SmsSettingsInputSchema>,
): Promise<SmsSettings> {
  if (input.enabled && !input.secret && !(await hasStoredSecret(app.db, 'sms'))) {
    throw fieldRefusal(locale, [{ field: 'secret', message: 'validation.smsSecret' }]);
  }
  await assertSettingHost(outboundPolicyOf(app.config), locale, 'endpoint', new URL(input.endpoint).hostname);
  return saveSmsSettings(app.db, app.secrets, input);
}

/**
 * How long a "send test" or "retry now" waits for the provider before answering (drill R6: every
 * answer within 5 s). A provider that takes longer is still given OUTBOUND_TIMEOUT_MS in the
 * background, and the answer says the message is queued.
 */
const ANSWER_WITHIN_MS = 4_000;

/** Attempts one queued job now and says how it went; a failure leaves it queued for retry. */
async function deliverNow(app: FastifyInstance, id: string): Promise<SendTestResult> {
  const attempt = drainOutbox(app, { only: id }).catch((error: unknown) => {
    app.log.error({ err: error, job: id }, 'immediate send failed');
  });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ANSWER_WITHIN_MS);
  });
  await Promise.race([attempt, waited]);
  clearTimeout(timer);
  const [row] = await app.db
    .select({ status: outbox.status, lastError: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.outboxJobNotFound');
  return { status: row.status, error: row.status === 'sent' ? null : row.lastError };
}

/** "Send test mail": through the queue like any mail, attempted at once. */
export async function sendTestMail(app: FastifyInstance, locale: Locale, to: string): Promise<SendTestResult> {
  if (!(await mailAccount(app.db, app.secrets))) throw new AppError(Code.BAD_REQUEST, 'error.mailNotConfigured');
  const city = locale === 'en-US' ? app.config.cityNameEn : app.config.cityName;
  const id = await enqueueMail(app.db, {
    to: [to],
    subject: translate(locale, 'notifications.testMailSubject', { city }),
    text: translate(locale, 'notifications.testMailText', { city }),
    event: 'test',
  });
  return deliverNow(app, id);
}

/**
 * "Send test SMS" with a random six-digit `code`: the parameter verification templates take, so
 * the test template may simply be the verification one.
 */
export async function sendTestSms(app: FastifyInstance, phone: string): Promise<SendTestResult> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await enqueueSms(app.db, { phone, event: 'test', params: { code } });
  return deliverNow(app, id);
}

/** A message job of `kind` as the back office lists it (the lists are filtered by kind: never a task). */
function jobView(row: OutboxRow, kind: NotificationKind): OutboxJob {
  const mail = kind === 'mail' ? (row.payload as OutgoingMail) : null;
  return {
    id: row.id,
    kind,
    event: row.event,
    recipient: mail ? mail.to.join(', ') : (maskPhone((row.payload as OutgoingSms).phone) ?? ''),
    subject: mail?.subject ?? '',
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Jobs of `kind` not delivered: waiting (`pending`, or being sent now) or given up (`failed`); newest first. */
export async function listUndelivered(
  app: FastifyInstance,
  kind: NotificationKind,
  query: z.output<typeof OutboxQuerySchema>,
): Promise<Page<OutboxJob>> {
  const statuses =
    query.status === 'failed'
      ? (['failed'] as const)
      : query.status === 'pending'
        ? (['pending', 'sending'] as const)
        : (['pending', 'sending', 'failed'] as const);
  const where = and(eq(outbox.kind, kind), inArray(outbox.status, [...statuses]));
  const rows = await app.db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await app.db.select({ total: count() }).from(outbox).where(where);
  return {
    items: rows.map((row) => jobView(row, kind)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * "Retry now": a waiting or failed job of `kind` is attempted at once. A failed job gets this
 * one attempt; if it fails again it stays failed.
 */
export async function retryJob(app: FastifyInstance, kind: NotificationKind, id: string): Promise<SendTestResult> {
  const [row] = await app.db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: new Date(), updatedAt: new Date() })
    .where(and(eq(outbox.id, id), eq(outbox.kind, kind), inArray(outbox.status, ['pending', 'failed'])))
    .returning({ id: outbox.id });
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.outboxJobNotFound');
  return deliverNow(app, id);
}
