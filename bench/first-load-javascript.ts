/**
 * Issue 8's budget for people on slow phones: the JavaScript a first visit loads, gzip-compressed
 * as a server would send it, at most 200 KB on the home page. Loads the built web app
 * (`npm run build -w @cityip/web` first) from the real server in Chromium with an empty cache and
 * counts every script it fetches until the page's heading shows and the network is idle; exits 1
 * when the home page is over. `BENCH_LIST=1` lists every script, not only the five largest. CI
 * checks the home page's budget with the same measurement (e2e/tests/first-load-budget.e2e.ts).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags.js';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScripts, kb, totalBytes } from '../e2e/support/first-load.js';
import { SLOW_PHONE_PAGES, serveBuiltWebApp } from './built-web-app.js';
import { stopServer } from './drill-server.js';

const server = await serveBuiltWebApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
let homeBytes = 0;
try {
  for (const path of SLOW_PHONE_PAGES) {
    const scripts = await firstLoadScripts(browser, server.base, path);
    const total = totalBytes(scripts);
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
const within = homeBytes <= FIRST_LOAD_BUDGET_BYTES;
console.log(
  `home page first load: ${kb(homeBytes)} of JavaScript, ${within ? 'within' : 'OVER'} the ${kb(FIRST_LOAD_BUDGET_BYTES)} budget`,
);
process.exit(within ? 0 : 1);
