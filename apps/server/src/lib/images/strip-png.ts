import { damagedImage, reader } from './image-refusal.js';

/**
 * Chunks a PNG keeps: what decoding and colour need (and APNG animation). Everything else goes:
 * eXIf, the text chunks tEXt/zTXt/iTXt (author, software, XMP, often GPS), tIME and any private
 * chunk a payload could hide in.
 */
const KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'bKGD',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** A PNG without metadata chunks and without anything after IEND; chunks kept are copied as they are. */
export function stripPng(bytes: Uint8Array): Buffer {
  const r = reader(bytes);
  const kept: Uint8Array[] = [r.slice(0, 8)];
  let pos = 8;
  let first = true;
  for (;;) {
    const length = r.u32be(pos);
    const type = r.ascii(pos + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type) || (first && type !== 'IHDR')) throw damagedImage();
    const chunk = r.slice(pos, 12 + length);
    pos += 12 + length;
    first = false;
    if (KEPT.has(type)) kept.push(chunk);
    if (type === 'IEND') break;
  }
  return Buffer.concat(kept);
}
