import { crc32, deflateRawSync } from 'node:zlib';

/** Sample files built byte by byte for the upload checks (security case 16): nothing is read from disk. */

function u16be(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

/** One JPEG marker segment: marker, length, payload. */
function segment(marker: number, payload: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0xff, marker]), u16be(payload.length + 2), payload]);
}

/**
 * The decodable part of a JPEG: an 8×8 mid-grey baseline image (quantisation table, frame, one-code
 * Huffman tables, scan with DC 0 and end-of-block, end marker).
 */
export const JPEG_IMAGE_SEGMENTS = Buffer.concat([
  segment(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)])),
  segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
  segment(0xc4, Buffer.concat([Buffer.from([0x00, 1]), Buffer.alloc(15), Buffer.from([0x00])])),
  segment(0xc4, Buffer.concat([Buffer.from([0x10, 1]), Buffer.alloc(15), Buffer.from([0x00])])),
  segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
  Buffer.from([0x3f, 0xff, 0xd9]),
]);

/** A little-endian Exif APP1 with camera make, GPS position and (optionally) an orientation. */
export function exifSegment(orientation?: number): Buffer {
  const entries: [number, number, number, number][] = [[0x010f, 2, 6, 0]]; // Make (ASCII, at `data`)
  if (orientation) entries.push([0x0112, 3, 1, orientation]);
  entries.push([0x8825, 4, 1, 0]); // GPS IFD pointer, filled below
  const ifd0 = 8;
  const ifd0Size = 2 + entries.length * 12 + 4;
  const make = ifd0 + ifd0Size;
  const gps = make + 6;
  const tiff = Buffer.alloc(gps + 2 + 2 * 12 + 4 + 8);
  tiff.write('II*\0', 0, 'latin1');
  tiff.writeUInt32LE(ifd0, 4);
  tiff.writeUInt16LE(entries.length, ifd0);
  entries.forEach(([tag, type, count, value], i) => {
    const at = ifd0 + 2 + i * 12;
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(tag === 0x010f ? make : tag === 0x8825 ? gps : value, at + 8);
  });
  tiff.write('Phone\0', make, 'latin1');
  tiff.writeUInt16LE(2, gps);
  tiff.writeUInt16LE(0x0001, gps + 2); // GPSLatitudeRef "N"
  tiff.writeUInt16LE(2, gps + 4);
  tiff.writeUInt32LE(2, gps + 6);
  tiff.write('N\0', gps + 10, 'latin1');
  tiff.writeUInt16LE(0x0002, gps + 14); // GPSLatitude, one rational: 31/1
  tiff.writeUInt16LE(5, gps + 16);
  tiff.writeUInt32LE(1, gps + 18);
  tiff.writeUInt32LE(gps + 2 + 24 + 4, gps + 22);
  tiff.writeUInt32LE(31, gps + 30);
  tiff.writeUInt32LE(1, gps + 34);
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/** A JPEG as a phone writes it: JFIF, Exif with GPS, an XMP packet, a comment, then the image. */
export function phoneJpeg(orientation?: number): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    exifSegment(orientation),
    segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS 31.2N</x:xmpmeta>', 'latin1')),
    segment(0xfe, Buffer.from('shot at home', 'latin1')),
    JPEG_IMAGE_SEGMENTS,
  ]);
}

/** The classic 1×1 GIF89a (two-colour table, one image, trailer). */
export const TINY_GIF = Buffer.from('47494638396101000100800000000000ffffff2c00000000010001000002024401003b', 'hex');

/** `png` with `chunks` inserted after IHDR (8-byte signature + 25-byte IHDR chunk). */
export function withPngChunks(png: Buffer, ...chunks: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
}

/** A WebP (VP8X extended header announcing EXIF and XMP) carrying both; the bitstream is a stand-in. */
export function webpWithExif(): Buffer {
  const chunk = (fourcc: string, data: Buffer) => {
    const header = Buffer.alloc(8);
    header.write(fourcc, 0, 'latin1');
    header.writeUInt32LE(data.length, 4);
    return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
  };
  const body = Buffer.concat([
    chunk('VP8X', Buffer.from([0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
    chunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00])),
    chunk('EXIF', exifSegment().subarray(10)),
    chunk('XMP ', Buffer.from('<x:xmpmeta>GPS</x:xmpmeta>')),
  ]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** One zip entry: its name and content; `declaredSize` lets a test forge the central directory. */
export interface ZipEntry {
  name: string;
  content: Buffer;
  declaredSize?: number;
}

/** A deflated zip (local headers, central directory, end record), enough for the Office sniffer and guard. */
export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = deflateRawSync(entry.content);
    const size = entry.declaredSize ?? entry.content.length;
    const crc = crc32(entry.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A .docx-shaped zip: content types, the main part, and whatever else a test adds. */
export function docx(...extra: ZipEntry[]): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
    { name: 'word/document.xml', content: Buffer.from('<w:document/>') },
    ...extra,
  ]);
}

/** One part of a hand-made multipart body: a file when `filename` is set, else a text field. */
export interface FormPart {
  name: string;
  filename?: string;
  content: Buffer | string;
  type?: string;
}

/** A multipart/form-data body with any parts, for the limit tests (two files, many or long fields). */
export function multipartOf(parts: FormPart[]) {
  const boundary = `----cityip${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    return [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
        'latin1',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    ];
  });
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
