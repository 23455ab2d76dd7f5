import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBackup } from '../scripts/backup/create-backup.js';
import { BackupError, type BackupManifest } from '../scripts/backup/manifest.js';
import { restoreBackup } from '../scripts/backup/restore-backup.js';
import type { Config } from '../src/config.js';
import { testConfig } from './test-config.js';
import { tempDataDir as makeTempDir } from './uploads.js';

const info = inject('testDb');
const made: string[] = [];
const tempDataDir = () => {
  const dir = makeTempDir();
  made.push(dir);
  return dir;
};
/** An instance on PGlite under its own DATA_DIR (whatever driver the suite runs on). */
const instance = (dataDir: string): Config => testConfig({ databaseUrl: '', dataDir });

const source = tempDataDir();
const backupDir = join(tempDataDir(), 'backup');
const FILES: Record<string, string> = {
  'files/ab/abcdef.png': 'png bytes',
  'files/cd/cdef01.pdf': 'pdf bytes',
  'mail/2026-11-23-registration.eml': 'Subject: code\r\n\r\n123456',
};
let manifest: BackupManifest;

/**
 * A PGlite cluster in `dataDir` from the suite's migrated, seeded template, plus one row of ours
 * and a few files; `whileOpen` runs while the cluster is open, as a running portal would hold it.
 */
async function makeInstance(dataDir: string, whileOpen: () => Promise<void>): Promise<void> {
  if (info.kind !== 'pglite') return;
  const client = new PGlite({
    dataDir: join(dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(info.dumpPath)]),
  });
  await client.waitReady;
  await client.exec(`insert into seed_marks (name) values ('backup-drill')`);
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(join(dataDir, path, '..'), { recursive: true });
    writeFileSync(join(dataDir, path), text);
  }
  try {
    await whileOpen();
  } finally {
    await client.close();
  }
}

describe.skipIf(info.kind !== 'pglite')('R7: backup and restore into a fresh instance', () => {
  let refusedWhileOpen: unknown;

  beforeAll(async () => {
    await makeInstance(source, async () => {
      refusedWhileOpen = await createBackup(instance(source), join(tempDataDir(), 'early')).catch((error) => error);
    });
    manifest = await createBackup(instance(source), backupDir);
  });

  it('refuses to back up a PGlite database another process has open', () => {
    expect(refusedWhileOpen).toBeInstanceOf(BackupError);
    expect(String(refusedWhileOpen)).toMatch(/in use/);
  });

  it('the backup holds the database archive, every file and a manifest of counts and hashes', () => {
    expect(manifest.driver).toBe('pglite');
    expect(manifest.tables['public.users']).toBeGreaterThan(0);
    expect(manifest.tables['public.seed_marks']).toBeGreaterThan(0);
    expect(manifest.tables['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
    expect(manifest.files.map((file) => file.path).sort()).toEqual(Object.keys(FILES).sort());
    expect(readdirSync(backupDir).sort()).toEqual(['database.tar.gz', 'files', 'manifest.json']);
  });

  it('a restore into a new DATA_DIR has the same rows in every table and the same file hashes', async () => {
    const comparison = await restoreBackup(instance(tempDataDir()), backupDir);
    expect(comparison.ok).toBe(true);
    expect(comparison.tables.map((table) => table.name)).toEqual(Object.keys(manifest.tables).sort());
    for (const table of comparison.tables) expect(table.restored, table.name).toBe(table.expected);
    expect(comparison.files.map((file) => file.restored)).toEqual(comparison.files.map((file) => file.expected));
  });

  it('refuses to restore over an instance that already has a database, and changes nothing', async () => {
    const target = tempDataDir();
    mkdirSync(join(target, 'pglite'));
    writeFileSync(join(target, 'pglite', 'PG_VERSION'), '17\n');
    await expect(restoreBackup(instance(target), backupDir)).rejects.toThrow(/already holds a database/);
    expect(readdirSync(join(target, 'pglite'))).toEqual(['PG_VERSION']);
    expect(existsSync(join(target, 'files'))).toBe(false);
  });

  it('refuses a damaged database archive, changing nothing', async () => {
    const damaged = join(tempDataDir(), 'backup');
    cpSync(backupDir, damaged, { recursive: true });
    writeFileSync(join(damaged, 'database.tar.gz'), 'not an archive');
    const untouched = tempDataDir();
    await expect(restoreBackup(instance(untouched), damaged)).rejects.toThrow(/damaged/);
    expect(readdirSync(untouched)).toEqual([]);
  });

  it('refuses a backup with an altered file, changing nothing', async () => {
    const altered = join(tempDataDir(), 'backup');
    cpSync(backupDir, altered, { recursive: true });
    writeFileSync(join(altered, 'files', 'files/ab/abcdef.png'), 'tampered');
    const untouched = tempDataDir();
    await expect(restoreBackup(instance(untouched), altered)).rejects.toThrow(/files\/ab\/abcdef.png .*damaged/);
    expect(readdirSync(untouched)).toEqual([]);
  });
});

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
