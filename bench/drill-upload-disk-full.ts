/**
 * R4 drill: the file storage fills up. A real 1 MB tmpfs is mounted on DATA_DIR/files (needs root:
 * `mount -t tmpfs`), the app is built in-process on it (PGlite on the ordinary disk, demo accounts
 * seeded), and the person account uploads 300 KB PDFs until the disk is full. Then the tmpfs is
 * grown (`remount,size=4m`) and uploads must work again without a restart.
 * Targets: every refusal is HTTP 507 with the translated "storage full" message; no partial or
 * temporary file is left on the storage; uploads rows = accepted uploads; every accepted upload
 * reads back byte for byte while the disk is full; the first upload after the remount succeeds.
 * Exits non-zero when a target is missed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPassword } from '@cityip/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDatabase } from '../apps/server/src/db/seed.js';
import { uploads } from '../apps/server/src/features/uploads/uploads.tables.js';
import { multipartFile } from './drill-multipart.js';

const UPLOAD_BYTES = 300 * 1024;

if (process.getuid?.() !== 0) {
  console.error('R4 needs root to mount a tmpfs (mount -t tmpfs -o size=1m tmpfs DATA_DIR/files)');
  process.exit(2);
}
const dataDir = mkdtempSync(join(tmpdir(), 'cityip-r4-'));
const storageRoot = join(dataDir, 'files');
mkdirSync(storageRoot);
execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', storageRoot]);

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};
const filesOnStorage = () =>
  readdirSync(storageRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

try {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  await database.migrate();
  await seedDatabase(database.db, config);
  const app = await buildApp({ config, db: database.db });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'person@demo.local', password: encryptPassword('Person@12345', config.loginAesKey) },
  });
  const token = `bearer ${login.json<{ token: { access_token: string } }>().token.access_token}`;
  const pdf = (i: number) =>
    Buffer.concat([Buffer.from(`%PDF-1.4\n%${i}\n`), Buffer.alloc(UPLOAD_BYTES, 0x20 + (i % 90))]);
  const upload = (i: number) => {
    const body = multipartFile(`drill-${i}.pdf`, pdf(i));
    return app.inject({
      method: 'POST',
      url: '/api/uploads?kind=attachment',
      headers: { authorization: token, 'content-type': body.contentType, 'accept-language': 'en-US' },
      payload: body.payload,
    });
  };

  const accepted: { id: string; i: number }[] = [];
  const refusals: { status: number; msg: string; ms: number }[] = [];
  for (let i = 0; i < 8; i++) {
    const started = performance.now();
    const response = await upload(i);
    const ms = performance.now() - started;
    if (response.statusCode === 200) accepted.push({ id: response.json<{ data: { id: string } }>().data.id, i });
    else refusals.push({ status: response.statusCode, msg: response.json<{ msg: string }>().msg, ms });
  }
  const onStorage = filesOnStorage();
  const rows = await database.db.select({ id: uploads.id }).from(uploads);
  const reads = await Promise.all(
    accepted.map(async ({ id, i }) => {
      const read = await app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: { authorization: token } });
      return read.statusCode === 200 && read.rawPayload.equals(pdf(i));
    }),
  );
  const usage = execFileSync('df', ['-k', storageRoot]).toString().trim().split('\n').pop();
  console.log(`R4 disk full (1 MB tmpfs): ${accepted.length} uploads of 300 KB accepted, ${refusals.length} refused`);
  for (const refusal of refusals)
    console.log(`  HTTP ${refusal.status} in ${refusal.ms.toFixed(1)} ms: ${refusal.msg}`);
  console.log(`  storage after: ${onStorage.length} files (${usage}); uploads rows: ${rows.length}`);
  console.log(`  reads of the accepted uploads while full: ${reads.filter(Boolean).length}/${reads.length} identical`);

  check(accepted.length >= 1 && refusals.length >= 1, 'the disk never filled up, or nothing fitted');
  check(
    refusals.every((r) => r.status === 507 && r.msg.startsWith('File storage is full')),
    'a refusal was not a 507 storage-full',
  );
  check(onStorage.length === accepted.length, 'a partial or temporary file was left on the storage');
  check(rows.length === accepted.length, 'a row was written for a refused upload');
  check(reads.every(Boolean), 'an accepted upload did not read back while the disk was full');

  execFileSync('mount', ['-o', 'remount,size=4m', storageRoot]);
  const after = await upload(100);
  console.log(`  after growing the tmpfs to 4 MB: HTTP ${after.statusCode} (no restart)`);
  check(after.statusCode === 200, 'uploads did not recover after space was freed');
  await app.close();
  await database.close();
} finally {
  execFileSync('umount', [storageRoot]);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(failures.length ? `R4: MISSED — ${failures.join('; ')}` : 'R4: all targets met');
process.exit(failures.length ? 1 : 0);
