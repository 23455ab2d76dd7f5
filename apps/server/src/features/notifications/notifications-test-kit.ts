import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/client.js';
import { outbox } from './notifications.tables.js';

/**
 * Real servers on loopback for the notification tests (test-only code: nothing in the server
 * imports it): an SMTP server that parses what it receives, and an HTTP SMS gateway; and the
 * queue's view of a message.
 */

/** A queued message's row as the worker left it. */
export async function outboxJob(db: Db, id: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** Checks that the back-office job list at `url` shows exactly one job, with `fields`. */
export async function expectOnlyListedJob(t: TestApp, token: string, url: string, fields: Record<string, unknown>) {
  const listed = await call(t, token, 'GET', url);
  expect(listed.body.data.items).toEqual([expect.objectContaining(fields)]);
}

/** A worker clock `ms` ahead of now (a backoff or a claim run out). */
export const later = (ms: number) => () => new Date(Date.now() + ms);

export interface ReceivedMail {
  /** The envelope recipients (RCPT TO), which include Bcc ones. */
  rcptTo: string[];
  parsed: ParsedMail;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 that takes `user` / `password` (plain AUTH; no TLS on loopback). */
export async function startSmtp(credentials: { user: string; password: string }, port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({ rcptTo: session.envelope.rcptTo.map((to) => to.address), parsed });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 that was free a moment ago, with nothing listening on it. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface GatewayRequest {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface TestGateway {
  url: string;
  requests: GatewayRequest[];
  /** What the gateway answers next: HTTP status and JSON body. */
  answer: { status: number; body: object };
  close(): Promise<void>;
}

/** An HTTP SMS gateway on 127.0.0.1 recording each POST and answering `answer`. */
export async function startGateway(): Promise<TestGateway> {
  const gateway: Omit<TestGateway, 'url' | 'close'> = {
    requests: [],
    answer: { status: 200, body: { code: 'OK', message: 'sent' } },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      gateway.requests.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      response.writeHead(gateway.answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(gateway.answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(gateway, {
    url: `http://127.0.0.1:${port}/sms/send`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
