import { damagedImage, reader } from './image-refusal.js';

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/**
 * A WebP without its EXIF and XMP chunks (the VP8X flags that announce them are cleared) and
 * without anything past the RIFF length.
 */
export function stripWebp(bytes: Uint8Array): Buffer {
  const r = reader(bytes);
  const end = 8 + r.u32le(4);
  if (end > bytes.length) throw damagedImage();
  const kept: Buffer[] = [];
  let pos = 12;
  while (pos < end) {
    const fourcc = r.ascii(pos, 4);
    const size = r.u32le(pos + 4);
    const padded = 8 + size + (size % 2);
    if (pos + 8 + size > end) throw damagedImage();
    const chunk = Buffer.from(bytes.subarray(pos, Math.min(pos + padded, end)));
    pos += padded;
    if (fourcc === 'EXIF' || fourcc === 'XMP ') continue;
    if (fourcc === 'VP8X' && chunk.length > 8) chunk[8] = (chunk[8] as number) & ~(VP8X_EXIF | VP8X_XMP);
    kept.push(chunk);
  }
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
