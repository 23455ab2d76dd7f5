import { damagedImage, reader } from './image-refusal.js';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

/**
 * A JPEG without its metadata: Exif (GPS position, camera serial, thumbnail), XMP, IPTC/Photoshop,
 * comments and every other APPn segment are dropped, except JFIF, the ICC colour profile and the
 * Adobe segment, which decoding needs. Only the Exif orientation survives, rewritten as a minimal
 * Exif block holding that one tag, so phone photos keep standing upright. Anything after the end
 * marker is cut off. The image data itself is copied byte for byte (no re-encoding, no native code).
 */
export function stripJpeg(bytes: Uint8Array): Buffer {
  const r = reader(bytes);
  if (r.u16be(0) !== 0xff00 + SOI) throw damagedImage();
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let pos = 2;
  for (;;) {
    if (r.u8(pos) !== 0xff) throw damagedImage();
    while (r.u8(pos + 1) === 0xff) pos++; // fill bytes before a marker
    const marker = r.u8(pos + 1);
    if (marker === EOI) {
      kept.push(bytes.subarray(pos, pos + 2));
      break;
    }
    if (marker === SOI || marker === 0x00) throw damagedImage();
    const length = r.u16be(pos + 2);
    if (length < 2) throw damagedImage();
    const segment = r.slice(pos, 2 + length);
    const payload = segment.subarray(4);
    pos += 2 + length;
    if (marker === 0xe1) {
      orientation = exifOrientation(payload) ?? orientation;
      continue;
    }
    if (!keepSegment(marker, payload)) continue;
    kept.push(segment);
    if (marker === SOS) {
      const end = endOfScan(bytes, pos);
      kept.push(bytes.subarray(pos, end));
      pos = end;
    }
  }
  if (orientation !== 1) kept.splice(1, 0, orientationSegment(orientation));
  return Buffer.concat(kept);
}

function keepSegment(marker: number, payload: Uint8Array): boolean {
  const starts = (text: string) => Buffer.from(payload.subarray(0, text.length)).toString('latin1') === text;
  if (marker === APP0) return starts('JFIF\0');
  if (marker === APP2) return starts('ICC_PROFILE\0');
  if (marker === APP14) return starts('Adobe');
  if (marker > APP0 && marker <= 0xef) return false;
  return marker !== COM;
}

/** Where the entropy-coded data after a start-of-scan ends: at the next real marker. */
function endOfScan(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1] as number;
    // 0xFF00 is an escaped data byte, 0xFFD0–D7 restart markers inside the scan.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) continue;
    return i;
  }
  throw damagedImage();
}

/** The orientation tag (0x0112) of an Exif APP1 payload, or null when there is none. */
function exifOrientation(payload: Uint8Array): number | null {
  if (Buffer.from(payload.subarray(0, 6)).toString('latin1') !== 'Exif\0\0') return null;
  const tiff = payload.subarray(6);
  if (tiff.length < 8) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) !== 0x0112) continue;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

/** An APP1 segment whose Exif holds the orientation and nothing else (big-endian TIFF, one IFD entry). */
function orientationSegment(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(34, 2);
  segment.write('Exif\0\0MM\0*', 4, 'latin1');
  segment.writeUInt32BE(8, 14); // IFD0 right after the TIFF header
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(0x0112, 20);
  segment.writeUInt16BE(3, 22); // SHORT
  segment.writeUInt32BE(1, 24);
  segment.writeUInt16BE(orientation, 28);
  segment.writeUInt32BE(0, 32); // no next IFD
  return segment;
}
