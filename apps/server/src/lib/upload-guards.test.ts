import { describe, expect, it } from 'vitest';
import { buildZip, docx } from '../../test/upload-samples.js';
import { inspectOfficeZip, OFFICE_ZIP_LIMITS } from './office-zip-guard.js';
import { checkUploadName, extensionMatches } from './upload-name.js';

const refusalOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { messageKey?: string }).messageKey ?? 'not an AppError';
  }
};

describe('case 16: upload names', () => {
  it.each([
    '../etc/passwd.png',
    '..\\..\\boot.ini.pdf',
    '/etc/cron.d/x.pdf',
    'C:\\Users\\x.pdf',
    'c:x.pdf',
    'a\u0000.png',
    'line\nbreak.pdf',
    'rtl\u202egnp.exe',
    'invoice.php.png',
    'cv.html.pdf',
    'x.svg.png',
    'archive.PHP5.jpg',
    'a..pdf',
    '',
    '   ',
    `${'a'.repeat(252)}.pdf`,
  ])('refuses %j', (name) => {
    expect(refusalOf(() => checkUploadName(name))).toBe('error.fileName');
  });

  it.each(['示范市专利资助办法.pdf', 'report.2024.final.docx', 'IMG 0001.JPG', "O'Brien (1).png"])(
    'accepts %j',
    (name) => {
      expect(checkUploadName(name)).toBe(name);
    },
  );

  it('requires the extension to agree with the sniffed type', () => {
    expect(extensionMatches('photo.JPG', 'image/jpeg')).toBe(true);
    expect(extensionMatches('photo.jpeg', 'image/jpeg')).toBe(true);
    expect(extensionMatches('photo.png', 'application/pdf')).toBe(false);
    expect(extensionMatches('photo.pdf.', 'application/pdf')).toBe(false);
    expect(extensionMatches('pdf', 'application/pdf')).toBe(false);
    expect(extensionMatches('.pdf', 'application/pdf')).toBe(false);
    expect(extensionMatches('sheet.xls', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      false,
    );
  });
});

describe('case 16: zip bombs dressed as Office files', () => {
  const reason = async (bytes: Buffer, limits = OFFICE_ZIP_LIMITS) => {
    try {
      await inspectOfficeZip(bytes, limits);
      return null;
    } catch (error) {
      return (error as { messageKey?: string }).messageKey ?? 'not an AppError';
    }
  };

  it('accepts an ordinary document', async () => {
    expect(await reason(docx({ name: 'word/media/image1.png', content: Buffer.alloc(2000, 7) }))).toBeNull();
  });

  it('refuses an entry that expands more than 100:1 (a 20 MB sheet of zeros)', async () => {
    const bomb = docx({ name: 'word/bomb.xml', content: Buffer.alloc(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await reason(bomb)).toBe('error.fileArchive');
  });

  it('refuses more in total than the limit, too many entries and nested archives', async () => {
    const parts = Array.from({ length: 12 }, (_, i) => ({ name: `word/p${i}.xml`, content: Buffer.alloc(1000, i) }));
    expect(await reason(docx(...parts), { ...OFFICE_ZIP_LIMITS, maxTotalBytes: 10_000 })).toBe('error.fileArchive');
    expect(await reason(docx(...parts), { ...OFFICE_ZIP_LIMITS, maxEntries: 10 })).toBe('error.fileArchive');
    const nested = docx({ name: 'word/embeddings/inner.zip', content: buildZip([]) });
    expect(await reason(nested)).toBe('error.fileArchive');
  });

  it('refuses a central directory that lies about the expanded size', async () => {
    const liar = docx({ name: 'word/document2.xml', content: Buffer.alloc(3 * 1024 * 1024), declaredSize: 1000 });
    expect(await reason(liar)).toBe('error.fileArchive');
  });

  it('refuses a truncated zip', async () => {
    const whole = docx();
    expect(await reason(whole.subarray(0, whole.length - 30))).toBe('error.fileArchive');
  });
});
