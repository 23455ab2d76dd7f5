import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
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

  it('refuses images over 5 MB and empty files', async () => {
    const big = Buffer.concat([SAMPLE_FILES.png(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(t, bus, 'image', 'big.png', big)).statusCode).toBe(400);
    expect((await upload(t, bus, 'image', 'empty.png', Buffer.alloc(0))).statusCode).toBe(400);
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
