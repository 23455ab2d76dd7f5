import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/config.js';
import { createBackup } from './backup/create-backup.js';
import { BackupError } from './backup/manifest.js';
import { callerDirectory, formatCount } from './script-database.js';

const USAGE = `Backs up the database and the files under DATA_DIR into a new, empty directory.

  npm run backup -- <directory>

PostgreSQL (DATABASE_URL set): pg_dump of one consistent snapshot; the portal may keep running.
PGlite (the default): stop the portal first. Keep DATA_ENCRYPTION_KEY with the backup: the ID-card
numbers, phones and provider secrets in it cannot be read without it. See OPERATIONS.md.`;

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target || target === '--help' || target === '-h') {
    console.error(USAGE);
    return target ? 0 : 1;
  }
  const dir = resolve(callerDirectory(), target);
  const started = performance.now();
  const manifest = await createBackup(loadConfig(), dir);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  console.log(
    `backup written to ${dir} (${manifest.driver}) in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${Object.keys(manifest.tables).length} tables, ${formatCount(rows)} rows, ` +
      `${formatCount(manifest.files.length)} files (${formatCount(bytes)} bytes), database archive ${manifest.database.file}`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
