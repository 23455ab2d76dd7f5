import { z } from 'zod';

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

/** A stored file as content refers to it: id (content hash), original name, type and size. */
export const FileRefSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'validation.fileId' }),
  name: z.string().trim().min(1).max(255),
  mime: z.string().max(100),
  size: z.number().int().min(0),
});
export type FileRef = z.infer<typeof FileRefSchema>;

/**
 * A citizen's private upload (application attachments, a business licence): readable only by its
 * owner and by the staff screens that handle what it is attached to; never served publicly.
 */
export const UploadRefSchema = z.object({
  id: z.string().uuid({ error: 'validation.upload' }),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type UploadRef = z.infer<typeof UploadRefSchema>;
