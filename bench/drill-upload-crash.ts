/**
 * R5 drill: the server is killed (SIGKILL) in the middle of uploads. The real server (main.ts) runs
 * in a child process on a copy of the demo data directory. The person account uploads a few files,
 * then a 20 MB upload is streamed and the process is killed halfway through it while four more
 * clients keep uploading 2 MB files. Before the restart the drill plants what a kill between the
 * write and the rename would leave (a temporary file, dated an hour back, past the sweep's
 * 10-minute threshold) and deletes the bytes of one acknowledged upload (bytes lost outside the
 * application, e.g. a partial restore).
 * Targets after the restart: the start-up sweep removed the stale temporary file and logged the
 * row without bytes by name (the row is kept); nothing of the killed uploads is left (no row, no
 * temporary older than the threshold); every other acknowledged upload reads back byte for byte;
 * the one without bytes answers 404, not 500. Exits non-zero when a target is missed.
 */
import { existsSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { encryptPassword } from '@cityip/contracts';
import { loadConfig } from '../apps/server/src/config.js';
import { request } from './drill-http.js';
import { multipartFile } from './drill-multipart.js';
import { demoDataDir, drillEnv, startServer, stopServer } from './drill-server.js';

const dataDir = await demoDataDir();
const storageRoot = join(dataDir, 'files');
const env = drillEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

const pdf = (label: string, bytes: number) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n%${label}\n`), Buffer.alloc(bytes, label.charCodeAt(0))]);

/** Sends one upload; with `onHalf` the body is streamed slowly and `onHalf` runs once half is sent. */
function upload(base: string, token: string, name: string, bytes: Buffer, onHalf?: () => void) {
  const body = multipartFile(name, bytes);
  return new Promise<{ status: number; id?: string }>((resolve) => {
    const req = http.request(
      new URL('/api/uploads?kind=attachment', base),
      {
        method: 'POST',
        agent: false,
        headers: { authorization: token, 'content-type': body.contentType, 'content-length': body.payload.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const parsed = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { data?: { id?: string } };
          resolve({ status: res.statusCode ?? 0, id: parsed.data?.id });
        });
        res.on('error', () => resolve({ status: 0 }));
      },
    );
    req.on('error', () => resolve({ status: 0 }));
    if (!onHalf) {
      req.end(body.payload);
      return;
    }
    const half = body.payload.length / 2;
    let sent = 0;
    const step = 256 * 1024;
    const next = () => {
      if (sent >= body.payload.length) return req.end();
      req.write(body.payload.subarray(sent, sent + step));
      sent += step;
      if (sent >= half && sent - step < half) onHalf();
      setTimeout(next, 5);
    };
    next();
  });
}

async function loginPerson(base: string): Promise<string> {
  const key = loadConfig(env).loginAesKey;
  const response = await request(base, {
    method: 'POST',
    path: '/api/login',
    body: { email: 'person@demo.local', password: encryptPassword('Person@12345', key) },
  });
  return `bearer ${(response.body as { token: { access_token: string } }).token.access_token}`;
}

const first = await startServer({ env });
let token = await loginPerson(first.base);
const acknowledged = new Map<string, Buffer>();
for (let i = 0; i < 5; i++) {
  const bytes = pdf(`before-${i}`, 200 * 1024);
  const answer = await upload(first.base, token, `before-${i}.pdf`, bytes);
  if (answer.status === 200 && answer.id) acknowledged.set(answer.id, bytes);
}

let killed = false;
let cutOff = 0;
const writer = async (n: number) => {
  for (let i = 0; !killed; i++) {
    const bytes = pdf(`w${n}-${i}`, 2 * 1024 * 1024);
    const answer = await upload(first.base, token, `w${n}-${i}.pdf`, bytes);
    if (answer.status === 200 && answer.id) acknowledged.set(answer.id, bytes);
    else cutOff++;
  }
};
const writers = Array.from({ length: 4 }, (_, n) => writer(n));
const big = await upload(first.base, token, 'big.pdf', pdf('big', 20 * 1024 * 1024 - 100), () => {
  killed = true;
  first.child.kill('SIGKILL');
});
await first.exited;
await Promise.all(writers);
const leftByKill = readdirSync(join(storageRoot, '.tmp'));
console.log(
  `R5 SIGKILL mid-upload: ${acknowledged.size} uploads acknowledged, the 20 MB one answered ${big.status || 'nothing'}, ${cutOff} cut off`,
);
console.log(`  temporary files left by the kill itself: ${leftByKill.length}`);

// What a kill between write and rename leaves, older than the sweep threshold.
const planted = join(storageRoot, '.tmp', 'planted-crash.partial');
writeFileSync(planted, Buffer.alloc(64 * 1024));
const hourAgo = new Date(Date.now() - 3600_000);
utimesSync(planted, hourAgo, hourAgo);
const [lostId, lostBytes] = [...acknowledged][0] ?? ['', Buffer.alloc(0)];
const lostFile = readdirSync(storageRoot, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.parentPath.includes('.tmp'))
  .map((entry) => join(entry.parentPath, entry.name))
  .find((path) => readFileSync(path).equals(lostBytes));
if (lostFile) rmSync(lostFile);

const restartStarted = performance.now();
const second = await startServer({ env });
const restartMs = performance.now() - restartStarted;
token = await loginPerson(second.base);
const log = readFileSync(second.logFile, 'utf8');
const swept = log.split('\n').find((line) => line.includes('half-written uploads removed'));
const missing = log.split('\n').find((line) => line.includes('rows point at missing files'));
let identical = 0;
let lostAnswer = 0;
for (const [id, bytes] of acknowledged) {
  const read = await new Promise<{ status: number; body: Buffer }>((resolve) => {
    http.get(new URL(`/api/uploads/${id}`, second.base), { headers: { authorization: token } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
  });
  if (id === lostId) lostAnswer = read.status;
  else if (read.status === 200 && read.body.equals(bytes)) identical++;
}
await stopServer(second);

console.log(`  restart with the start-up sweep: ${(restartMs / 1000).toFixed(1)} s`);
console.log(
  `  sweep log: ${swept ? 'stale temporary removed' : 'NO sweep line'}; ${missing ? 'missing bytes reported' : 'NO missing-bytes warning'}`,
);
console.log(
  `  acknowledged uploads reading back identical: ${identical}/${acknowledged.size - 1}; the one without bytes: HTTP ${lostAnswer}`,
);
check(Boolean(lostFile), 'could not find the bytes of an acknowledged upload to delete');
check(Boolean(swept) && !existsSync(planted), 'the stale temporary file was not swept at start-up');
check(Boolean(lostId) && Boolean(missing?.includes(lostId)), 'the row without bytes was not reported by name');
check(identical === acknowledged.size - 1, 'an acknowledged upload was lost or changed');
check(lostAnswer === 404, 'the upload without bytes did not answer 404');
rmSync(dataDir, { recursive: true, force: true });
console.log(failures.length ? `R5: MISSED — ${failures.join('; ')}` : 'R5: all targets met');
process.exit(failures.length ? 1 : 0);
