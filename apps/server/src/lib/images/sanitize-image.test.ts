import { describe, expect, it } from 'vitest';
import {
  exifSegment,
  JPEG_IMAGE_SEGMENTS,
  phoneJpeg,
  TINY_GIF,
  webpWithExif,
  withPngChunks,
} from '../../../test/upload-samples.js';
import { SAMPLE_FILES } from '../../../test/uploads.js';
import { pngChunk } from '../../db/demo-content/banner-images.js';
import { sanitizeImage } from './sanitize-image.js';
import { stripJpeg } from './strip-jpeg.js';

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));
const refusal = (bytes: Buffer, mime: string) => {
  try {
    sanitizeImage(bytes, mime);
    return null;
  } catch (error) {
    return (error as { messageKey?: string }).messageKey ?? 'not an AppError';
  }
};

describe('case 16: EXIF and other metadata stripped from images', () => {
  it('drops Exif (GPS, camera), XMP and comments from a JPEG and keeps the image segments byte for byte', () => {
    const original = phoneJpeg();
    expect(has(original, 'Exif') && has(original, 'Phone') && has(original, 'xmpmeta')).toBe(true);
    const stored = sanitizeImage(original, 'image/jpeg');
    for (const marker of ['Exif', 'Phone', 'xmpmeta', 'shot at home']) expect(has(stored, marker)).toBe(false);
    // Still a JPEG a decoder reads the same way: SOI, JFIF, then exactly the original image segments.
    expect(stored.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(has(stored, 'JFIF')).toBe(true);
    expect(stored.subarray(stored.length - JPEG_IMAGE_SEGMENTS.length).equals(JPEG_IMAGE_SEGMENTS)).toBe(true);
    expect(stripJpeg(stored).equals(stored)).toBe(true);
  });

  it('keeps only the orientation of a rotated phone photo, in a minimal Exif block without GPS', () => {
    const stored = sanitizeImage(phoneJpeg(6), 'image/jpeg');
    expect(has(stored, 'Phone') || has(stored, 'N\0')).toBe(false);
    const app1 = stored.indexOf(Buffer.from([0xff, 0xe1]));
    expect(app1).toBe(2);
    expect(stored.readUInt16BE(app1 + 2)).toBe(34); // one IFD entry only
    expect(stored.readUInt16BE(app1 + 20)).toBe(0x0112);
    expect(stored.readUInt16BE(app1 + 28)).toBe(6);
  });

  it('cuts whatever follows the JPEG end marker', () => {
    const stored = sanitizeImage(
      Buffer.concat([phoneJpeg(), Buffer.from('PK\x03\x04 trailing archive')]),
      'image/jpeg',
    );
    expect(stored.subarray(-2).toString('hex')).toBe('ffd9');
    expect(has(stored, 'trailing')).toBe(false);
  });

  it('drops eXIf and text chunks from a PNG, and anything after IEND', () => {
    const png = SAMPLE_FILES.png('photo');
    const gpsText = pngChunk('tEXt', Buffer.from('GPS\x0031.2N 121.4E', 'latin1'));
    const exif = pngChunk('eXIf', exifSegment().subarray(10));
    const itxt = pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>', 'latin1'));
    const original = Buffer.concat([withPngChunks(png, gpsText, exif, itxt), Buffer.from('after the end')]);
    const stored = sanitizeImage(original, 'image/png');
    expect(stored.equals(png)).toBe(true);
  });

  it('drops EXIF and XMP chunks from a WebP and clears their flags', () => {
    const stored = sanitizeImage(webpWithExif(), 'image/webp');
    expect(has(stored, 'EXIF') || has(stored, 'XMP ') || has(stored, 'Phone')).toBe(false);
    expect(stored[20]).toBe(0); // VP8X flags: EXIF and XMP bits cleared
    expect(stored.readUInt32LE(4)).toBe(stored.length - 8);
    expect(has(stored, 'VP8L')).toBe(true);
  });

  it('drops GIF comments and foreign application blocks but keeps the picture', () => {
    const comment = Buffer.concat([Buffer.from([0x21, 0xfe, 5]), Buffer.from('Phone'), Buffer.from([0])]);
    const original = Buffer.concat([TINY_GIF.subarray(0, 19), comment, TINY_GIF.subarray(19)]);
    expect(sanitizeImage(original, 'image/gif').equals(TINY_GIF)).toBe(true);
  });
});

describe('case 16: image polyglots refused', () => {
  it('refuses a GIF carrying HTML or script after its header', () => {
    const html = Buffer.concat([TINY_GIF.subarray(0, 13), Buffer.from('<script>alert(1)</script>')]);
    expect(refusal(html, 'image/gif')).toBe('error.fileUnsafeContent');
    const afterTrailer = Buffer.concat([TINY_GIF, Buffer.from('<html><body onload=alert(1)>')]);
    expect(refusal(afterTrailer, 'image/gif')).toBe('error.fileUnsafeContent');
  });

  it('refuses the GIF/JavaScript polyglot whose screen width reads `/*`', () => {
    const polyglot = Buffer.concat([
      Buffer.from('GIF89a/*', 'latin1'),
      TINY_GIF.subarray(8),
      Buffer.from('*/=alert(1);', 'latin1'),
    ]);
    expect(refusal(polyglot, 'image/gif')).toBe('error.fileUnsafeContent');
  });

  it('refuses a JPEG or PNG with an HTML or SVG payload, wherever it hides', () => {
    const jpegTail = Buffer.concat([phoneJpeg(), Buffer.from('<!DOCTYPE html><p>x')]);
    expect(refusal(jpegTail, 'image/jpeg')).toBe('error.fileUnsafeContent');
    const pngChunkSvg = withPngChunks(SAMPLE_FILES.png(), pngChunk('tEXt', Buffer.from('c\0<svg onload=alert(1)>')));
    expect(refusal(pngChunkSvg, 'image/png')).toBe('error.fileUnsafeContent');
  });

  it('refuses truncated or forged images as damaged', () => {
    expect(refusal(SAMPLE_FILES.png().subarray(0, 20), 'image/png')).toBe('error.fileDamaged');
    expect(refusal(phoneJpeg().subarray(0, 60), 'image/jpeg')).toBe('error.fileDamaged');
    expect(refusal(TINY_GIF.subarray(0, 25), 'image/gif')).toBe('error.fileDamaged');
    expect(refusal(Buffer.from('RIFF\xff\xff\x00\x00WEBPVP8 ', 'latin1'), 'image/webp')).toBe('error.fileDamaged');
  });
});
