import { DEFAULT_LOCALE, type Locale, type MessageKey, translate } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { accountLanguages } from '../accounts/account-language.js';
import { users } from '../accounts/accounts.tables.js';
import { enqueueMail, enqueueSms } from '../notifications/outbox.js';
import { accountMail } from '../verification/account-mail.js';
import { dueDateOf } from './consultation-deadlines.js';
import type { ConsultationRow } from './consultations.tables.js';

/** What the asker is told: the receipt, the reply, or the closing as not a consultation. */
export type AskerNotice = 'received' | 'replied' | 'rejected';

const ASKER_KEYS: Record<AskerNotice, { subject: MessageKey; text: MessageKey; sms: MessageKey }> = {
  received: { subject: 'mail.consultReceivedSubject', text: 'mail.consultReceivedText', sms: 'sms.consultReceived' },
  replied: { subject: 'mail.consultRepliedSubject', text: 'mail.consultRepliedText', sms: 'sms.consultReplied' },
  rejected: { subject: 'mail.consultRejectedSubject', text: 'mail.consultRejectedText', sms: 'sms.consultRejected' },
};

/**
 * The asker's language: a registered asker's preference (they may have changed it since), a
 * visitor's the language they asked in.
 */
async function askerLocale(tx: Tx, row: ConsultationRow): Promise<Locale> {
  if (!row.askerId) return row.locale;
  return (await accountLanguages(tx, [row.askerId])).get(row.askerId) ?? row.locale;
}

/**
 * Tells the asker, in the transaction of the change: a mail to an email contact, an SMS to a phone
 * (when the SMS platform is enabled: `smsEnabled`, read by the caller before its transaction; the
 * look-up by query number works either way). Queued in the
 * outbox, so a mail server that is down delays the notice but never loses the question.
 * Mails are plain text: the asker's and staff's words go in as they were written.
 */
export async function tellAsker(
  app: FastifyInstance,
  tx: Tx,
  row: ConsultationRow,
  notice: AskerNotice,
  context: { smsEnabled: boolean; replyDays?: number },
): Promise<void> {
  const locale = await askerLocale(tx, row);
  const due = dueDateOf(row.dueAt, app.config.cityProfile.timeZone);
  const contact = app.secrets.open(row.contactSealed);
  const keys = ASKER_KEYS[notice];
  if (row.contactChannel === 'sms') {
    if (!context.smsEnabled) return;
    const result = translate(locale, keys.sms, { due });
    await enqueueSms(tx, { phone: contact, event: 'consultation', params: { queryNo: row.queryNo, result } });
    return;
  }
  const params = {
    name: row.askerName,
    title: row.title,
    queryNo: row.queryNo,
    due,
    days: context.replyDays ?? '',
    reply: row.reply ?? '',
    reason: row.rejectReason ?? '',
  };
  await enqueueMail(tx, accountMail(app.config, locale, { to: contact, event: 'consultation', ...keys, params }));
}

/**
 * Tells a handler that a question is theirs (assigned or forwarded, with the note) or is due on the
 * next working day (the reminder), in their own language. A handler whose account is gone gets nothing.
 */
export async function tellHandler(
  app: FastifyInstance,
  tx: Tx,
  row: ConsultationRow,
  handlerId: string,
  notice: { kind: 'assigned'; note: string } | { kind: 'reminder' },
): Promise<void> {
  const [handler] = await tx.select({ email: users.email }).from(users).where(eq(users.id, handlerId));
  if (!handler) return;
  const locale = (await accountLanguages(tx, [handlerId])).get(handlerId) ?? DEFAULT_LOCALE;
  const note =
    notice.kind === 'assigned' && notice.note ? translate(locale, 'mail.consultNote', { note: notice.note }) : '';
  const keys: { subject: MessageKey; text: MessageKey } =
    notice.kind === 'assigned'
      ? { subject: 'mail.consultAssignedSubject', text: 'mail.consultAssignedText' }
      : { subject: 'mail.consultReminderSubject', text: 'mail.consultReminderText' };
  const params = {
    title: row.title,
    queryNo: row.queryNo,
    due: dueDateOf(row.dueAt, app.config.cityProfile.timeZone),
    note,
  };
  await enqueueMail(tx, accountMail(app.config, locale, { to: handler.email, event: 'consultation', ...keys, params }));
}
