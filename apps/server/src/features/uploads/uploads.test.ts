import { readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskFullHalfway } from '../../../test/disk-full.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipartBody, SAMPLE_FILES, tempDataDir, uploadPrivate } from '../../../test/uploads.js';
import { diskStorage, type WriteNewFile } from '../../lib/file-storage.js';
import { sweepFileStorage } from '../files/storage-sweep.js';
import { deleteUploadsOf, ownedUploads, readUpload } from './uploads.service.js';
import { uploads } from './uploads.tables.js';

let t: TestApp;
let person: string;
let company: string;

/** Flipped by the disk-full drill: the real disk storage, with writes failing halfway as on a full disk. */
let diskFull = false;
const logLines: string[] = [];

beforeAll(async () => {
  const dataDir = tempDataDir();
  const write: WriteNewFile = (path, bytes) =>
    diskFull ? diskFullHalfway(path, bytes) : writeFile(path, bytes, { flag: 'wx' });
  t = await createTestApp(
    { dataDir, logLevel: 'warn' },
    { storage: diskStorage(join(dataDir, 'files'), write), logStream: { write: (line) => logLines.push(line) } },
  );
  person = await t.loginAs('common');
  company = await t.loginAs('user');
});
afterAll(() => t.close());

async function userIdOf(token: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: token } });
  return response.json<{ data: { userId: string } }>().data.userId;
}

