import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { portal } from './portal.js';

/** Where the journeys' portal forwards every new application (the staff mailbox). */
export const FORWARD_ADDRESS = 'window@demo.local';

/** A mail as the journeys check it: who it went to, its subject, text and attachment names. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  attachments: string[];
}

/**
 * A real SMTP server on loopback that keeps what the portal sends, and a small HTTP endpoint the
 * test files (other processes) read it from. The portal's mailbox settings point at it.
 */
export async function startMailSink(): Promise<{ smtpPort: number; url: string; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address ?? ''));
          mails.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((attachment) => attachment.filename ?? ''),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const http: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(resolve));
    },
  };
}

/** The mails received so far for `address`. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(portal().mailSinkUrl);
  const mails = (await response.json()) as ReceivedMail[];
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits (up to 30 s) for a mail to `address` whose subject or text matches `pattern`. */
export async function waitForMail(address: string, pattern: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = (await mailsTo(address)).find((mail) => pattern.test(mail.subject) || pattern.test(mail.text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${address} matching ${pattern} within 30 s`);
}
