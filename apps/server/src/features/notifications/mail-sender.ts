import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import nodemailer from 'nodemailer';
import { checkOutboundHost, outboundPolicyOf } from '../../lib/outbound/outbound-policy.js';
import { headerAddress, headerText } from './mail-headers.js';
import type { OutgoingMail } from './outbox.js';
import { mailAccount, type StoredMailSettings } from './settings.js';

/**
 * The SMTP transport of the stored account, connecting to `address`: the one just checked, so a
 * host name whose DNS answer changes before the connect (rebinding) cannot lead elsewhere; TLS
 * still verifies the certificate against the configured name. A server that does not connect,
 * greet or answer within OUTBOUND_TIMEOUT_MS counts as down (the job is retried).
 */
function transportOptions(account: StoredMailSettings, password: string, address: string, timeoutMs: number) {
  return {
    host: address,
    ...(isIP(account.host.replace(/^\[|\]$/g, '')) === 0 ? { servername: account.host } : {}),
    port: account.port,
    // Implicit TLS from the first byte (465); otherwise STARTTLS is demanded, or refused for a
    // plain relay that advertises it without a usable certificate.
    secure: account.security === 'tls',
    requireTLS: account.security === 'starttls',
    ignoreTLS: account.security === 'none',
    auth: account.user ? { user: account.user, pass: password } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/**
 * Sends one queued mail through the stored SMTP account, reading its attachments from the file
 * storage now (the queue holds only their ids). Throws when it was not delivered. Every header
 * value passes {@link headerText} / {@link headerAddress} (security case 18).
 */
export async function sendMail(app: FastifyInstance, mail: OutgoingMail): Promise<void> {
  const account = await mailAccount(app.db, app.secrets);
  if (!account && !app.config.demoSeed) throw new Error('the mailbox is not configured');
  const attachments = await Promise.all(
    (mail.attachments ?? []).map(async (attachment) => {
      const content = await app.privateFiles.get(attachment.storageId);
      if (!content) throw new Error(`attachment ${attachment.filename} is missing from the file storage`);
      return { filename: headerText(attachment.filename), contentType: attachment.contentType, content };
    }),
  );
  const message = {
    to: mail.to.map(headerAddress),
    subject: headerText(mail.subject),
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers
      ? { headers: Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [name, headerText(value)])) }
      : {}),
    attachments,
  };
  if (!account) {
    await dropInDemoMailFolder(app, message);
    return;
  }
  // Checked at every send, not only when saved: the host's DNS may have changed since.
  const [target] = await checkOutboundHost(outboundPolicyOf(app.config), account.content.host);
  if (!target) throw new Error(`${account.content.host} has no address`);
  const transport = nodemailer.createTransport(
    transportOptions(account.content, account.secret, target.address, app.config.outboundTimeoutMs),
  );
  try {
    await transport.sendMail({
      ...message,
      from: { name: headerText(account.content.fromName), address: headerAddress(account.content.fromAddress) },
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
