import { z } from 'zod';
import { boundedText, TEXT_LIMITS } from './text-limits.js';

/** Upload categories and what each accepts (checked on the content, not the file name). */
export const UPLOAD_KINDS = {
  image: { mimes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], maxBytes: 5 * 1024 * 1024 },
  attachment: {
    mimes: [
      'application/pdf',
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    maxBytes: 20 * 1024 * 1024,
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UploadKindSchema = z.enum(['image', 'attachment']);

/** The longest file name kept: what file systems allow for one name (uploads refuse longer ones). */
export const FILE_NAME_MAX_LENGTH = 255;
/** The longest media type a file reference holds; the types uploads accept are at most 71 characters. */
const FILE_MIME_MAX_LENGTH = 100;

/** A stored file as content refers to it: id (content hash), original name, type and size. */
export const FileRefSchema = z.object({
  /** A SHA-256 in hex: 64 characters, as TEXT_LIMITS.id allows. */
  id: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'validation.fileId' })
    .max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
  name: z.string().trim().min(1).max(FILE_NAME_MAX_LENGTH, { error: 'validation.tooLong' }),
  mime: boundedText(FILE_MIME_MAX_LENGTH),
  size: z.number().int().min(0),
});
export type FileRef = z.infer<typeof FileRefSchema>;

/**
 * A citizen's private upload (application attachments, a business licence): readable only by its
 * owner and by the staff screens that handle what it is attached to; never served publicly.
 */
export const UploadRefSchema = z.object({
  id: z.string().uuid({ error: 'validation.upload' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
  name: boundedText(FILE_NAME_MAX_LENGTH),
  mime: boundedText(FILE_MIME_MAX_LENGTH),
  size: z.number().int(),
});
export type UploadRef = z.infer<typeof UploadRefSchema>;
