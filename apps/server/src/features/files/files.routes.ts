import {
  envelope,
  FILE_NAME_MAX_LENGTH,
  FileRefSchema,
  TEXT_LIMITS,
  UPLOAD_KINDS,
  UploadKindSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveFile } from '../../lib/multipart-upload.js';
import { fileAnswer } from '../../lib/openapi/file-answer.js';
import { ok } from '../../lib/reply.js';
import { readStoredFile, storeUpload } from './files.service.js';

/** RFC 6266 filename parameter that survives non-ASCII (Chinese) names. */
export function contentDisposition(type: 'inline' | 'attachment', name: string | undefined): string {
  if (!name) return type;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The policy of every served upload: should a browser ever render one as a document, it runs in a
 * sandbox with no script, no plugin and no request except its own image (the portal's own policy
 * would otherwise apply, which allows same-origin script).
 */
export const SERVED_FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * What GET /api/files/:id can send: a file uploaded as one of the UPLOAD_KINDS (the only way into
 * the `files` table), so one of their types, and no larger than the largest of their limits (an
 * upload beyond its kind's limit is refused; cleaning an image only removes bytes).
 */
const SERVED_FILE = fileAnswer(
  'The stored file',
  [...new Set(Object.values(UPLOAD_KINDS).flatMap((kind) => kind.mimes))],
  Math.max(...Object.values(UPLOAD_KINDS).map((kind) => kind.maxBytes)),
);

/** A stored file's id, its content hash (SHA-256 in hex): a longer one is refused, any other is not found. */
const FileIdParams = z.object({ id: z.string().max(TEXT_LIMITS.id, { error: 'validation.tooLong' }) });

/**
 * Uploads (back office, multipart, one file per request) and downloads (public: content images
 * load in <img> without a token; ids are content hashes, not guessable).
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/files',
    {
      config: { module: 'content', action: 'file.upload' },
      schema: {
        summary: 'Upload an image or attachment (multipart field "file"); type checked by content',
        tags: ['files'],
        querystring: z.object({ kind: UploadKindSchema }),
        response: { 200: envelope(FileRefSchema) },
      },
    },
    async (request) => {
      const received = await receiveFile(request, UPLOAD_KINDS[request.query.kind].maxBytes);
      return ok(request, await storeUpload(app.db, app.storage, request.query.kind, received));
    },
  );

  r.get(
    '/api/files/:id',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'A stored file; `name` sets the download name',
        tags: ['files'],
        params: FileIdParams,
        querystring: z.object({
          name: z.string().max(FILE_NAME_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
          download: z.enum(['1']).optional(),
        }),
        response: { 200: SERVED_FILE },
      },
    },
    async (request, reply) => {
      const file = await readStoredFile(app.db, app.storage, request.params.id);
      const inline = file.mime.startsWith('image/') && !request.query.download;
      return sendStoredFile(reply, file, contentDisposition(inline ? 'inline' : 'attachment', request.query.name));
    },
  );
}

/** A stored file's bytes as they are served (a plain reply: the route's schema only describes them). */
function sendStoredFile(reply: FastifyReply, file: { mime: string; bytes: Buffer }, disposition: string) {
  return (
    reply
      .header('content-type', file.mime)
      .header('content-disposition', disposition)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', SERVED_FILE_CSP)
      // Content-addressed: the bytes behind an id never change.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.bytes)
  );
}
