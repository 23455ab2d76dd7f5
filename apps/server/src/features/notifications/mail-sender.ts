import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox.js';
import { mailAccount, type StoredMailSettings } from './settings.js';

/** A mail server that does not answer within this long counts as down (the job is retried). */
const SMTP_TIMEOUT_MS = 15_000;

function transportOptions(account: StoredMailSettings, password: string) {
  return {
    host: account.host,
    port: account.port,
    // Implicit TLS from the first byte (465); otherwise STARTTLS is demanded, or refused for a
    // plain relay that advertises it without a usable certificate.
    secure: account.security === 'tls',
    requireTLS: account.security === 'starttls',
    ignoreTLS: account.security === 'none',
    auth: account.user ? { user: account.user, pass: password } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}

/**
 * Sends one queued mail through the stored SMTP account, reading its attachments from the file
 * storage now (the queue holds only their ids). Throws when it was not delivered.
 */
export async function sendMail(app: FastifyInstance, mail: OutgoingMail): Promise<void> {
  const account = await mailAccount(app.db, app.secrets);
  if (!account && !app.config.demoSeed) throw new Error('the mailbox is not configured');
  const attachments = await Promise.all(
    (mail.attachments ?? []).map(async (attachment) => {
      const content = await app.storage.get(attachment.storageId);
      if (!content) throw new Error(`attachment ${attachment.filename} is missing from the file storage`);
      return { filename: attachment.filename, contentType: attachment.contentType, content };
    }),
  );
  const message = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments,
  };
  if (!account) {
    await dropInDemoMailFolder(app, message);
    return;
  }
  const transport = nodemailer.createTransport(transportOptions(account.content, account.secret));
  try {
    await transport.sendMail({
      ...message,
      from: { name: account.content.fromName, address: account.content.fromAddress },
    });
  } finally {
    transport.close();
  }
}

/** Where a demo installation without a mail server keeps the mails it would have sent. */
export function demoMailFolder(app: FastifyInstance): string {
  return join(app.config.dataDir, 'mail');
}

/**
 * Demo mode without a configured mailbox: the mail is written as an .eml file under
 * DATA_DIR/mail, so registration codes and notices can be read on a laptop. It never goes to the
 * log (codes must not appear there), and production always needs a real mailbox.
 */
async function dropInDemoMailFolder(app: FastifyInstance, message: SendMailOptions): Promise<void> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ ...message, from: 'demo@portal.invalid' });
  const folder = demoMailFolder(app);
  await mkdir(folder, { recursive: true });
  await writeFile(
    join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`),
    info.message as Buffer,
  );
}
