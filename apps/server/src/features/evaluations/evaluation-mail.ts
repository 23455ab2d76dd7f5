import {
  BAD_REVIEW_REASONS,
  type BadReviewReason,
  EVALUATION_LEVEL_NAMES,
  type EvaluationLevel,
  type EvaluationSubject,
  type Locale,
  localDateAt,
  type MessageKey,
  translate,
} from '@cityip/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { accountLanguages } from '../accounts/account-language.js';
import { users } from '../accounts/accounts.tables.js';
import { consultationContact } from '../consultations/consultations.public.js';
import { enqueueMail, enqueueSms } from '../notifications/outbox.js';
import { smsPlatformEnabled } from '../notifications/settings.js';
import { accountMail } from '../verification/account-mail.js';
import type { EvaluationRow, RectificationRow } from './evaluations.tables.js';

/**
 * The mails of a bad review (issue 25), queued in the transaction of the change so they go out if
 * and only if it commits, each in its recipient's language: the new case to operations staff, the
 * answer to the citizen. Plain text: the citizen's and staff's words go in as written.
 */

/** Operations staff: who works the evaluation module (bus and admin), enabled. */
const OPERATIONS_ROLES = ['bus', 'admin'] as const;

const levelName = (locale: Locale, level: EvaluationLevel) =>
  translate(locale, `evaluation.level.${EVALUATION_LEVEL_NAMES[level]}` as MessageKey);
const targetName = (locale: Locale, subject: EvaluationSubject) =>
  translate(locale, `evaluation.target.${subject.target}` as MessageKey);
const reasonNames = (locale: Locale, reasons: readonly BadReviewReason[]) =>
  BAD_REVIEW_REASONS.filter((reason) => reasons.includes(reason))
    .map((reason) => translate(locale, `evaluation.reason.${reason}` as MessageKey))
    .join(locale === 'en-US' ? '; ' : '；');

/** The last day of a deadline that runs out at a midnight of the city (that day is still on time). */
export function dueDay(dueAt: Date, timeZone: string): string {
  return localDateAt(new Date(dueAt.getTime() - 1), timeZone);
}

/** Tells every enabled operations account of a new rectification case. */
export async function tellStaffOfBadReview(
  app: FastifyInstance,
  tx: Tx,
  review: EvaluationRow,
  subject: EvaluationSubject,
  dueAt: Date,
): Promise<void> {
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...OPERATIONS_ROLES]), eq(users.status, 'enabled')));
  const languages = await accountLanguages(
    tx,
    staff.map((member) => member.id),
  );
  const due = dueDay(dueAt, app.config.cityProfile.timeZone);
  for (const member of staff) {
    const locale = languages.get(member.id) ?? 'zh-CN';
    const params = {
      level: levelName(locale, review.level),
      target: targetName(locale, subject),
      label: subject.label ?? '',
      reasons: reasonNames(locale, review.reasons),
      comment: review.comment || '—',
      due,
    };
    await enqueueMail(
      tx,
      accountMail(app.config, locale, {
        to: member.email,
        event: 'evaluation',
        subject: 'mail.evaluationBadSubject',
        text: 'mail.evaluationBadText',
        params,
      }),
    );
  }
}

/**
 * Tells the rater that staff answered: a registered rater at their account's address in their
 * language; a visitor who rated a reply through the look-up at the question's contact in the
 * language they asked in (an SMS for a phone, when the SMS platform is enabled).
 */
export async function tellRaterOfAnswer(
  app: FastifyInstance,
  tx: Tx,
  review: EvaluationRow,
  subject: EvaluationSubject,
  rectification: RectificationRow,
): Promise<void> {
  const params = (locale: Locale, where: MessageKey) => ({
    level: levelName(locale, review.level),
    target: targetName(locale, subject),
    label: subject.label ?? '',
    outcome: translate(locale, `evaluation.outcome.${rectification.outcome ?? 'explained'}` as MessageKey),
    answer: rectification.answer ?? '',
    where: translate(locale, where),
  });
  const keys = { subject: 'mail.rectificationAnsweredSubject', text: 'mail.rectificationAnsweredText' } as const;
  if (review.userId) {
    const [account] = await tx
      .select({ email: users.email, status: users.status })
      .from(users)
      .where(eq(users.id, review.userId));
    if (account?.status !== 'enabled') return;
    const locale = (await accountLanguages(tx, [review.userId])).get(review.userId) ?? 'zh-CN';
    const mail = { to: account.email, event: 'evaluation' as const, ...keys };
    await enqueueMail(
      tx,
      accountMail(app.config, locale, { ...mail, params: params(locale, 'mail.rectificationWhereAccount') }),
    );
    return;
  }
  if (review.target !== 'consultation') return;
  const asker = await consultationContact(app, tx, review.targetId);
  if (!asker) return;
  if (asker.channel === 'sms') {
    if (!(await smsPlatformEnabled(app.db))) return;
    const result = translate(asker.locale, 'sms.evaluationAnswered');
    await enqueueSms(tx, { phone: asker.contact, event: 'consultation', params: { queryNo: asker.queryNo, result } });
    return;
  }
  const mail = { to: asker.contact, event: 'evaluation' as const, ...keys };
  await enqueueMail(
    tx,
    accountMail(app.config, asker.locale, { ...mail, params: params(asker.locale, 'mail.rectificationWhereLookup') }),
  );
}
