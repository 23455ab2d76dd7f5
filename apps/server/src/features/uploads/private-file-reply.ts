import type { UploadRef } from '@cityip/contracts';
import type { FastifyReply } from 'fastify';
import { contentDisposition, SERVED_FILE_CSP } from '../files/files.routes.js';

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
