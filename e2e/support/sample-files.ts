// The demo seed's PNG encoder: the same bytes a real upload would carry.
import { encodePng } from '../../apps/server/src/db/demo-content/banner-images.js';
import type { UploadFile } from '../pages/policy-edit-page.js';

/**
 * A real PNG of one colour, big enough to click: the server sniffs the signature and the browser
 * has to decode and lay it out before a visitor can enlarge it.
 */
export function samplePng(name: string, width = 160, height = 100): UploadFile {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set([0x1f, 0x6f, 0xb2], i);
  const buffer = encodePng(width, height, pixels);
  return { name, mimeType: 'image/png', buffer };
}

/** A minimal PDF: the server judges the type by the `%PDF-` signature. */
export function samplePdf(name: string): UploadFile {
  const buffer = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return { name, mimeType: 'application/pdf', buffer };
}
