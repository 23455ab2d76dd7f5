import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** An opened zip: its entries by path, read through the central directory, and how to stream one. */
export interface Archive {
  has(path: string): boolean;
  open(path: string): Promise<Readable>;
  close(): void;
}

/**
 * Opens a zip by its central directory. Parts are then read in the order we need, whatever the
 * order they are stored in: exceljs's streaming reader walks the stored order in one pass and,
 * when the last parts are small, sometimes never sees them (exceljs issues 1558 and 3064).
 */
export async function openArchive(path: string): Promise<Archive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, opened) =>
      error || !opened ? reject(error ?? new Error('zip not opened')) : resolve(opened),
    );
  });
  try {
    const entries = await listEntries(zip);
    return {
      has: (name) => entries.has(name),
      open: (name) => openEntry(zip, entries, name),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>, name: string): Promise<Readable> {
  const entry = entries.get(name);
  if (!entry) return Promise.reject(new Error(`no ${name} in the archive`));
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(error ?? new Error(`${name} not readable`)) : resolve(stream),
    );
  });
}
