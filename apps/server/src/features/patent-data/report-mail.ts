import { DEFAULT_LOCALE, type MessageKey, translate } from '@cityip/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { accountLanguages } from '../accounts/account-language.js';
import { users } from '../accounts/accounts.tables.js';
import { enqueueMail } from '../notifications/outbox.js';
import { accountMail } from '../verification/account-mail.js';
import { fieldValueText } from './field-text.js';
import type { PatentErrorReportRow } from './patent-data.tables.js';

/** What the reporter is told: the corrected value, or why the report was not accepted. */
export type ReportOutcome =
  | { kind: 'accepted'; value: string[] | string | null }
  | { kind: 'rejected'; reason: string };

const KEYS: Record<ReportOutcome['kind'], { subject: MessageKey; text: MessageKey }> = {
  accepted: { subject: 'mail.patentReportAcceptedSubject', text: 'mail.patentReportAcceptedText' },
  rejected: { subject: 'mail.patentReportRejectedSubject', text: 'mail.patentReportRejectedText' },
};

/**
 * Tells the reporter what became of their report, in their language, in the transaction of the
 * decision (queued in the outbox: a mail server that is down delays the mail, never the decision).
 * A report whose account is gone tells nobody.
 */
export async function tellReporter(
  app: FastifyInstance,
  tx: Tx,
  report: PatentErrorReportRow,
  patent: { title: string; applicationNumber: string },
  outcome: ReportOutcome,
): Promise<void> {
  if (!report.reporterId) return;
  const [reporter] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, report.reporterId), isNull(users.deletedAt)));
  if (!reporter) return;
  const locale = (await accountLanguages(tx, [report.reporterId])).get(report.reporterId) ?? DEFAULT_LOCALE;
  const params = {
    name: reporter.name,
    title: patent.title,
    number: patent.applicationNumber,
    field: translate(locale, `patentData.field.${report.field}`),
    value:
      outcome.kind === 'accepted' ? fieldValueText(locale, report.field, outcome.value, app.config.cityProfile) : '',
    reason: outcome.kind === 'rejected' ? outcome.reason : '',
  };
  await enqueueMail(
    tx,
    accountMail(app.config, locale, { to: reporter.email, event: 'patentDataReport', ...KEYS[outcome.kind], params }),
  );
}
