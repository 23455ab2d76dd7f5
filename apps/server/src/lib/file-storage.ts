import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Code } from '@cityip/contracts';
import { AppError } from './errors.js';

/** Where file bytes live; the database keeps what they are and who uses them. */
export interface FileStorage {
  /** Stores `bytes` under `id`, all or nothing (a content-hash id makes it idempotent). */
  put(id: string, bytes: Uint8Array): Promise<void>;
  /** The bytes of `id`, or null when absent. */
  get(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
  /** Every stored id (for the start-up check that no row points at missing bytes). */
  list(): Promise<Set<string>>;
  /** Deletes writes a crash left half done, older than `olderThanMs`; returns how many. */
  sweepTemporary(olderThanMs: number, now?: Date): Promise<number>;
}

/** Writes a new file completely and durably (tests inject a failing one for the disk-full drill). */
export type WriteNewFile = (path: string, bytes: Uint8Array) => Promise<void>;

const writeAndSync: WriteNewFile = async (path, bytes) => {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(bytes);
    // On disk before the rename makes it visible: a power cut cannot leave a named empty file.
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** The disk is full or the quota spent: the operator's problem, said as such to the user. */
const FULL = new Set(['ENOSPC', 'EDQUOT']);
const TEMPORARY = '.tmp';

/**
 * Files under `root` (outside the web root: DATA_DIR/files), fanned out by the first two characters
 * of the id. Ids are hashes or random hex, never user input. A write goes to `root/.tmp` under a
 * random name and is renamed into place, so a crash or a full disk never leaves a partial file under
 * a real name; the temporary is removed on failure, and what a crash leaves is swept at start-up.
 */
export function diskStorage(root: string, writeNewFile: WriteNewFile = writeAndSync): FileStorage {
  const pathOf = (id: string) => join(root, id.slice(0, 2), id);
  const temporaryDir = join(root, TEMPORARY);
  return {
    async put(id, bytes) {
      const path = pathOf(id);
      const temporary = join(temporaryDir, `${randomBytes(12).toString('hex')}.partial`);
      try {
        await mkdir(temporaryDir, { recursive: true });
        await mkdir(join(root, id.slice(0, 2)), { recursive: true });
        await writeNewFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (FULL.has(code)) {
          const full = new AppError(Code.INSUFFICIENT_STORAGE, 'error.storageFull', {}, 507);
          full.cause = error; // the log keeps the errno and path; the client sees the message only
          throw full;
        }
        throw error;
      }
    },
    async get(id) {
      try {
        return await readFile(pathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(id) {
      await rm(pathOf(id), { force: true });
    },
    async list() {
      const ids = new Set<string>();
      for (const fan of await readdirIfAny(root)) {
        if (fan === TEMPORARY) continue;
        for (const id of await readdirIfAny(join(root, fan))) ids.add(id);
      }
      return ids;
    },
    async sweepTemporary(olderThanMs, now = new Date()) {
      let swept = 0;
      for (const name of await readdirIfAny(temporaryDir)) {
        const path = join(temporaryDir, name);
        const info = await stat(path).catch(() => null);
        if (!info || now.getTime() - info.mtimeMs < olderThanMs) continue;
        await rm(path, { force: true });
        swept++;
      }
      return swept;
    },
  };
}

async function readdirIfAny(path: string): Promise<string[]> {
  try {
    return await readdir(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      return [];
    }
    throw error;
  }
}
