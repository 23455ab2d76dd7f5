import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../../src/config.js';
import { libpqEnv } from './libpq-env.js';
import {
  BackupError,
  type BackupManifest,
  countRows,
  describeFiles,
  hashFile,
  listFiles,
  PGLITE_DIR,
  writeManifest,
} from './manifest.js';

const run = promisify(execFile);

export const PGLITE_ARCHIVE = 'database.tar.gz';
export const POSTGRES_ARCHIVE = 'database.pgdump';

/**
 * Backs up the database and every file under DATA_DIR into the empty directory `dir`, with a
 * manifest of row counts and file hashes that `restoreBackup` checks against.
 * PGlite: the server must be stopped (one process per data directory); the cluster is archived
 * with PGlite's own dump. PostgreSQL: the server may keep running; counts and `pg_dump` read the
 * same exported snapshot, so the manifest matches the archive exactly.
 */
export async function createBackup(config: Config, dir: string): Promise<BackupManifest> {
  const fromDataDir = relative(resolve(config.dataDir), resolve(dir));
  if (!fromDataDir.startsWith('..') && !isAbsolute(fromDataDir)) {
    throw new BackupError(
      `备份目录不能位于数据目录 ${config.dataDir} 之内`,
      `The backup directory must be outside DATA_DIR (${config.dataDir})`,
    );
  }
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(`备份目录 ${dir} 不为空`, `The backup directory ${dir} is not empty`);
  }
  mkdirSync(dir, { recursive: true });
  const { file, tables } = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, dir)
    : await backupPglite(config.dataDir, dir);
  const files = await copyDataFiles(config.dataDir, join(dir, 'files'));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    driver: config.databaseUrl ? 'postgres' : 'pglite',
    database: { file, sha256: await hashFile(join(dir, file)) },
    tables,
    files,
  };
  writeManifest(dir, manifest);
  return manifest;
}

async function backupPglite(dataDir: string, dir: string): Promise<{ file: string; tables: Record<string, number> }> {
  const clusterDir = join(dataDir, PGLITE_DIR);
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    throw new BackupError(`${clusterDir} 中没有数据库`, `No database in ${clusterDir}`);
  }
  // PGlite holds this file while a process has the cluster open (and leaves it after a crash).
  if (existsSync(join(clusterDir, 'postmaster.pid'))) {
    throw new BackupError(
      `数据库正在使用：请先停止门户服务再备份（若服务已异常退出，请启动并正常停止一次）`,
      'The database is in use: stop the portal before backing up (if it crashed, start and stop it once so the database recovers)',
    );
  }
  const client = new PGlite(clusterDir);
  try {
    await client.waitReady;
    const tables = await countRows(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    const archive = await client.dumpDataDir('gzip');
    writeFileSync(join(dir, PGLITE_ARCHIVE), Buffer.from(await archive.arrayBuffer()));
    return { file: PGLITE_ARCHIVE, tables };
  } finally {
    await client.close();
  }
}

async function backupPostgres(url: string, dir: string): Promise<{ file: string; tables: Record<string, number> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id ?? '';
    const tables = await countRows(async (text) => (await client.query(text)).rows);
    try {
      await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${join(dir, POSTGRES_ARCHIVE)}`], {
        env: libpqEnv(url),
      });
    } catch (error) {
      throw new BackupError(
        `pg_dump 失败（需要与数据库同版本或更新的 pg_dump）：${String(error)}`,
        `pg_dump failed (it must be the database's version or newer): ${String(error)}`,
      );
    }
    await client.query('commit');
    return { file: POSTGRES_ARCHIVE, tables };
  } finally {
    await client.end();
  }
}

/** Copies DATA_DIR (uploads, generated mails …) except the PGlite cluster; returns the copies' hashes. */
async function copyDataFiles(dataDir: string, target: string): Promise<BackupManifest['files']> {
  for (const path of listFiles(dataDir, [PGLITE_DIR])) {
    const copy = join(target, path);
    mkdirSync(dirname(copy), { recursive: true });
    copyFileSync(join(dataDir, path), copy);
  }
  return describeFiles(target);
}
