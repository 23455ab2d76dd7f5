import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/config.js';
import { BackupError } from './backup/manifest.js';
import { type RestoreComparison, restoreBackup } from './backup/restore-backup.js';
import { callerDirectory, formatCount } from './script-database.js';

const USAGE = `Restores a backup made by \`npm run backup\` into a fresh instance and verifies it.

  npm run restore -- <directory>

The target is DATABASE_URL (an empty or missing database, created if missing) or the PGlite under
DATA_DIR (a new data directory), and the files go to DATA_DIR. Every table's rows and every file's
sha256 are compared with the backup's manifest; exit code 0 only when all match.`;

function print(comparison: RestoreComparison): void {
  console.log('| table | backup | restored | |');
  console.log('|---|---|---|---|');
  for (const table of comparison.tables) {
    const same = table.expected === table.restored;
    console.log(`| ${table.name} | ${table.expected} | ${table.restored ?? 'missing'} | ${same ? 'ok' : 'DIFFERS'} |`);
  }
  const differing = comparison.files.filter((file) => file.expected !== file.restored);
  for (const file of differing) {
    console.log(`file ${file.path}: backup ${file.expected}, restored ${file.restored ?? 'missing'} DIFFERS`);
  }
  const rows = comparison.tables.reduce((sum, table) => sum + table.expected, 0);
  console.log(
    `${comparison.tables.length} tables (${formatCount(rows)} rows), ${formatCount(comparison.files.length)} files: ` +
      (comparison.ok
        ? '全部一致 / everything matches'
        : `不一致 / MISMATCH (${differing.length} files, ${comparison.tables.filter((t) => t.expected !== t.restored).length} tables)`),
  );
}

async function main(): Promise<number> {
  const source = process.argv[2];
  if (!source || source === '--help' || source === '-h') {
    console.error(USAGE);
    return source ? 0 : 1;
  }
  const started = performance.now();
  const comparison = await restoreBackup(loadConfig(), resolve(callerDirectory(), source));
  print(comparison);
  console.log(`restored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return comparison.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
