import { damagedImage, reader, unsafeImage } from './image-refusal.js';

/** Application extensions that only say how an animation loops. */
const LOOP_EXTENSIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/**
 * A GIF without comment blocks, foreign application blocks (XMP) and anything after the trailer.
 * A logical screen width whose bytes read `/*` is refused outright: it is the signature of the
 * GIF/JavaScript polyglot (`GIF89a/*…*\/=alert(1)`), never of a real picture 10,799 pixels wide.
 */
export function stripGif(bytes: Uint8Array): Buffer {
  const r = reader(bytes);
  if (r.ascii(6, 2) === '/*') throw unsafeImage();
  const flags = r.u8(10);
  let pos = 13 + colourTableSize(flags);
  const kept: Uint8Array[] = [r.slice(0, pos)];
  for (;;) {
    const introducer = r.u8(pos);
    if (introducer === 0x3b) {
      kept.push(r.slice(pos, 1));
      break;
    }
    if (introducer === 0x21) {
      const label = r.u8(pos + 1);
      const end = skipSubBlocks(r, pos + 2);
      const application = label === 0xff ? r.ascii(pos + 3, Math.min(11, r.u8(pos + 2))) : '';
      const drop = label === 0xfe || (label === 0xff && !LOOP_EXTENSIONS.has(application));
      if (!drop) kept.push(r.slice(pos, end - pos));
      pos = end;
      continue;
    }
    if (introducer === 0x2c) {
      const descriptorEnd = pos + 10 + colourTableSize(r.u8(pos + 9));
      const end = skipSubBlocks(r, descriptorEnd + 1); // after the LZW minimum code size
      kept.push(r.slice(pos, end - pos));
      pos = end;
      continue;
    }
    throw damagedImage();
  }
  return Buffer.concat(kept);
}

function colourTableSize(flags: number): number {
  return flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0;
}

/** The offset just past a chain of data sub-blocks (each: size byte, data; a zero size ends it). */
function skipSubBlocks(r: ReturnType<typeof reader>, from: number): number {
  let pos = from;
  for (;;) {
    const size = r.u8(pos);
    pos += 1 + size;
    if (size === 0) return pos;
  }
}
