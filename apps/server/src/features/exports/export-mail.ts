import { DEFAULT_LOCALE, formatThousands, type MessageKey } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { accountLanguages } from '../accounts/account-language.js';
import { users } from '../accounts/accounts.tables.js';
import { enqueueMail } from '../notifications/outbox.js';
import { accountMail, mailTime } from '../verification/account-mail.js';
import type { ExportJobRow } from './exports.tables.js';

const KEYS: Record<'ready' | 'failed', { subject: MessageKey; text: MessageKey }> = {
  ready: { subject: 'mail.exportReadySubject', text: 'mail.exportReadyText' },
  failed: { subject: 'mail.exportFailedSubject', text: 'mail.exportFailedText' },
};

/** Where the owner finds the job: the account's exports tab (the mail never carries the file). */
export function exportsTabUrl(publicUrl: string): string {
  return `${publicUrl}/frontAccountInfo?tab=exports`;
}

/**
 * Tells the owner that the export is ready (or could not be completed), in their language, in the
 * transaction that marks the job so: a rolled-back ending sends nothing. A closed account gets nothing.
 */
export async function tellExportOwner(
  app: FastifyInstance,
  tx: Tx,
  job: ExportJobRow,
  outcome: 'ready' | 'failed',
): Promise<void> {
  const [owner] = await tx
    .select({ email: users.email, name: users.name, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, job.ownerId));
  if (!owner || owner.deletedAt) return;
  const locale = (await accountLanguages(tx, [job.ownerId])).get(job.ownerId) ?? DEFAULT_LOCALE;
  const params = {
    name: owner.name,
    created: mailTime(app.config, job.createdAt),
    rows: formatThousands(job.total),
    format: job.format.toUpperCase(),
    expires: job.expiresAt ? mailTime(app.config, job.expiresAt) : '',
    link: exportsTabUrl(app.config.publicUrl),
  };
  await enqueueMail(
    tx,
    accountMail(app.config, locale, { to: owner.email, event: 'patentExport', ...KEYS[outcome], params }),
  );
}
