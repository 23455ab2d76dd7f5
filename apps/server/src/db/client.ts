import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import * as schema from './schema.js';

/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database with its driver-specific migrate and close. */
export interface DatabaseHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Opens PostgreSQL when DATABASE_URL is set, else PGlite persisted under DATA_DIR/pglite. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  // PGlite fails with an obscure error when the parent folder is missing.
  mkdirSync(config.dataDir, { recursive: true });
  return openPglite(new PGlite(join(config.dataDir, 'pglite')));
}

/**
 * PGlite runs each statement synchronously on this thread and wakes the next waiting one in a
 * microtask, so a queue of requests' queries never lets the event loop reach its I/O phase:
 * signals, new connections and timers wait until the whole queue is done (drill R8 saw SIGTERM
 * handled 11.6 s late). Here queries and transactions take turns in arrival order, each after a
 * macrotask, which lets the loop breathe between them at no cost in throughput.
 */
function takeTurns(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = last.then(() => nextTurn()).then(run);
    last = result.catch(() => undefined);
    return result;
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args) => inTurn(() => query(...args));
  client.transaction = (callback) => inTurn(() => transaction(callback));
}

/** Wraps an already created PGlite instance (tests load theirs from a migrated dump). */
export async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  takeTurns(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/** Opens a node-postgres pool on `url`. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  // A bounded wait for a connection, so a database that hangs (rather than refuses) still fails
  // requests with a 503 instead of holding them open.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection killed by a database restart is dropped from the pool, which opens a new
  // one on the next query; without a listener the 'error' event would crash the process.
  pool.on('error', () => {});
  // Fail fast with a clear error rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}
