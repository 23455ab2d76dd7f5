/**
 * R7 drill: `npm run backup` then `npm run restore` into a fresh instance, on the demo data.
 * PGlite (default): a stopped copy of the demo data directory is backed up and restored into a
 * new DATA_DIR. PostgreSQL (DATABASE_URL): the database `cityip_drill_backup` is seeded by a
 * server start and backed up WHILE that server runs, then restored into `cityip_drill_restore`.
 * The restore command compares every table's rows and every file's sha256 with the manifest and
 * exits non-zero on any difference; so does this drill.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { drillStorage } from './drill-database.js';
import { drillEnv, REPO_ROOT, startServer, stopServer } from './drill-server.js';
import { verdict } from './drill-stats.js';

function runScript(script: string, dir: string, env: NodeJS.ProcessEnv): { ok: boolean; seconds: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/server/scripts', script), dir], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`.trim().split('\n');
  // The per-table comparison is long; its last lines carry the verdict.
  console.log(output.length > 12 ? [...output.slice(0, 4), '  …', ...output.slice(-6)].join('\n') : output.join('\n'));
  return { ok: result.status === 0, seconds: (performance.now() - started) / 1000 };
}

const backupDir = join(mkdtempSync(join(tmpdir(), 'cityip-drill-backup-')), 'backup');
const sourceEnv = drillEnv(await drillStorage('cityip_drill_backup'));
let passed = true;
if (sourceEnv.DATABASE_URL) {
  const server = await startServer({ env: sourceEnv });
  try {
    const backup = runScript('backup.ts', backupDir, sourceEnv);
    passed = verdict(`backup of the running PostgreSQL instance: ${backup.seconds.toFixed(1)} s`, backup.ok) && passed;
  } finally {
    await stopServer(server);
  }
  const target = new URL(sourceEnv.DATABASE_URL);
  target.pathname = '/cityip_drill_restore';
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query('drop database if exists cityip_drill_restore with (force)');
  await admin.end();
  const restore = runScript(
    'restore.ts',
    backupDir,
    drillEnv({ DATABASE_URL: target.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'cityip-drill-restored-')) }),
  );
  passed = verdict(`restore into a fresh database, verified: ${restore.seconds.toFixed(1)} s`, restore.ok) && passed;
} else {
  const backup = runScript('backup.ts', backupDir, sourceEnv);
  passed = verdict(`backup of the stopped PGlite instance: ${backup.seconds.toFixed(1)} s`, backup.ok) && passed;
  const restore = runScript(
    'restore.ts',
    backupDir,
    drillEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cityip-drill-restored-')) }),
  );
  passed = verdict(`restore into a fresh DATA_DIR, verified: ${restore.seconds.toFixed(1)} s`, restore.ok) && passed;
}
process.exit(passed ? 0 : 1);
