import { createInflateRaw } from 'node:zlib';
import { Code } from '@cityip/contracts';
import { AppError } from './errors.js';

/** Limits an Office (OOXML) zip must keep before anything opens it; far above any real document. */
export const OFFICE_ZIP_LIMITS = {
  /** Everything the archive expands to. */
  maxTotalBytes: 100 * 1024 * 1024,
  /** Expansion of one entry; checked only past `ratioFloorBytes`, small XML parts compress well. */
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  maxEntries: 10_000,
};

/** Archives inside the archive: never opened by us, refused so nothing downstream recurses into them. */
const NESTED_ARCHIVE = /\.(zip|jar|gz|tgz|7z|rar|tar|cab|bz2|xz)$/i;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function refused(): AppError {
  return new AppError(Code.BAD_REQUEST, 'error.fileArchive');
}

interface Entry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  dataOffset: number;
}

/**
 * Refuses a zip bomb dressed as .docx/.xlsx before exceljs or anyone else inflates it: too many
 * entries, too much in total, an extreme ratio, encrypted or exotic entries, ZIP64, nested
 * archives. The declared sizes are then proven by inflating each entry (off the event loop,
 * counting, never keeping the output) with the declared size as a hard cap, so a header that lies
 * about its size is caught too.
 */
export async function inspectOfficeZip(bytes: Buffer, limits = OFFICE_ZIP_LIMITS): Promise<void> {
  const entries = readCentralDirectory(bytes, limits.maxEntries);
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    const ratio = entry.size / Math.max(entry.compressed, 1);
    if (total > limits.maxTotalBytes || (entry.size > limits.ratioFloorBytes && ratio > limits.maxRatio)) {
      throw refused();
    }
    if (NESTED_ARCHIVE.test(entry.name)) throw refused();
  }
  for (const entry of entries) {
    const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressed);
    const actual = entry.method === 0 ? data.length : await inflatedSize(data, entry.size);
    if (actual !== entry.size) throw refused();
  }
}

function readCentralDirectory(bytes: Buffer, maxEntries: number): Entry[] {
  const eocd = findEndOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(eocd + 10);
  const offset = bytes.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no Office document of our size limits needs.
  if (count === 0xffff || offset === 0xffffffff || count > maxEntries) throw refused();
  const entries: Entry[] = [];
  let pos = offset;
  for (let i = 0; i < count; i++) {
    if (pos + 46 > bytes.length || bytes.readUInt32LE(pos) !== CENTRAL) throw refused();
    const flags = bytes.readUInt16LE(pos + 8);
    const method = bytes.readUInt16LE(pos + 10);
    const compressed = bytes.readUInt32LE(pos + 20);
    const size = bytes.readUInt32LE(pos + 24);
    const nameLength = bytes.readUInt16LE(pos + 28);
    const local = bytes.readUInt32LE(pos + 42);
    const name = bytes.toString('utf8', pos + 46, pos + 46 + nameLength);
    if (flags & 0x1 || (method !== 0 && method !== 8)) throw refused();
    if (compressed === 0xffffffff || size === 0xffffffff) throw refused();
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) throw refused();
    const dataOffset = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataOffset + compressed > bytes.length) throw refused();
    if (method === 0 && compressed !== size) throw refused();
    entries.push({ name, method, compressed, size, dataOffset });
    pos += 46 + nameLength + bytes.readUInt16LE(pos + 30) + bytes.readUInt16LE(pos + 32);
  }
  return entries;
}

/** The end-of-central-directory record sits in the last 64 KiB + 22 bytes (after an optional comment). */
function findEndOfCentralDirectory(bytes: Buffer): number {
  for (let pos = bytes.length - 22; pos >= Math.max(0, bytes.length - 22 - 0xffff); pos--) {
    if (bytes.readUInt32LE(pos) === EOCD) return pos;
  }
  throw refused();
}

/** How many bytes `data` inflates to, counting no further than one byte past `cap`. */
function inflatedSize(data: Uint8Array, cap: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => reject(refused()));
    inflate.end(data);
  });
}
