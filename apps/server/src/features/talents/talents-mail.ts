import type { MessageKey } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { enqueueMail } from '../notifications/outbox.js';
import { bilingualAccountMail } from '../verification/account-mail.js';

/** What staff decided about an applicant's entry. */
export type TalentOutcome = { kind: 'approved' } | { kind: 'rejected'; reason: string } | { kind: 'takenDown' };

const TEXTS: Record<TalentOutcome['kind'], { subject: MessageKey; text: MessageKey }> = {
  approved: { subject: 'mail.talentApprovedSubject', text: 'mail.talentApprovedText' },
  rejected: { subject: 'mail.talentRejectedSubject', text: 'mail.talentRejectedText' },
  takenDown: { subject: 'mail.talentTakenDownSubject', text: 'mail.talentTakenDownText' },
};

/**
 * Tells the applicant the outcome at their account's address, queued in the caller's transaction
 * (the outbox sends it once, and again after a mail server outage). Accounts keep no language
 * preference, so the mail carries both languages, Chinese first, as the demand review's does.
 * The event is the existing `applicationStatus` (progress of something one applied for): the
 * outbox screen lists it so.
 */
export async function tellTalentApplicant(
  app: FastifyInstance,
  tx: Tx,
  to: string,
  entryName: string,
  outcome: TalentOutcome,
): Promise<void> {
  const texts = TEXTS[outcome.kind];
  await enqueueMail(
    tx,
    bilingualAccountMail(app.config, {
      to,
      event: 'applicationStatus',
      subject: texts.subject,
      text: texts.text,
      params: { name: entryName, reason: outcome.kind === 'rejected' ? outcome.reason : '' },
    }),
  );
}
