import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import type { SmsSettingsInput } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { submit, validForm } from '../applications/application-test-kit.js';
import { applications } from '../applications/applications.tables.js';
import { later, outboxJob, startSmtp, unusedPort } from './notifications-test-kit.js';
import { enqueueSms } from './outbox.js';
import { drainOutbox, retryDelayMs } from './worker.js';

/**
 * Drill R6: the mail server or SMS gateway is down or hangs. Submissions are still saved and
 * answered at once (mail goes through the queue), each send gives up after OUTBOUND_TIMEOUT_MS,
 * and when the provider returns every message is delivered exactly once.
 */

const CREDENTIALS = { user: 'mailer', password: 'Smtp-Password-2468' };
// Short for a fast suite, long enough that a loaded CI machine still greets within it.
const TIMEOUT_MS = 1_000;
/** The drill's promise to applicants. */
const ANSWER_WITHIN_MS = 5_000;

let t: TestApp;
let admin: string;
let person: string;

beforeAll(async () => {
  t = await createTestApp({ outboundTimeoutMs: TIMEOUT_MS });
  admin = await t.loginAs('admin');
  person = await t.loginAs('common');
});
afterAll(async () => {
  await t?.close();
});

/** A TCP server on loopback that accepts connections and never says a word (a hung SMTP server). */
async function silentServer(port = 0) {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function useMailbox(port: number) {
  const res = await call(t, admin, 'PUT', '/api/admin/mailbox', {
    body: {
      host: '127.0.0.1',
      port,
      security: 'none',
      ...CREDENTIALS,
      fromAddress: 'portal@test.gov.cn',
      defaultForward: 'window@test.gov.cn',
    },
  });
  expect(res.status, res.text).toBe(200);
}

/** Submits a consultation; checks it is answered in time and saved; returns its receipt number. */
async function submitInTime(): Promise<string> {
  const form = await validForm(t, person, 'consultation');
  const started = performance.now();
  const res = await submit(t, person, 'consultation', form);
  expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
  expect(res.status, res.text).toBe(200);
  const [row] = await t.db.select().from(applications).where(eq(applications.receiptNo, res.body.data.receiptNo));
  expect(row?.status).toBe('submitted');
  return res.body.data.receiptNo;
}

/** Drains the queue `at` a clock and says how long the round took. */
async function timedDrain(now = () => new Date()) {
  const started = performance.now();
  const attempted = await drainOutbox(t.app, { now });
  return { attempted, ms: performance.now() - started };
}

describe('drill R6: mail server down or hanging', () => {
  it('saves and answers submissions, times the sends out, and delivers each mail once when the server is back', async () => {
    const port = await unusedPort();
    await useMailbox(port);
    // Down: the port is closed.
    const first = await submitInTime();
    const down = await timedDrain();
    expect(down.attempted).toBe(2); // the forward to staff and the notice to the applicant

    // Hanging: a server accepts the connection and never greets.
    const hung = await silentServer(port);
    const second = await submitInTime();
    const stalled = await timedDrain();
    expect(stalled.attempted).toBe(2);
    // Each attempt gave up after the timeout instead of waiting on the silent server.
    expect(stalled.ms).toBeLessThan(2 * (TIMEOUT_MS + 1_000));
    await hung.close();

    // Back: every job is due after its backoff and goes out once.
    const smtp = await startSmtp(CREDENTIALS, port);
    try {
      const back = await timedDrain(later(retryDelayMs(1)));
      expect(back.attempted).toBe(4);
      expect((await timedDrain(later(retryDelayMs(8)))).attempted).toBe(0);
      const subjects = smtp.received.map((mail) => mail.parsed.subject ?? '');
      for (const receiptNo of [first, second]) {
        // One forward and one applicant notice per application: nothing lost, nothing twice.
        expect(subjects.filter((subject) => subject.includes(receiptNo))).toHaveLength(2);
      }
      expect(smtp.received).toHaveLength(4);
    } finally {
      await smtp.close();
    }
  });
});

describe('drill R6: SMS gateway hanging', () => {
  it('gives up after the timeout and sends the SMS once when the gateway answers again', async () => {
    let hanging = true;
    const received: string[] = [];
    const gateway = createHttpServer((request, response) => {
      if (hanging) return; // accepts and never answers
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        received.push(body);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"OK"}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', () => resolve()));
    const platform: SmsSettingsInput = {
      enabled: true,
      provider: '测试短信网关',
      endpoint: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
      keyId: 'key-0001',
      secret: 'Gateway-Secret-1357',
      signature: '测试市知识产权局',
      templates: {
        verificationCode: 'TPL',
        applicationStatus: 'TPL',
        authenticationResult: '',
        consultation: '',
        test: 'TPL',
      },
    };
    try {
      expect((await call(t, admin, 'PUT', '/api/admin/sms', { body: platform })).status).toBe(200);
      const id = await enqueueSms(t.db, { phone: '13812345678', event: 'verificationCode', params: { code: '1' } });
      const stalled = await timedDrain();
      expect(stalled.attempted).toBe(1);
      expect(stalled.ms).toBeLessThan(TIMEOUT_MS + 1_000);
      expect(await outboxJob(t.db, id)).toMatchObject({ status: 'pending', attempts: 1 });

      hanging = false;
      expect((await timedDrain(later(retryDelayMs(1)))).attempted).toBe(1);
      expect((await timedDrain(later(retryDelayMs(8)))).attempted).toBe(0);
      expect(received).toHaveLength(1);
      expect(await outboxJob(t.db, id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });
});
