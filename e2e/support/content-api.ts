import type { Article, ArticleKind, Envelope, FileRef } from '@cityip/contracts';

import type { UploadFile } from '../pages/policy-edit-page.js';
import { portalUrl } from './portal.js';

/** The back-office path segment of each kind of content. */
const ADMIN_PATHS: Record<ArticleKind, string> = { policy: 'policies', news: 'news', guide: 'guides' };

async function adminCall<T>(token: string, method: string, path: string, body: BodyInit, type?: string): Promise<T> {
  const headers: Record<string, string> = { authorization: `bearer ${token}` };
  if (type) headers['content-type'] = type;
  const response = await fetch(`${portalUrl()}/api/admin/${path}`, { method, headers, body });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${method} /api/admin/${path} refused: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Saves a new item of `kind` through the back-office API, as the editor would; returns it as stored. */
export function createArticle(token: string, kind: ArticleKind, input: object): Promise<Article> {
  return adminCall(token, 'POST', ADMIN_PATHS[kind], JSON.stringify(input), 'application/json');
}

/** Deletes items of `kind` through the back office's batch action. */
export async function deleteArticles(token: string, kind: ArticleKind, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const batch = JSON.stringify({ action: 'delete', ids });
  await adminCall(token, 'POST', `${ADMIN_PATHS[kind]}/batch`, batch, 'application/json');
}

/** Uploads an image to the file store, as the editor's image button does; returns its reference. */
export function uploadImage(token: string, file: UploadFile): Promise<FileRef> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  return adminCall(token, 'POST', 'files?kind=image', form);
}
