/**
 * Drill R6: the mail server and the SMS gateway hang, then come back. The real server (main.ts
 * with its notification worker) runs in a child process on a copy of the demo data; its mailbox
 * points at a TCP server that accepts and never greets, its SMS platform at an HTTP server that
 * never answers. Measured:
 *   - BENCH_SUBMISSIONS (10) applications submitted meanwhile: every one saved and answered,
 *     slowest answer under 5 s; the back office's "send test" (mail and SMS) answers under 5 s.
 *   - the providers come back on the same addresses: every queued message is delivered exactly
 *     once (a forward and an applicant notice per application, one test mail, one test SMS)
 *     within BENCH_RECOVERY_SECONDS (180) — the first retry is due a minute after a failure.
 * OUTBOUND_TIMEOUT_MS is 2000 here (default 10,000) so the hung rounds do not take minutes.
 */
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { encryptPassword } from '@cityip/contracts';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../apps/server/src/config.js';
import { type Exchange, request, succeeded } from './drill-http.js';
import { demoDataDir, drillEnv, startServer, stopServer } from './drill-server.js';
import { ms, percentile, verdict } from './drill-stats.js';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 10);
const RECOVERY_MS = Number(process.env.BENCH_RECOVERY_SECONDS ?? 180) * 1000;
const ANSWER_MS = 5_000;

/** A mail server that accepts connections and never says a word; `open` lets it answer again. */
async function hungSmtp() {
  const sockets = new Set<Socket>();
  const silent = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
  const port = (silent.address() as AddressInfo).port;
  const subjects: string[] = [];
  const open = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then((parsed) => {
          subjects.push(parsed.subject ?? '');
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()));
    return () => new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
  return { port, subjects, open };
}

/** An SMS gateway that hangs until `hanging` is cleared, then answers OK and counts. */
async function hungGateway() {
  const state = { hanging: true, received: 0 };
  const server = createHttpServer((incoming, response) => {
    if (state.hanging) return;
    incoming.resume();
    incoming.on('end', () => {
      state.received += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"OK"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { state, url, close };
}

const env = drillEnv({
  DATA_DIR: await demoDataDir(),
  OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
  OUTBOUND_TIMEOUT_MS: '2000',
  RATE_LIMIT_SUBMIT: '100000',
  // The drill signs in as the demo administrator with a password only.
  STAFF_TOTP_ROLES: '',
});
const aesKey = loadConfig(env).loginAesKey;
const mail = await hungSmtp();
const gateway = await hungGateway();
const server = await startServer({ env });
const { base } = server;

async function login(email: string, password: string): Promise<string> {
  const res = await request(base, {
    method: 'POST',
    path: '/api/login',
    body: { email, password: encryptPassword(password, aesKey) },
  });
  const token = (res.body as { token?: { access_token?: string } }).token?.access_token;
  if (!token) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return `bearer ${token}`;
}

const call = (token: string, method: string, path: string, body?: unknown): Promise<Exchange> =>
  request(base, { method, path, body, headers: { authorization: token } });

function expectOk(what: string, exchange: Exchange): Exchange {
  if (!succeeded(exchange)) throw new Error(`${what}: ${exchange.status} ${JSON.stringify(exchange.body)}`);
  return exchange;
}

let ok = true;
try {
  const admin = await login('admin@demo.local', 'Admin@12345');
  const person = await login('person@demo.local', 'Person@12345');
  expectOk(
    'mailbox',
    await call(admin, 'PUT', '/api/admin/mailbox', {
      host: '127.0.0.1',
      port: mail.port,
      security: 'none',
      fromAddress: 'portal@demo.local',
      defaultForward: 'window@demo.local',
    }),
  );
  expectOk(
    'sms platform',
    await call(admin, 'PUT', '/api/admin/sms', {
      enabled: true,
      provider: 'drill',
      endpoint: gateway.url,
      keyId: 'drill',
      secret: 'Drill-Gateway-Secret',
      signature: 'drill',
      templates: { verificationCode: 'T', applicationStatus: 'T', authenticationResult: '', test: 'T' },
    }),
  );

  const receipts: string[] = [];
  const latencies: number[] = [];
  for (let i = 0; i < SUBMISSIONS; i++) {
    const res = await call(person, 'POST', '/api/applications/consultation', {
      data: { topic: 'patent', question: `R6 drill question ${i}`, contactName: '张三' },
      idempotencyKey: crypto.randomUUID(),
    });
    expectOk(`submission ${i}`, res);
    receipts.push((res.body as { data: { receiptNo: string } }).data.receiptNo);
    latencies.push(res.ms);
  }
  latencies.sort((a, b) => a - b);
  const slowest = latencies.at(-1) ?? 0;
  ok =
    verdict(
      `R6 ${SUBMISSIONS} submissions while mail and SMS hang: all saved, p50 ${ms(percentile(latencies, 0.5))}, ` +
        `slowest ${ms(slowest)} (target < ${ANSWER_MS} ms)`,
      receipts.length === SUBMISSIONS && slowest < ANSWER_MS,
    ) && ok;
  const testMail = expectOk(
    'send test mail',
    await call(admin, 'POST', '/api/admin/mailbox/test', { to: 'me@demo.local' }),
  );
  const testSms = expectOk('send test SMS', await call(admin, 'POST', '/api/admin/sms/test', { phone: '13812345678' }));
  ok =
    verdict(
      `R6 "send test" while hung: mail ${ms(testMail.ms)}, SMS ${ms(testSms.ms)} (target < ${ANSWER_MS} ms)`,
      testMail.ms < ANSWER_MS && testSms.ms < ANSWER_MS,
    ) && ok;

  const close = await mail.open();
  gateway.state.hanging = false;
  const back = performance.now();
  const expectedMails = 2 * SUBMISSIONS + 1;
  while (
    performance.now() - back < RECOVERY_MS &&
    (mail.subjects.length < expectedMails || gateway.state.received < 1)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const recovered = performance.now() - back;
  // One more worker round or two: anything sent twice would show up now.
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  await close();
  const perReceipt = receipts.map((receipt) => mail.subjects.filter((subject) => subject.includes(receipt)).length);
  const pending = await call(admin, 'GET', '/api/admin/mailbox/jobs');
  ok =
    verdict(
      `R6 providers back: ${mail.subjects.length} mails (expected ${expectedMails}), ${gateway.state.received} SMS ` +
        `(expected 1), each application's mails ${[...new Set(perReceipt)].join('/')} (expected 2), ` +
        `all delivered ${ms(recovered)} after the return, ${(pending.body as { data: { total: number } }).data.total} left queued`,
      mail.subjects.length === expectedMails &&
        gateway.state.received === 1 &&
        perReceipt.every((count) => count === 2) &&
        (pending.body as { data: { total: number } }).data.total === 0,
    ) && ok;
} finally {
  await stopServer(server);
  await gateway.close();
}
process.exit(ok ? 0 : 1);
