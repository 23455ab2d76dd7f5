import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FileRef, UploadRef } from '@cityip/contracts';
import { pngChunk } from '../src/db/demo-content/banner-images.js';
import type { TestApp } from './test-app.js';

/** A fresh directory for one test file's stored uploads. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'cityip-test-'));
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** Small valid files of each kind, different for each salt. */
export const SAMPLE_FILES = {
  /**
   * A real one-row greyscale PNG whose pixels are the salt's bytes, deflated without compression so
   * the salt stays readable in the file (tests find it in what is served).
   */
  png: (salt = '') => {
    const header = Buffer.alloc(13);
    const pixels = Buffer.from(salt || '-');
    header.writeUInt32BE(pixels.length, 0);
    header.writeUInt32BE(1, 4);
    header[8] = 8; // bit depth; colour type 0 (grey)
    return Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.concat([Buffer.from([0]), pixels]), { level: 0 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  },
  pdf: (salt = '') => Buffer.from(`%PDF-1.4\n%${salt}\n`),
};

/** A multipart/form-data body with one `file` part, as a browser would send it. */
export function multipartBody(name: string, bytes: Buffer, mime = 'application/octet-stream') {
  const boundary = `----cityip${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads through the API as `token`; returns the raw response. */
export function upload(t: TestApp, token: string, kind: 'image' | 'attachment', name: string, bytes: Buffer) {
  const body = multipartBody(name, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/files?kind=${kind}`,
    headers: { authorization: token, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Uploads and returns the stored file reference (throws on refusal). */
export async function uploadOk(t: TestApp, token: string, kind: 'image' | 'attachment', name: string, bytes: Buffer) {
  const response = await upload(t, token, kind, name, bytes);
  const body = response.json<{ code: number; data: FileRef }>();
  if (body.code !== 200) throw new Error(`upload failed: ${response.body}`);
  return body.data;
}

/** A citizen's private upload through POST /api/uploads as `token`; returns its reference (throws on refusal). */
export async function uploadPrivate(
  t: TestApp,
  token: string,
  kind: 'image' | 'attachment',
  name: string,
  bytes: Buffer,
) {
  const body = multipartBody(name, bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/uploads?kind=${kind}`,
    headers: { authorization: token, 'content-type': body.contentType },
    payload: body.payload,
  });
  const parsed = response.json<{ code: number; data: UploadRef }>();
  if (parsed.code !== 200) throw new Error(`private upload failed: ${response.body}`);
  return parsed.data;
}
