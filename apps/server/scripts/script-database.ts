import { type Config, loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';

/**
 * The database a script works on: `--database-url`, else DATABASE_URL, else the PGlite under
 * DATA_DIR (the one `npm start` uses), migrated to the current schema.
 */
export async function openScriptDatabase(
  databaseUrl: string | undefined,
): Promise<{ config: Config; database: DatabaseHandle }> {
  const config = loadConfig(databaseUrl ? { ...process.env, DATABASE_URL: databaseUrl } : process.env);
  const database = await openDatabase(config);
  await database.migrate();
  return { config, database };
}

/** Where the user ran `npm run …` from: npm runs scripts in the package folder, relative paths mean the caller's. */
export function callerDirectory(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

/** `n` formatted with thousands separators. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
