import { expect, test } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScripts, kb, totalBytes } from '../support/first-load.js';
import { portalUrl } from '../support/portal.js';

const browser = useBrowser();

test(`[BUDGET]: the home page's first load is at most ${kb(FIRST_LOAD_BUDGET_BYTES)} of JavaScript (gzip), on the production build`, async () => {
  const scripts = await firstLoadScripts(browser(), portalUrl(), '/platformPortal');
  const listing = scripts
    .sort((a, b) => b.gzip - a.gzip)
    .map((script) => `${kb(script.gzip)} ${script.url}`)
    .join('\n');
  expect(scripts.length).toBeGreaterThan(0);
  expect(totalBytes(scripts), `the home page loads ${kb(totalBytes(scripts))}:\n${listing}`).toBeLessThanOrEqual(
    FIRST_LOAD_BUDGET_BYTES,
  );
});
