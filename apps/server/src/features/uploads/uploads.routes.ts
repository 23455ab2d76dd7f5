import { boundedText, envelope, TEXT_LIMITS, UPLOAD_KINDS, UploadKindSchema, UploadRefSchema } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveFile } from '../../lib/multipart-upload.js';
import { ok } from '../../lib/reply.js';
import { privateFileAnswer, sendPrivateFile } from './private-file-reply.js';
import { readUpload, storePrivateUpload } from './uploads.service.js';

/** Registered users' private uploads: one file per request, read back only by its owner. */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/uploads',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Upload a private attachment or image (multipart field "file"); type checked by content',
        tags: ['uploads'],
        querystring: z.object({ kind: UploadKindSchema }),
        response: { 200: envelope(UploadRefSchema) },
      },
    },
    async (request) => {
      const received = await receiveFile(request, UPLOAD_KINDS[request.query.kind].maxBytes);
      const userId = request.auth?.userId as string;
      return ok(request, await storePrivateUpload(app.db, app.privateFiles, userId, request.query.kind, received));
    },
  );

  r.get(
    '/api/uploads/:id',
    {
      config: { auth: 'user' },
      schema: {
        summary: "One of the caller's own uploads (404 for anybody else's)",
        tags: ['uploads'],
        // Any text up to an id's length: a malformed id is a 404 like a missing one (readUpload checks it).
        params: z.object({ id: boundedText(TEXT_LIMITS.id) }),
        response: { 200: privateFileAnswer('The uploaded file') },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(app.db, app.privateFiles, request.params.id, request.auth?.userId as string);
      return sendPrivateFile(reply, upload);
    },
  );
}
