import { Code } from '@cityip/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from './errors.js';

/** No upload form sends more than a short text field beside its file. */
const FIELD_MAX_BYTES = 1024;

/** The bytes and browser-given name of the one file of a multipart upload. */
export interface ReceivedFile {
  bytes: Buffer;
  name: string;
}

/** 413 with the limit in words ("5 MB"). */
export function fileTooLarge(maxBytes: number): AppError {
  const max =
    maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return new AppError(Code.PAYLOAD_TOO_LARGE, 'error.fileTooLarge', { max });
}

/**
 * Reads the single file of a multipart request, at most `maxBytes`. The whole request is read, so
 * a second file, too many fields or an over-long field (limits set here and in app.ts) are seen
 * and refused with a translated 4xx. A file cut off at the size limit is never returned: busboy's
 * `truncated` flag is checked even though the plugin already throws on it.
 */
export async function receiveFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError(Code.BAD_REQUEST, 'error.fileMissing');
  let received: ReceivedFile | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, fieldSize: FIELD_MAX_BYTES, files: 1 },
      // The raw name, so `../x.pdf` or `C:\x.pdf` is refused (checkUploadName) rather than quietly cut.
      preservePath: true,
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError(Code.BAD_REQUEST, 'error.uploadFields');
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw fileTooLarge(maxBytes);
      if (received) throw new AppError(Code.BAD_REQUEST, 'error.uploadOneFile');
      received = { bytes, name: part.filename };
    }
  } catch (error) {
    throw refusalOf(error, maxBytes);
  }
  if (!received) throw new AppError(Code.BAD_REQUEST, 'error.fileMissing');
  return received;
}

/** The multipart plugin's and busboy's errors as translated refusals. */
function refusalOf(error: unknown, maxBytes: number): unknown {
  if (isAppError(error)) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return new AppError(Code.BAD_REQUEST, 'error.uploadOneFile');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return new AppError(Code.BAD_REQUEST, 'error.uploadFields');
  }
  // Malformed multipart (busboy) and a client that hung up: the request's fault, said generally.
  return new AppError(Code.BAD_REQUEST, 'error.badRequest');
}
