import { CONSULT_ASK_FIELDS, CONSULT_LIMITS, Code } from '@cityip/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, isAppError } from '../../lib/errors.js';
import { fileTooLarge, type ReceivedFile } from '../../lib/multipart-upload.js';
import { validatorCompiler } from '../../lib/validation.js';

/**
 * The question's JSON text is the only field: 3 bytes a character for the longest title, question
 * and name, with room for JSON escapes; anything longer is refused, never cut.
 */
const PAYLOAD_MAX_BYTES = 32 * 1024;

/** The asking request as read: the question's JSON (not yet validated) and the attached files. */
export interface AskRequest {
  payload: unknown;
  files: ReceivedFile[];
}

/**
 * Reads POST /api/consultations (multipart: the `payload` field and up to three `files`). The
 * whole request is read, so a fourth file, a second payload or an over-long field is refused with
 * a translated 400 (a file over the attachment limit with 413) before anything is stored.
 */
export async function receiveAsk(request: FastifyRequest): Promise<AskRequest> {
  if (!request.isMultipart()) throw payloadRefusal();
  let payload: unknown;
  const files: ReceivedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: CONSULT_LIMITS.fileMaxBytes,
        files: CONSULT_LIMITS.files,
        fields: 1,
        fieldSize: PAYLOAD_MAX_BYTES,
        // One more than the payload and the files, so a fourth file is refused as such.
        parts: CONSULT_LIMITS.files + 2,
      },
      // The raw name, so `../x.pdf` is refused by the upload checks rather than quietly cut.
      preservePath: true,
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== CONSULT_ASK_FIELDS.payload || part.valueTruncated || payload !== undefined) {
          throw new AppError(Code.BAD_REQUEST, 'error.uploadFields');
        }
        payload = parseJson(String(part.value));
        continue;
      }
      if (part.fieldname !== CONSULT_ASK_FIELDS.files) throw new AppError(Code.BAD_REQUEST, 'error.uploadFields');
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw fileTooLarge(CONSULT_LIMITS.fileMaxBytes);
      files.push({ bytes, name: part.filename });
    }
  } catch (error) {
    throw refusalOf(error);
  }
  if (payload === undefined) throw payloadRefusal();
  return { payload, files };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw payloadRefusal();
  }
}

function payloadRefusal(): AppError {
  return new AppError(Code.BAD_REQUEST, 'validation.consultPayload');
}

/** The multipart plugin's and busboy's errors as translated refusals. */
function refusalOf(error: unknown): unknown {
  if (isAppError(error)) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(CONSULT_LIMITS.fileMaxBytes);
  if (code === 'FST_FILES_LIMIT') {
    return new AppError(Code.BAD_REQUEST, 'error.consultTooManyFiles', { max: CONSULT_LIMITS.files });
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return new AppError(Code.BAD_REQUEST, 'error.uploadFields');
  }
  return new AppError(Code.BAD_REQUEST, 'error.badRequest');
}

/**
 * The payload checked with its schema exactly as a JSON body would be (the same translated field
 * errors, `data.errors`), since a multipart route cannot declare its body to the validator.
 */
export function validatePayload<S extends z.ZodType>(schema: S, payload: unknown, url: string): z.output<S> {
  const result = validatorCompiler({ schema, method: 'POST', url, httpPart: 'body' })(payload) as {
    value?: z.output<S>;
    error?: unknown;
  };
  if (result.error) {
    throw Object.assign(new Error('body validation failed'), {
      validation: result.error,
      validationContext: 'body',
      statusCode: 400,
    });
  }
  return result.value as z.output<S>;
}
