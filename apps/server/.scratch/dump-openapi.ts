import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.js';
import { openPglite } from '../src/db/client.js';
import { testConfig } from '../test/test-config.js';

const handle = await openPglite(new PGlite());
const app = await buildApp({ config: testConfig(), db: handle.db });
await app.ready();
const r = await app.inject({ method: 'GET', url: '/api/docs' });
process.stdout.write(r.body);
await app.close();
await handle.close();
