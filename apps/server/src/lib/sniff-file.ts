/**
 * The type of a file judged from its first bytes, never from its name or the client's claim.
 * Covers exactly what uploads accept (UPLOAD_KINDS): PNG, JPEG, GIF, WebP, PDF, the OOXML Word and
 * Excel formats (zip with their main part) and the legacy Office formats (OLE2 container).
 */
export function sniffMime(bytes: Uint8Array, originalName = ''): string | null {
  const starts = (...sig: number[]) => sig.every((value, i) => bytes[i] === value);
  const ascii = (offset: number, text: string) =>
    [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, '%PDF-')) return 'application/pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return sniffOfficeZip(bytes);
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) {
    // Word and Excel share the OLE2 container; its directory is not worth parsing to tell them
    // apart, so the extension decides between the two (the content is still an Office file).
    if (/\.xls$/i.test(originalName)) return 'application/vnd.ms-excel';
    if (/\.doc$/i.test(originalName)) return 'application/msword';
    return null;
  }
  return null;
}

/** OOXML files are zips whose entry names tell the format (`word/…`, `xl/…`). */
function sniffOfficeZip(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 64 * 1024)).toString('latin1');
  if (!head.includes('[Content_Types].xml')) return null;
  if (head.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (head.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return null;
}
