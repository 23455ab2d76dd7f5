import { UPLOAD_KINDS, type UploadRef } from '@cityip/contracts';
import type { FastifyReply } from 'fastify';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { contentDisposition, SERVED_FILE_CSP } from '../files/files.routes.js';

const KINDS = Object.values(UPLOAD_KINDS);

/**
 * The answer of a route that sends a private upload: any type an upload kind accepts, and no
 * larger than the largest kind's limit, checked before a byte is stored (images are only ever
 * stripped of metadata, never grown).
 */
export function privateFileAnswer(description: string) {
  const mediaTypes = [...new Set(KINDS.flatMap((kind) => kind.mimes))];
  return fileAnswer(description, mediaTypes, Math.max(...KINDS.map((kind) => kind.maxBytes)));
}

/**
 * Sends a citizen's private upload (own file, or an attachment staff may read): never sniffed as
 * another type by the browser, never kept by a shared or browser cache.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: UploadRef & { bytes: Buffer },
  disposition: 'inline' | 'attachment' = 'attachment',
): FastifyReply {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(disposition, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SERVED_FILE_CSP)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
