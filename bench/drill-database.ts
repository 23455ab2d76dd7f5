/** Where a drill's portal keeps its data: a copy of the demo PGlite, or a fresh PostgreSQL database. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPassword } from '@cityip/contracts';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { users } from '../apps/server/src/features/accounts/accounts.tables.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { type Exchange, request } from './drill-http.js';
import { demoDataDir, drillEnv } from './drill-server.js';

/**
 * DATA_DIR (and DATABASE_URL) for a drill: with DATABASE_URL set, a freshly created database
 * `name` next to it (the server seeds it at start); else a private copy of the demo PGlite.
 */
export async function drillStorage(name: string): Promise<NodeJS.ProcessEnv> {
  const url = process.env.DATABASE_URL;
  if (!url) return { DATA_DIR: await demoDataDir() };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { DATABASE_URL: target.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'cityip-drill-files-')) };
}

export const DRILL_PASSWORD = 'Drill@2026-bench';
export const drillEmail = (i: number) => `drill-${String(i).padStart(3, '0')}@bench.local`;

/** Inserts `count` ordinary accounts for the login drill (the server must not be running on PGlite). */
export async function createDrillUsers(env: NodeJS.ProcessEnv, count: number): Promise<void> {
  const config = loadConfig(drillEnv(env));
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const passwordHash = await hashPassword(DRILL_PASSWORD, config.argon2);
    await database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: drillEmail(i),
          name: `压测用户${i}`,
          role: 'common' as const,
          passwordHash,
        })),
      )
      .onConflictDoNothing({ target: users.email });
  } finally {
    await database.close();
  }
}

/** POST /api/login as a drill user (the password travels encrypted, as from the browser). */
export function loginDrillUser(base: string, env: NodeJS.ProcessEnv, i: number): Promise<Exchange> {
  const config = loadConfig(drillEnv(env));
  return request(base, {
    method: 'POST',
    path: '/api/login',
    body: { email: drillEmail(i), password: encryptPassword(DRILL_PASSWORD, config.loginAesKey) },
  });
}

/** A visitor token, as the browser gets one silently on first visit ('bearer …'). */
export async function visitorAuthorization(base: string): Promise<string> {
  const response = await request(base, { method: 'POST', path: '/api/oauth/visitor' });
  const token = (response.body as { token?: { access_token?: string } }).token?.access_token;
  if (!token) throw new Error(`no visitor token: ${response.status} ${JSON.stringify(response.body)}`);
  return `bearer ${token}`;
}
