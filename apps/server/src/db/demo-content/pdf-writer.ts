import { deflateSync } from 'node:zlib';

/**
 * A small PDF 1.4 writer for the demo reports: A4 pages of text and filled rectangles. Chinese
 * text uses STSong-Light, one of the standard CJK fonts every PDF reader provides (not embedded),
 * through the UniGB-UCS2-H CMap, so a string is written as its UCS-2 code units in hex. Only the
 * Basic Multilingual Plane is supported, which covers every character the demo writes.
 */

export type Rgb = readonly [number, number, number];

/** A4 in points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;

const num = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
const colour = (rgb: Rgb) => rgb.map((c) => num(c / 255)).join(' ');

/** A string as UCS-2 big-endian hex, the code the UniGB-UCS2-H CMap expects. */
function ucs2Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return hex.toUpperCase();
}

/** How wide `text` is at `size` points: CJK glyphs are one em, ASCII half of one. */
export function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text) width += (char.charCodeAt(0) < 0x80 ? 0.5 : 1) * size;
  return width;
}

/** Breaks `text` into lines no wider than `maxWidth` (any character may end a line, as in Chinese). */
export function wrapText(text: string, maxWidth: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line && textWidth(line + char, size) > maxWidth) {
      lines.push(line);
      line = '';
    }
    line += char;
  }
  if (line) lines.push(line);
  return lines;
}

/** The drawing operations of one page. */
export class PdfPage {
  readonly ops: string[] = [];

  /** Text with its baseline's left end at (x, y) from the bottom-left corner. */
  text(x: number, y: number, size: number, text: string, rgb: Rgb = [0, 0, 0]): this {
    this.ops.push(`BT ${colour(rgb)} rg /F1 ${num(size)} Tf ${num(x)} ${num(y)} Td <${ucs2Hex(text)}> Tj ET`);
    return this;
  }

  /** A filled rectangle. */
  rect(x: number, y: number, width: number, height: number, rgb: Rgb): this {
    this.ops.push(`${colour(rgb)} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
    return this;
  }
}

/** A document of A4 pages; `toBuffer` lays out the objects, cross-reference table and trailer. */
export class PdfDocument {
  private readonly pages: PdfPage[] = [];

  constructor(private readonly title: string) {}

  addPage(): PdfPage {
    const page = new PdfPage();
    this.pages.push(page);
    return page;
  }

  get pageCount(): number {
    return this.pages.length;
  }

  toBuffer(): Buffer {
    // Objects: 1 catalog, 2 page tree, 3 font, 4 CID font, 5 descriptor, 6 info, then per page
    // the page and its content stream.
    const objects: Buffer[] = [];
    const add = (body: string | Buffer) => {
      objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
      return objects.length;
    };
    const pageIds = this.pages.map((_, i) => 7 + i * 2);
    add('<< /Type /Catalog /Pages 2 0 R >>');
    add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pages.length} >>`);
    add('<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>');
    add(
      '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
        '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> ' +
        '/FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>',
    );
    add(
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] ' +
        '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    );
    add(`<< /Title <FEFF${ucs2Hex(this.title)}> /Producer (cityip demo) >>`);
    for (const [i, page] of this.pages.entries()) {
      const contentId = (pageIds[i] as number) + 1;
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE_WIDTH)} ${num(PAGE_HEIGHT)}] ` +
          `/Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
      );
      const stream = deflateSync(Buffer.from(page.ops.join('\n'), 'latin1'));
      add(
        Buffer.concat([
          Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
          stream,
          Buffer.from('\nendstream', 'latin1'),
        ]),
      );
    }

    // A binary comment on line two tells transfer tools the file is binary (PDF spec 7.5.2).
    const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
    let offset = chunks[0]?.length ?? 0;
    const offsets: number[] = [];
    for (const [i, body] of objects.entries()) {
      offsets.push(offset);
      const object = Buffer.concat([
        Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
        body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      chunks.push(object);
      offset += object.length;
    }
    const xref = [
      'xref',
      `0 ${objects.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
      'trailer',
      `<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>`,
      'startxref',
      String(offset),
      '%%EOF',
      '',
    ].join('\n');
    chunks.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(chunks);
  }
}
