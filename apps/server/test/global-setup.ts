import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, MIGRATIONS_DIR, openPglite, openPostgres } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed.js';
import { testConfig } from './test-config.js';
import { maintenanceUrl, type TestDbInfo, withDatabase } from './test-db.js';

async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDatabase(handle.db, testConfig());
}

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const CACHE_DIR = join(SERVER_DIR, '../../node_modules/.cache/cityip-server-test');

/**
 * Key of the PGlite template: everything that decides its content (migrations, seed code, test
 * settings, the PGlite version). Creating a PGlite cluster takes 5–15 s on this machine, so the
 * migrated, seeded dump is kept between runs; every test file still gets its own fresh copy.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(MIGRATIONS_DIR, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.sql') || name.endsWith('.json'))
      .sort()
      .map((name) => join(MIGRATIONS_DIR, name)),
    join(SERVER_DIR, 'src/config.ts'),
    // The seed and every demo-content module it runs (not their tests).
    ...readdirSync(join(SERVER_DIR, 'src/db'), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort()
      .map((name) => join(SERVER_DIR, 'src/db', name)),
    join(SERVER_DIR, 'src/lib/passwords.ts'),
    join(SERVER_DIR, 'test/test-config.ts'),
    join(SERVER_DIR, '../../node_modules/@electric-sql/pglite/package.json'),
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The path of a migrated, seeded PGlite dump, made now unless an identical one exists. */
async function pgliteTemplate(): Promise<string> {
  const dumpPath = join(CACHE_DIR, `template-${templateKey()}.tar`);
  if (existsSync(dumpPath)) return dumpPath;
  const client = new PGlite();
  const handle = await openPglite(client);
  await prepare(handle);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a run that is interrupted never leaves a half dump behind.
  const partial = `${dumpPath}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, dumpPath);
  return dumpPath;
}

/**
 * Migrates and seeds ONE database per run; test files clone it (test-app.ts). PGlite: a data
 * directory dump (cached, see templateKey). PostgreSQL: a template database named after this run, so
 * every run starts fresh and parallel runs do not meet.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('testDb', { kind: 'pglite', dumpPath: await pgliteTemplate() } satisfies TestDbInfo);
    return;
  }

  const prefix = `cityip_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: maintenanceUrl(url) });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  await admin.end();
  const handle = await openPostgres(withDatabase(url, template));
  await prepare(handle);
  await handle.close();
  project.provide('testDb', { kind: 'postgres', url, template, prefix } satisfies TestDbInfo);

  return async () => {
    const client = new pg.Client({ connectionString: maintenanceUrl(url) });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}
