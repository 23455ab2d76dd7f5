/**
 * What the slow-phone benchmarks (first-load-javascript.ts, lighthouse-mobile.ts) share: issue 8's
 * three pages and the real server serving the built web app on the demo data.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type DrillServer, demoDataDir, drillEnv, REPO_ROOT, startServer } from './drill-server.js';

/** The home, policy search and patent search pages (a search with results). */
export const SLOW_PHONE_PAGES = ['/platformPortal', '/policySearch', `/patentSearch?q=${encodeURIComponent('电池')}`];

/** The generated patents of `npm start` (config's DEMO_PATENTS), so the patent search has its real results. */
const DEMO_PATENTS = 20_000;

/** Starts the server on the built web app and the demo data; exits 2 when there is no build. */
export async function serveBuiltWebApp(): Promise<DrillServer> {
  const webDist = join(REPO_ROOT, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    console.error('no built web app: run `npm run build -w @cityip/web` first');
    process.exit(2);
  }
  return startServer({ env: drillEnv({ DATA_DIR: await demoDataDir(DEMO_PATENTS), WEB_DIST: webDist }) });
}
