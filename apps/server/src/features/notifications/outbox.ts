import type { MailEvent, SmsEvent } from '@cityip/contracts';
import type { Db, Tx } from '../../db/client.js';
import { outbox } from './notifications.tables.js';

/** A file attached to a mail; its bytes are read from the file storage when the mail is sent. */
export interface MailAttachmentRef {
  filename: string;
  contentType: string;
  storageId: string;
}

/** A mail as a feature queues it; subject and text are already in the recipient's language. */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachmentRef[];
  /** Extra headers (a digest's `List-Unsubscribe`); each value passes headerText when sent. */
  headers?: Record<string, string>;
  event: MailEvent;
}

/** An SMS: the platform fills the event's template with `params`. */
export interface OutgoingSms {
  phone: string;
  event: SmsEvent;
  params: Record<string, string>;
}

export type OutboxPayload = OutgoingMail | OutgoingSms;

/**
 * Queues a mail and returns the job id. Called inside the caller's transaction, the mail is sent
 * only if that transaction commits (a rolled-back application forwards nothing).
 */
export async function enqueueMail(db: Db | Tx, mail: OutgoingMail): Promise<string> {
  return insertJob(db, { kind: 'mail', event: mail.event, payload: mail });
}

/** Queues an SMS, in the caller's transaction like {@link enqueueMail}. */
export async function enqueueSms(db: Db | Tx, sms: OutgoingSms): Promise<string> {
  return insertJob(db, { kind: 'sms', event: sms.event, payload: sms });
}

async function insertJob(db: Db | Tx, job: typeof outbox.$inferInsert): Promise<string> {
  // Due by the application's clock, which the worker compares with: the database's now() is a
  // transaction-start time in microseconds and could lie a fraction of a millisecond after it.
  const [row] = await db
    .insert(outbox)
    .values({ nextAttemptAt: new Date(), ...job })
    .returning({ id: outbox.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
