import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../../src/config.js';
import { libpqEnv } from './libpq-env.js';
import {
  BackupError,
  type BackupManifest,
  countRows,
  hashFile,
  listFiles,
  PGLITE_DIR,
  readManifest,
} from './manifest.js';

const run = promisify(execFile);

/** What the restored instance holds next to what the manifest promised. */
export interface RestoreComparison {
  tables: { name: string; expected: number; restored: number | null }[];
  files: { path: string; expected: string; restored: string | null }[];
  ok: boolean;
}

/**
 * Restores the backup in `dir` into a fresh instance (an empty DATA_DIR, or an empty or missing
 * PostgreSQL database at DATABASE_URL), then counts every table and hashes every file again and
 * compares them with the manifest. Refuses, changing nothing, when the target is not fresh or the
 * archive does not match its recorded hash.
 */
export async function restoreBackup(config: Config, dir: string): Promise<RestoreComparison> {
  const manifest = readManifest(dir);
  const archive = join(dir, manifest.database.file);
  // Checked before the target is touched: a damaged backup must not leave a half-restored instance.
  if (!existsSync(archive) || (await hashFile(archive)) !== manifest.database.sha256) {
    throw new BackupError(
      `数据库备份文件 ${archive} 缺失或已损坏`,
      `The database archive ${archive} is missing or damaged`,
    );
  }
  for (const file of manifest.files) {
    const copy = join(dir, 'files', file.path);
    if (!existsSync(copy) || (await hashFile(copy)) !== file.sha256) {
      throw new BackupError(
        `备份中的文件 ${file.path} 缺失或已损坏`,
        `The file ${file.path} in the backup is missing or damaged`,
      );
    }
  }
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (target !== manifest.driver) {
    throw new BackupError(
      `该备份来自 ${manifest.driver}，不能恢复到 ${target}`,
      `This backup is of ${manifest.driver} and cannot be restored into ${target}`,
    );
  }
  const clash = manifest.files.find((file) => existsSync(join(config.dataDir, file.path)));
  if (clash) {
    throw new BackupError(
      `数据目录 ${config.dataDir} 已有文件 ${clash.path}：请恢复到新的数据目录`,
      `DATA_DIR ${config.dataDir} already holds ${clash.path}: restore into a fresh data directory`,
    );
  }
  const restoredCounts = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, archive)
    : await restorePglite(config.dataDir, archive);
  for (const file of manifest.files) {
    const copy = join(config.dataDir, file.path);
    mkdirSync(dirname(copy), { recursive: true });
    copyFileSync(join(dir, 'files', file.path), copy);
  }
  return compare(manifest, restoredCounts, config.dataDir);
}

async function restorePglite(dataDir: string, archive: string): Promise<Record<string, number>> {
  const clusterDir = join(dataDir, PGLITE_DIR);
  if (existsSync(clusterDir) && readdirSync(clusterDir).length > 0) {
    throw new BackupError(
      `${clusterDir} 已有数据库：请恢复到新的数据目录`,
      `${clusterDir} already holds a database: restore into a fresh data directory`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir: clusterDir, loadDataDir: new Blob([readFileSync(archive)]) });
  try {
    await client.waitReady;
    return await countRows(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.close();
  }
}

async function restorePostgres(url: string, archive: string): Promise<Record<string, number>> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await countRows(async (text) => (await client.query(text)).rows);
    if (Object.keys(existing).length > 0) {
      throw new BackupError(
        `数据库 ${name} 已有数据表：请恢复到新的（空的）数据库`,
        `The database ${name} already has tables: restore into a fresh (empty) database`,
      );
    }
    try {
      await run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', `--dbname=${name}`, archive], {
        env: libpqEnv(url),
      });
    } catch (error) {
      throw new BackupError(`pg_restore 失败：${String(error)}`, `pg_restore failed: ${String(error)}`);
    }
    return await countRows(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

async function compare(
  manifest: BackupManifest,
  counts: Record<string, number>,
  dataDir: string,
): Promise<RestoreComparison> {
  const names = [...new Set([...Object.keys(manifest.tables), ...Object.keys(counts)])].sort();
  const tables = names.map((name) => ({
    name,
    expected: manifest.tables[name] ?? 0,
    restored: counts[name] ?? null,
  }));
  const present = new Set(listFiles(dataDir, [PGLITE_DIR]));
  const files: RestoreComparison['files'] = [];
  for (const file of manifest.files) {
    files.push({
      path: file.path,
      expected: file.sha256,
      restored: present.has(file.path) ? await hashFile(join(dataDir, file.path)) : null,
    });
  }
  const ok =
    tables.every((table) => table.expected === table.restored) &&
    files.every((file) => file.expected === file.restored);
  return { tables, files, ok };
}
