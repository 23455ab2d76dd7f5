import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FILE_NAME_MAX_LENGTH } from '@cityip/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { docx, multipartOf, phoneJpeg, TINY_GIF } from '../../../test/upload-samples.js';
import { SAMPLE_FILES, tempDataDir, upload, uploadOk } from '../../../test/uploads.js';
import { collectUnusedFiles } from './files.service.js';
import { files } from './files.tables.js';

let t: TestApp;
let bus: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  bus = await t.loginAs('bus');
});
afterAll(() => t.close());

describe('uploads', () => {
  it('judges the type by content: a script named .png is refused with a translated message', async () => {
    const response = await upload(t, bus, 'image', 'evil.png', Buffer.from('<script>alert(1)</script>'));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('PNG, JPEG, GIF, WebP');
    const pdfAsImage = await upload(t, bus, 'image', 'report.png', SAMPLE_FILES.pdf());
    expect(pdfAsImage.statusCode).toBe(400);
  });

  it('is for operations staff only', async () => {
    const visitor = await t.visitorToken();
    expect((await upload(t, visitor, 'image', 'a.png', SAMPLE_FILES.png())).json().code).toBe(1401);
    expect((await upload(t, await t.loginAs('common'), 'image', 'a.png', SAMPLE_FILES.png())).statusCode).toBe(403);
  });

  it('stores one copy per content and serves it with its type, disposition and nosniff', async () => {
    const first = await uploadOk(t, bus, 'attachment', '示范市专利资助办法.pdf', SAMPLE_FILES.pdf('same'));
    const again = await uploadOk(t, bus, 'attachment', 'copy.pdf', SAMPLE_FILES.pdf('same'));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ name: '示范市专利资助办法.pdf', mime: 'application/pdf' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/files/${first.id}?name=${encodeURIComponent(first.name)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="_________.pdf"; filename*=UTF-8''${encodeURIComponent(first.name)}`,
    );
    expect(response.rawPayload.equals(SAMPLE_FILES.pdf('same'))).toBe(true);
    const image = await uploadOk(t, bus, 'image', 'a.png', SAMPLE_FILES.png('inline'));
    const shown = await t.app.inject({ method: 'GET', url: `/api/files/${image.id}` });
    expect(shown.headers['content-disposition']).toBe('inline');
    expect(shown.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${'0'.repeat(64)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('refuses an id longer than a content hash and a download name longer than a file name may be (400)', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    expect(await get(`/api/files/${'0'.repeat(65)}`)).toBe(400);
    const name = (length: number) => encodeURIComponent('名'.repeat(length));
    expect(await get(`/api/files/${'0'.repeat(64)}?name=${name(FILE_NAME_MAX_LENGTH + 1)}`)).toBe(400);
    expect(await get(`/api/files/${'0'.repeat(64)}?name=${name(FILE_NAME_MAX_LENGTH)}`)).toBe(404);
  });
});

describe('collection of unused files', () => {
  it('deletes files nobody uses once their grace period is over, rows and bytes', async () => {
    const unused = await uploadOk(t, bus, 'image', 'old.png', SAMPLE_FILES.png('unused'));
    expect(await collectUnusedFiles(t.db, t.app.storage)).toBe(0);
    await t.db.update(files).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(files.id, unused.id));
    expect(await collectUnusedFiles(t.db, t.app.storage)).toBeGreaterThanOrEqual(1);
    expect(await t.app.storage.get(unused.id)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${unused.id}` })).statusCode).toBe(404);
  });
});

