import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipartBody, SAMPLE_FILES, tempDataDir, uploadPrivate } from '../../../test/uploads.js';
import { deleteUploadsOf, ownedUploads, readUpload } from './uploads.service.js';

let t: TestApp;
let person: string;
let company: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
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
    const ref = await uploadPrivate(t, person, 'attachment', '../../证据材料.pdf', SAMPLE_FILES.pdf('evidence'));
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

    await deleteUploadsOf(t.db, t.app.storage, personId);
    await expect(readUpload(t.db, t.app.storage, mine.id, null)).rejects.toMatchObject({ code: 404 });
    expect((await readUpload(t.db, t.app.storage, theirs.id, null)).name).toBe('other.png');
  });
});
