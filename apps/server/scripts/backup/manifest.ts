import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What a backup directory holds besides the database archive and `files/`. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  driver: 'pglite' | 'postgres';
  /** The database archive in the backup directory and its sha256. */
  database: { file: string; sha256: string };
  /** Rows per table (`schema.table`) at backup time; a restore must find the same. */
  tables: Record<string, number>;
  /** Every file under DATA_DIR except the PGlite cluster, by path relative to DATA_DIR. */
  files: { path: string; size: number; sha256: string }[];
}

export const MANIFEST_FILE = 'manifest.json';
/** Inside DATA_DIR: the embedded database, archived separately and never copied file by file. */
export const PGLITE_DIR = 'pglite';

/** A refusal or failed check, worded for the operator in both languages. */
export class BackupError extends Error {
  constructor(zh: string, en: string) {
    super(`${zh}\n${en}`);
    this.name = 'BackupError';
  }
}

/** sha256 of a file, streamed (uploaded files can be large). */
export async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Files under `root` (relative, `/`-separated, sorted), skipping the top-level folders in `skip`. */
export function listFiles(root: string, skip: readonly string[] = []): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !skip.includes(path.split('/')[0] ?? ''))
    .sort();
}

/** Path, size and sha256 of every file under `root` except `skip`. */
export async function describeFiles(root: string, skip: readonly string[] = []): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = [];
  for (const path of listFiles(root, skip)) {
    const full = join(root, path);
    files.push({ path, size: statSync(full).size, sha256: await hashFile(full) });
  }
  return files;
}

/** Runs one statement and returns its rows (a pg client, a pool or PGlite: whichever holds the snapshot). */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** Exact row counts of every table of the application (`public`) and of the migration journal. */
export async function countRows(run: RunQuery): Promise<Record<string, number>> {
  const tables = await run(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
       from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    // Names come from the catalogue, already quoted by quote_ident.
    const [row] = await run(`select count(*)::int as n from ${String(name)}`);
    counts[String(name)] = Number(row?.n ?? 0);
  }
  return counts;
}

export function writeManifest(dir: string, manifest: BackupManifest): void {
  writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readManifest(dir: string): BackupManifest {
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path))
    throw new BackupError(`${path} 不存在：不是备份目录`, `${path} is missing: not a backup directory`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) {
    throw new BackupError(
      `不支持的备份格式：${String(manifest.format)}`,
      `Unsupported backup format: ${String(manifest.format)}`,
    );
  }
  return manifest;
}