describe('case 16: uploads — type, name, size and content checks', () => {
  const storageRoot = () => join(t.config.dataDir, 'files');
  /** Every stored file (temporaries included) and every files row: a refusal must change neither. */
  const snapshot = async () => ({
    rows: (await t.db.select({ id: files.id }).from(files)).length,
    onDisk: readdirSync(storageRoot(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length,
  });
  const send = (form: ReturnType<typeof multipartOf>, kind = 'image') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/files?kind=${kind}`,
      headers: { authorization: bus, 'content-type': form.contentType, 'accept-language': 'en-US' },
      payload: form.payload,
    });
  const sendFile = (filename: string, content: Buffer, kind = 'image', type?: string) =>
    send(multipartOf([{ name: 'file', filename, content, type }]), kind);
  /** Sends, expects a refusal with `status` and a message containing `msg`, and that nothing was stored. */
  const expectRefused = async (response: Promise<LightMyRequestResponse>, status: number, msg: string) => {
    const before = await snapshot();
    const answer = await response;
    expect(answer.statusCode).toBe(status);
    expect(answer.json().msg).toContain(msg);
    expect(await snapshot()).toEqual(before);
  };

  beforeAll(async () => {
    await uploadOk(t, bus, 'image', 'first.png', SAMPLE_FILES.png('first'));
  });

  it('refuses an extension that disagrees with the content, and types outside the allow-list', async () => {
    await expectRefused(sendFile('report.png', SAMPLE_FILES.pdf(), 'attachment'), 400, 'extension does not match');
    await expectRefused(sendFile('photo.jpg', SAMPLE_FILES.png('jpg')), 400, 'extension does not match');
    await expectRefused(sendFile('report.pdf', SAMPLE_FILES.pdf()), 400, 'Allowed: PNG, JPEG, GIF, WebP');
    await expectRefused(sendFile('noextension', SAMPLE_FILES.png('n')), 400, 'extension does not match');
  });

  it('refuses SVG (even declared image/svg+xml) and HTML under any name', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await expectRefused(sendFile('logo.svg', svg, 'image', 'image/svg+xml'), 400, 'not accepted');
    await expectRefused(sendFile('logo.png', svg, 'image', 'image/png'), 400, 'not accepted');
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    await expectRefused(sendFile('page.html', html, 'attachment', 'text/html'), 400, 'not accepted');
    await expectRefused(sendFile('page.pdf', html, 'attachment'), 400, 'not accepted');
  });

  it('refuses GIF polyglots (HTML after the header, the GIF/JavaScript comment trick)', async () => {
    const htmlGif = Buffer.concat([TINY_GIF, Buffer.from('<script>alert(1)</script>')]);
    await expectRefused(sendFile('a.gif', htmlGif), 400, 'web page or script content');
    const jsGif = Buffer.concat([Buffer.from('GIF89a/*'), TINY_GIF.subarray(8), Buffer.from('*/=alert(1);')]);
    await expectRefused(sendFile('b.gif', jsGif), 400, 'web page or script content');
  });

  it.each([
    ['a double extension', 'invoice.php.png'],
    ['../', '../../etc/evil.png'],
    ['..\\', '..\\..\\evil.png'],
    ['an absolute path', '/var/www/evil.png'],
    ['a drive letter', 'C:\\evil.png'],
    ['a control character', 'evil\u0001.png'],
    ['a NUL', 'evil.php\u0000.png'],
  ])('refuses a name with %s (400, nothing stored)', async (_case, name) => {
    await expectRefused(sendFile(name, SAMPLE_FILES.png(name)), 400, 'The file name is not valid');
  });

  it('refuses an empty file', async () => {
    await expectRefused(sendFile('empty.png', Buffer.alloc(0)), 400, 'choose a file');
  });

  it('refuses an oversize file with 413 every time, storing nothing, not even a truncated copy', async () => {
    const big = Buffer.concat([SAMPLE_FILES.png('big'), Buffer.alloc(5 * 1024 * 1024)]);
    for (let attempt = 0; attempt < 3; attempt++) {
      await expectRefused(sendFile('big.png', big), 413, 'The file is too large; the maximum is 5 MB.');
    }
    // Exactly at the limit is not over it: the cut is made at the limit, never below it.
    const atLimit = Buffer.concat([SAMPLE_FILES.png('limit'), Buffer.alloc(5 * 1024 * 1024 - 200)]);
    expect((await sendFile('limit.png', atLimit)).json().msg).not.toContain('too large');
  });

  it('refuses two files, too many fields and an over-long field, storing nothing', async () => {
    const png = (name: string) => ({ name: 'file', filename: name, content: SAMPLE_FILES.png(name) });
    await expectRefused(send(multipartOf([png('one.png'), png('two.png')])), 400, 'one file at a time');
    const fields = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, content: 'x' }));
    await expectRefused(send(multipartOf([...fields, png('three.png')])), 400, 'too many or too long form fields');
    await expectRefused(
      send(multipartOf([{ name: 'note', content: 'x'.repeat(2048) }, png('four.png')])),
      400,
      'too many or too long form fields',
    );
  });

  it('refuses a zip bomb dressed as a Word document before storing it', async () => {
    const bomb = docx({ name: 'word/bomb.xml', content: Buffer.alloc(30 * 1024 * 1024) });
    await expectRefused(sendFile('minutes.docx', bomb, 'attachment'), 400, 'zip bomb');
    const ok = await uploadOk(t, bus, 'attachment', 'minutes.docx', docx());
    expect(ok.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('stores a photo without its EXIF/GPS, under its content hash inside the storage root, served sandboxed', async () => {
    const ref = await uploadOk(t, bus, 'image', 'site-visit.jpg', phoneJpeg());
    const path = join(storageRoot(), ref.id.slice(0, 2), ref.id);
    const stored = readFileSync(path);
    expect(stored.includes(Buffer.from('Exif')) || stored.includes(Buffer.from('Phone'))).toBe(false);
    expect(ref.id).toBe(createHash('sha256').update(stored).digest('hex'));
    expect(relative(storageRoot(), path).startsWith('..')).toBe(false);
    expect(relative(t.config.webDist, path).startsWith('..')).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: `/api/files/${ref.id}` });
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const download = await t.app.inject({ method: 'GET', url: `/api/files/${ref.id}?download=1&name=a.jpg` });
    expect(download.headers['content-disposition']).toContain('attachment');
  });
});
