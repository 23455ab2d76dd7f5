import type { BannerInput, FileRef, LinkInput } from '@cityip/contracts';
import type { TestApp } from './test-app.js';
import { SAMPLE_FILES, uploadOk } from './uploads.js';

/**
 * Test helpers shared by the links, banners, footer and home suites (test-only code: nothing in
 * the server imports it).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface CallOptions {
  body?: object;
  lang?: 'zh-CN' | 'en-US';
}

/** One API call with `token` ('bearer …', or null for none); the JSON body and headers come back. */
export async function call(t: TestApp, token: string | null, method: Method, url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (options.lang) headers['accept-language'] = options.lang;
  const payload = options.body === undefined ? {} : { payload: options.body };
  const response = await t.app.inject({ method, url, headers, ...payload });
  return { status: response.statusCode, body: response.json(), text: response.body, headers: response.headers };
}

/** Uploads a tiny image through POST /api/admin/files?kind=image, as the editor's upload does. */
export function uploadImage(t: TestApp, token: string, label: string): Promise<FileRef> {
  return uploadOk(t, token, 'image', `${label}.png`, SAMPLE_FILES.png(label));
}

let sequence = 0;

/** A valid jump link with a unique name. */
export function buildLink(overrides: Partial<LinkInput> = {}): LinkInput {
  sequence += 1;
  return { name: `测试链接${sequence}`, url: `https://example.gov.cn/${sequence}`, group: 'friendly', ...overrides };
}

/** A valid banner showing `image`, unlinked and always on show unless overridden. */
export function buildBanner(image: FileRef, overrides: Partial<BannerInput> = {}): BannerInput {
  sequence += 1;
  return { title: `测试横幅${sequence}`, image, ...overrides };
}

/** An ISO timestamp `days` from now (negative: in the past). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}
