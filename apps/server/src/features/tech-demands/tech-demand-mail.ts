import type { MessageKey } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { enqueueMail } from '../notifications/outbox.js';
import { bilingualAccountMail } from '../verification/account-mail.js';

/** What staff decided about a demand, as the company is told. */
export type ReviewOutcome = 'approved' | 'rejected' | 'takenDown';

const KEYS: Record<ReviewOutcome, { subject: MessageKey; text: MessageKey }> = {
  approved: { subject: 'mail.techDemandApprovedSubject', text: 'mail.techDemandApprovedText' },
  rejected: { subject: 'mail.techDemandRejectedSubject', text: 'mail.techDemandRejectedText' },
  takenDown: { subject: 'mail.techDemandTakenDownSubject', text: 'mail.techDemandTakenDownText' },
};

/**
 * Queues the review outcome to the company's account address, in the transaction of the decision:
 * the mail goes out if and only if the decision commits, once (a second decision on the same
 * demand is refused before it gets here), and the outbox retries while the mail server is down.
 * Accounts keep no language preference, so the mail carries both languages, Chinese first.
 */
export async function enqueueReviewMail(
  app: FastifyInstance,
  tx: Tx,
  to: string,
  outcome: ReviewOutcome,
  params: { title: string; validUntil: string; reason: string },
): Promise<void> {
  await enqueueMail(tx, bilingualAccountMail(app.config, { to, event: 'techDemandReview', ...KEYS[outcome], params }));
}
