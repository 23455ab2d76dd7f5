import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data, CRC over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Encodes RGB pixels (`width * height * 3` bytes) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 3 + 1)] = 0; // filter: none
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(rows, y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = readonly [number, number, number];

/**
 * A banner background: a diagonal gradient between two colours with soft circles, drawn in code so
 * the demo ships no image files and downloads nothing. The banner title is laid over it as text.
 */
export function drawBanner(from: Rgb, to: Rgb, seed: number, width = 1200, height = 400): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  const circles = Array.from({ length: 5 }, (_, i) => ({
    x: ((seed * 97 + i * 263) % width) + 0.5,
    y: ((seed * 53 + i * 131) % height) + 0.5,
    r: 60 + ((seed * 31 + i * 71) % 140),
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.7 + (y / height) * 0.3;
      let light = 0;
      for (const circle of circles) {
        const d = Math.hypot(x - circle.x, y - circle.y);
        if (d < circle.r) light += 0.08 * (1 - d / circle.r);
      }
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = (from[c] as number) * (1 - t) + (to[c] as number) * t;
        rgb[offset + c] = Math.min(255, Math.round(base + 255 * light));
      }
    }
  }
  return encodePng(width, height, rgb);
}
