import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where file bytes live; the database keeps what they are and who uses them. */
export interface FileStorage {
  /** Stores `bytes` under `id` (idempotent: the id is the content hash). */
  put(id: string, bytes: Uint8Array): Promise<void>;
  /** The bytes of `id`, or null when absent. */
  get(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
}

/** Content-addressed files under `root`, fanned out by the first two hex digits of the hash. */
export function diskStorage(root: string): FileStorage {
  const pathOf = (id: string) => join(root, id.slice(0, 2), id);
  return {
    async put(id, bytes) {
      const path = pathOf(id);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a crash never leaves a half file under the final name.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
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
  };
}
