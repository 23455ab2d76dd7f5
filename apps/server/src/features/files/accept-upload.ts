import { Code, UPLOAD_KINDS, type UploadKind } from '@cityip/contracts';
import { AppError } from '../../lib/errors.js';
import { isSanitizedImage, sanitizeImage } from '../../lib/images/sanitize-image.js';
import { fileTooLarge, type ReceivedFile } from '../../lib/multipart-upload.js';
import { inspectOfficeZip } from '../../lib/office-zip-guard.js';
import { sniffMime } from '../../lib/sniff-file.js';
import { checkUploadName, extensionMatches } from '../../lib/upload-name.js';

/** What an upload slot accepts: sniffed types, a size limit and the types in words for messages. */
export interface UploadRule {
  mimes: readonly string[];
  maxBytes: number;
  allowed: string;
}

const OOXML = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/** The rule of a public or private upload kind. */
export function uploadRule(kind: UploadKind): UploadRule {
  const { mimes, maxBytes } = UPLOAD_KINDS[kind];
  return { mimes, maxBytes, allowed: kind === 'image' ? 'PNG, JPEG, GIF, WebP' : 'PDF, Word, Excel' };
}

/** An upload that passed every check: the bytes to store (images stripped of metadata), its name and type. */
export interface AcceptedFile {
  bytes: Buffer;
  name: string;
  mime: string;
}

/**
 * Every check an upload passes before a byte of it is stored (security case 16): a plain name,
 * not empty, within the size limit, a type sniffed from the content that the rule allows and that
 * the extension agrees with; images come back without metadata and refused when they are
 * polyglots, Office zips are inspected for bombs before any parser opens them.
 */
export async function acceptUpload(rule: UploadRule, upload: ReceivedFile): Promise<AcceptedFile> {
  const name = checkUploadName(upload.name);
  if (upload.bytes.length === 0) throw new AppError(Code.BAD_REQUEST, 'error.fileMissing');
  if (upload.bytes.length > rule.maxBytes) throw fileTooLarge(rule.maxBytes);
  const mime = sniffMime(upload.bytes, name);
  if (!mime || !rule.mimes.includes(mime))
    throw new AppError(Code.BAD_REQUEST, 'error.fileType', { allowed: rule.allowed });
  if (!extensionMatches(name, mime))
    throw new AppError(Code.BAD_REQUEST, 'error.fileExtension', { allowed: rule.allowed });
  if (OOXML.has(mime)) await inspectOfficeZip(upload.bytes);
  const bytes = isSanitizedImage(mime) ? sanitizeImage(upload.bytes, mime) : upload.bytes;
  return { bytes, name, mime };
}