describe('private uploads', () => {
  it('keeps a PDF for its owner and serves it to nobody else', async () => {
    const ref = await uploadPrivate(t, person, 'attachment', '证据材料.pdf', SAMPLE_FILES.pdf('evidence'));
    expect(ref).toMatchObject({ name: '证据材料.pdf', mime: 'application/pdf' });

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${ref.id}`,
      headers: { authorization: person },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toContain('no-store');
    expect(own.rawPayload.toString()).toContain('evidence');

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${ref.id}`,
      headers: { authorization: company },
    });
    expect(other.json()).toMatchObject({ code: 404 });
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${ref.id}`,
      headers: { authorization: await t.visitorToken() },
    });
    expect(visitor.json()).toMatchObject({ code: 1401 });
  });

  it('refuses visitors, wrong types and empty files, storing nothing', async () => {
    const body = multipartBody('a.pdf', SAMPLE_FILES.pdf());
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=attachment',
      headers: { authorization: await t.visitorToken(), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(visitor.json()).toMatchObject({ code: 1401 });
    await expect(uploadPrivate(t, person, 'attachment', 'x.pdf', Buffer.from('<svg onload=alert(1)>'))).rejects.toThrow(
      /error|不受支持|not accepted/,
    );
    await expect(uploadPrivate(t, person, 'image', 'x.png', Buffer.alloc(0))).rejects.toThrow();
  });

  it("lets a submission attach only its author's uploads, and deletes them with the account", async () => {
    const mine = await uploadPrivate(t, person, 'image', 'licence.png', SAMPLE_FILES.png('licence'));
    const theirs = await uploadPrivate(t, company, 'image', 'other.png', SAMPLE_FILES.png('other'));
    const personId = await userIdOf(person);
    expect(await ownedUploads(t.db, personId, [mine.id])).toEqual([mine]);
    await expect(ownedUploads(t.db, personId, [mine.id, theirs.id])).rejects.toMatchObject({
      messageKey: 'validation.upload',
    });
    await expect(ownedUploads(t.db, personId, ['not-a-uuid'])).rejects.toMatchObject({
      messageKey: 'validation.upload',
    });

    await deleteUploadsOf(t.db, t.app.privateFiles, personId);
    await expect(readUpload(t.db, t.app.privateFiles, mine.id, null)).rejects.toMatchObject({ code: 404 });
    expect((await readUpload(t.db, t.app.privateFiles, theirs.id, null)).name).toBe('other.png');
  });
});

describe('case 14: private uploads encrypted at rest', () => {
  it('keeps no plaintext of the document on disk and gives the owner the original bytes back', async () => {
    const original = SAMPLE_FILES.pdf('营业执照 440305199001011234');
    const ref = await uploadPrivate(t, person, 'attachment', 'licence.pdf', original);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, ref.id));
    const storageId = row?.storageId ?? '';
    const onDisk = readFileSync(join(t.config.dataDir, 'files', storageId.slice(0, 2), storageId));
    expect(onDisk.includes(Buffer.from('440305199001011234'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    expect(onDisk.length).toBeGreaterThan(original.length);

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${ref.id}`,
      headers: { authorization: person },
    });
    expect(own.rawPayload.equals(original)).toBe(true);
  });

  it('refuses to serve bytes that were altered on disk', async () => {
    const ref = await uploadPrivate(t, person, 'attachment', 'altered.pdf', SAMPLE_FILES.pdf('altered'));
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, ref.id));
    const storageId = row?.storageId ?? '';
    const path = join(t.config.dataDir, 'files', storageId.slice(0, 2), storageId);
    const onDisk = readFileSync(path);
    onDisk[onDisk.length - 1] = (onDisk[onDisk.length - 1] ?? 0) ^ 0xff;
    writeFileSync(path, onDisk);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${ref.id}`,
      headers: { authorization: person },
    });
    expect(response.statusCode).toBe(500);
    expect(response.rawPayload.includes(Buffer.from('altered'))).toBe(false);
  });
});

describe('case 16: private uploads stored under random names, refused names change nothing', () => {
  it('keeps the bytes under a random 256-bit name inside the storage root, never the name or a content hash', async () => {
    const ref = await uploadPrivate(t, person, 'image', 'licence.png', SAMPLE_FILES.png('random-name'));
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, ref.id));
    expect(row?.storageId).toMatch(/^[0-9a-f]{64}$/);
    const stored = readdirSync(join(t.config.dataDir, 'files', row?.storageId.slice(0, 2) ?? ''));
    expect(stored).toContain(row?.storageId);
    const again = await uploadPrivate(t, person, 'image', 'licence.png', SAMPLE_FILES.png('random-name'));
    const [second] = await t.db.select().from(uploads).where(eq(uploads.id, again.id));
    expect(second?.storageId).not.toBe(row?.storageId);
  });

  it('refuses a path in the name with a translated 400 and stores nothing', async () => {
    const before = await t.db.select({ id: uploads.id }).from(uploads);
    const body = multipartBody('../../证据材料.pdf', SAMPLE_FILES.pdf('path'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=attachment',
      headers: { authorization: person, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('文件名无效');
    expect(await t.db.select({ id: uploads.id }).from(uploads)).toHaveLength(before.length);
  });
});

describe('drill R4: disk full during an upload', () => {
  const post = (name: string, bytes: Buffer, lang: string) => {
    const body = multipartBody(name, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=attachment',
      headers: { authorization: company, 'content-type': body.contentType, 'accept-language': lang },
      payload: body.payload,
    });
  };
  const storedFiles = () =>
    readdirSync(join(t.config.dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

  it('answers 507 "storage full" in both languages, keeps no partial file and no row; reads keep working', async () => {
    const kept = await uploadPrivate(t, company, 'attachment', 'kept.pdf', SAMPLE_FILES.pdf('kept'));
    const rowsBefore = (await t.db.select({ id: uploads.id }).from(uploads)).length;
    const filesBefore = storedFiles().length;
    diskFull = true;
    try {
      const english = await post('lost.pdf', SAMPLE_FILES.pdf('x'.repeat(10_000)), 'en-US');
      expect(english.statusCode).toBe(507);
      expect(english.json()).toEqual({
        code: 507,
        msg: 'File storage is full, so uploads are not possible for now. Please contact the administrator.',
        data: null,
      });
      const chinese = await post('lost.pdf', SAMPLE_FILES.pdf('y'.repeat(10_000)), 'zh-CN');
      expect(chinese.json().msg).toBe('文件存储空间已满，暂时无法上传，请联系管理员');
      expect(storedFiles()).toHaveLength(filesBefore);
      expect(await t.db.select({ id: uploads.id }).from(uploads)).toHaveLength(rowsBefore);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/uploads/${kept.id}`,
        headers: { authorization: company },
      });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(SAMPLE_FILES.pdf('kept'))).toBe(true);
      expect(logLines.some((line) => line.includes('ENOSPC'))).toBe(true);
    } finally {
      diskFull = false;
    }
    expect((await post('later.pdf', SAMPLE_FILES.pdf('later'), 'en-US')).statusCode).toBe(200);
  });
});

describe('drill R5: start-up sweep after a crash mid-upload', () => {
  it('removes stale temporary files and reports, without deleting, rows whose bytes are missing', async () => {
    const root = join(t.config.dataDir, 'files');
    const lost = await uploadPrivate(t, person, 'attachment', 'lost.pdf', SAMPLE_FILES.pdf('lost-bytes'));
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, lost.id));
    const storageId = row?.storageId ?? '';
    rmSync(join(root, storageId.slice(0, 2), storageId));
    writeFileSync(join(root, '.tmp', 'killed-mid-write.partial'), 'half an upload');
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(join(root, '.tmp', 'killed-mid-write.partial'), hourAgo, hourAgo);

    const sweep = await sweepFileStorage(t.db, t.app.storage, t.app.log);
    expect(sweep.temporaryRemoved).toBe(1);
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
    expect(sweep.missing).toEqual([`uploads:${lost.id}`]);
    expect(logLines.some((line) => line.includes('rows point at missing files') && line.includes(lost.id))).toBe(true);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, lost.id))).toHaveLength(1);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${lost.id}`,
      headers: { authorization: person },
    });
    expect(read.statusCode).toBe(404);
  });
});
