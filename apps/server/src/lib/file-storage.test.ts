import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskFullHalfway } from '../../test/disk-full.js';
import { tempDataDir } from '../../test/uploads.js';
import { diskStorage } from './file-storage.js';

const filesUnder = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('drill R4: disk full on the file storage', () => {
  it('answers 507 "storage full", leaves no partial file and keeps earlier files readable', async () => {
    const root = tempDataDir();
    await diskStorage(root).put('aa11', Buffer.from('kept'));
    const full = diskStorage(root, diskFullHalfway);
    await expect(full.put('bb22', Buffer.alloc(4096, 1))).rejects.toMatchObject({
      code: 507,
      httpStatus: 507,
      messageKey: 'error.storageFull',
    });
    expect(filesUnder(root).map((entry) => entry.name)).toEqual(['aa11']);
    expect((await full.get('aa11'))?.toString()).toBe('kept');
    expect(await full.get('bb22')).toBeNull();
  });

  it('passes other write errors on unchanged, still without a partial file', async () => {
    const root = tempDataDir();
    const failing = diskStorage(root, async (path) => {
      await writeFile(path, 'half');
      throw Object.assign(new Error('EIO'), { code: 'EIO' });
    });
    await expect(failing.put('cc33', Buffer.from('x'))).rejects.toMatchObject({ code: 'EIO' });
    expect(filesUnder(root)).toEqual([]);
  });
});

describe('drill R5: a crash mid-write leaves only a temporary file, swept later', () => {
  it('writes through .tmp and renames, and sweeps stale temporaries but not fresh ones', async () => {
    const root = tempDataDir();
    const storage = diskStorage(root);
    await storage.put('dd44', Buffer.from('whole'));
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
    // What a SIGKILL between write and rename leaves behind: one old, one from a write in progress.
    mkdirSync(join(root, '.tmp'), { recursive: true });
    writeFileSync(join(root, '.tmp', 'old.partial'), 'half');
    writeFileSync(join(root, '.tmp', 'fresh.partial'), 'half');
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(join(root, '.tmp', 'old.partial'), hourAgo, hourAgo);
    expect(await storage.sweepTemporary(10 * 60_000)).toBe(1);
    expect(readdirSync(join(root, '.tmp'))).toEqual(['fresh.partial']);
    expect(await storage.list()).toEqual(new Set(['dd44']));
  });
});
