/**
 * Writes the OpenAPI document the route table generates (what GET /api/docs answers) to a file,
 * for the API contract check (`npm run lint:api`: Spectral with the OWASP API security rules).
 * Builds the app with the default settings on an empty in-memory database; nothing listens.
 *
 *   tsx apps/server/scripts/openapi-document.ts <file>
 */
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite } from '../src/db/client.js';

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx apps/server/scripts/openapi-document.ts <file>');
  process.exit(2);
}
const database = await openPglite(new PGlite());
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-data-dir', WEB_DIST: '/nonexistent-web-dist' }),
  db: database.db,
});
try {
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/api/docs' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs answered ${response.statusCode}`);
  writeFileSync(target, `${JSON.stringify(response.json(), null, 2)}\n`);
} finally {
  await app.close();
  await database.close();
}
