import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.js';

/** What global-setup hands the test files: where the migrated, seeded template is. */
export type TestDbInfo =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; url: string; template: string; prefix: string };

/** `url` pointing at database `name` on the same server. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The server's maintenance database, from which databases are created and dropped. */
export function maintenanceUrl(url: string): string {
  return withDatabase(url, 'postgres');
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Waits (up to 5 s) until no session is connected to `database`. pg's pool.end() resolves while
 * its sockets are still closing; a forced drop at that moment terminates them, and each one then
 * raises an unhandled 'terminating connection' error in the test run.
 */
async function waitForDisconnects(url: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

/** A fresh copy of the template database, dropped again on close. */
export async function cloneTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('testDb');
  if (info.kind === 'pglite') {
    const dump = new Blob([await readFile(info.dumpPath)]);
    return openPglite(new PGlite({ loadDataDir: dump }));
  }
  const name = `${info.prefix}_${randomBytes(4).toString('hex')}`;
  // Parallel files copy the same template; PostgreSQL refuses while another copy holds it briefly.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(info.url, `create database "${name}" template "${info.template}"`);
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
  const handle = await openPostgres(withDatabase(info.url, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await waitForDisconnects(info.url, name);
      await adminQuery(info.url, `drop database if exists "${name}" with (force)`);
    },
  };
}
