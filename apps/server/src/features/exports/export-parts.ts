import { Readable } from 'node:stream';
import type { FileStorage } from '../../lib/file-storage.js';

/**
 * An export file lives in the file storage as numbered parts. A part's id names its job and the
 * run (task attempt) that wrote it, so a worker presumed dead can never overwrite a part of the run
 * that took its job over, and every leftover of a job is found by its prefix.
 */
export const PART_PREFIX = 'export-';

/** Storage id of part `index` of `jobId` written by run `run`. */
export function partKey(jobId: string, run: number, index: number): string {
  return `${PART_PREFIX}${jobId}-r${run}-p${index}`;
}

/** The job a stored id belongs to, or null when it is not an export part. */
export function jobOfPart(storageId: string): string | null {
  const match = /^export-([0-9a-f-]{36})-r\d+-p\d+$/.exec(storageId);
  return match?.[1] ?? null;
}

/** The parts' bytes one after the other; a missing part ends the stream with an error (the answer is cut short). */
export function readParts(storage: FileStorage, parts: readonly string[]): Readable {
  return Readable.from(
    (async function* () {
      for (const part of parts) {
        const bytes = await storage.get(part);
        if (!bytes) throw new Error(`export part ${part} is missing from the file storage`);
        yield bytes;
      }
    })(),
  );
}

/** Deletes stored parts (absent ones are fine: a removal may be repeated after a crash). */
export async function removeParts(storage: FileStorage, parts: Iterable<string>): Promise<void> {
  for (const part of parts) await storage.remove(part);
}
