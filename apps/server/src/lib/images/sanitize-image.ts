import { unsafeImage } from './image-refusal.js';
import { stripGif } from './strip-gif.js';
import { stripJpeg } from './strip-jpeg.js';
import { stripPng } from './strip-png.js';
import { stripWebp } from './strip-webp.js';

/**
 * Markup that turns an image into an HTML/SVG/script polyglot once some browser or proxy sniffs it.
 * Short tag names must be followed by what completes a tag, so the compressed pixel data of a 5 MB
 * image matches by chance with odds of about one in thirty thousand at worst (`<?php`).
 */
const MARKUP =
  /<script|<iframe|<object|<embed|<(?:html|body)[\s>]|<svg(?:>|\s+[\w:-]+\s*=)|<\?php|<!doctype\s+html|javascript:/i;

const STRIPPERS: Record<string, (bytes: Uint8Array) => Buffer> = {
  'image/png': stripPng,
  'image/jpeg': stripJpeg,
  'image/gif': stripGif,
  'image/webp': stripWebp,
};

/** Whether `mime` is an image type {@link sanitizeImage} handles. */
export function isSanitizedImage(mime: string): boolean {
  return Object.hasOwn(STRIPPERS, mime);
}

/**
 * The bytes to store for an uploaded image of sniffed type `mime`: refused when it carries markup
 * anywhere (a polyglot), otherwise stripped of metadata (EXIF, GPS, comments) and of anything
 * after the format's end marker. Throws a translated 400 for damaged or unsafe images.
 */
export function sanitizeImage(bytes: Buffer, mime: string): Buffer {
  const strip = STRIPPERS[mime];
  if (!strip) return bytes;
  if (MARKUP.test(bytes.toString('latin1'))) throw unsafeImage();
  return strip(bytes);
}
