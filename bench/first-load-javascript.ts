/**
 * Issue 8's budget for people on slow phones: the JavaScript a first visit loads, gzip-compressed
 * as a server would send it, at most 200 KB on the home page. Loads the built web app
 * (`npm run build -w @cityip/web` first) from the real server in Chromium with an empty cache and
 * counts every script it fetches until the page's heading shows and the network is idle; exits 1
 * when the home page is over. `BENCH_LIST=1` lists every script, not only the five largest.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags.js';
import { SLOW_PHONE_PAGES, serveBuiltWebApp } from './built-web-app.js';
import { stopServer } from './drill-server.js';

const BUDGET_BYTES = 200 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await serveBuiltWebApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
let homeBytes = 0;
try {
  for (const path of SLOW_PHONE_PAGES) {
    const context = await browser.newContext({ baseURL: server.base });
    const page = await context.newPage();
    const scripts: Array<{ url: string; gzip: number }> = [];
    const pending: Promise<void>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length });
        }),
      );
    };
    page.on('response', onResponse);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Network idle can come before the route's lazy chunks are asked for; its heading comes after.
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    await Promise.all(pending);
    await context.close();
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    if (path === '/platformPortal') homeBytes = total;
    console.log(`${path}: ${scripts.length} scripts, ${kb(total)} gzip`);
    const shown = process.env.BENCH_LIST ? scripts.length : 5;
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, shown)) {
      console.log(`  ${kb(script.gzip).padStart(9)}  ${script.url}`);
    }
  }
} finally {
  await browser.close();
  await stopServer(server);
}
const verdict = homeBytes <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`home page first load: ${kb(homeBytes)} of JavaScript, ${verdict} the ${kb(BUDGET_BYTES)} budget`);
process.exit(homeBytes <= BUDGET_BYTES ? 0 : 1);
