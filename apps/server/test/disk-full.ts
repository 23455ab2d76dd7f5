import { writeFile } from 'node:fs/promises';
import type { WriteNewFile } from '../src/lib/file-storage.js';

/** Writes half of the bytes, then fails the way a full disk does (drill R4). */
export const diskFullHalfway: WriteNewFile = async (path, bytes) => {
  await writeFile(path, bytes.subarray(0, bytes.length / 2));
  throw Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), { code: 'ENOSPC' });
};
