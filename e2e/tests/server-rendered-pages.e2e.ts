import { FRONT_SITE_ROUTES, TOP_LEVEL_ROUTES } from '@cityip/contracts';
import { expect, test } from 'vitest';
import { consoleProblems, newPortalPage, useBrowser } from '../support/browser.js';
import { frontSiteUrl, waitUntilInteractive } from '../support/route-visits.js';

const browser = useBrowser();

// Operates nothing: a page check of every front page, so the keyboard pass leaves it out
// (e2e/vitest.config.ts, NOT_JOURNEYS) instead of repeating it unchanged.
test('[PORTAL][SSR]: every other front page comes frame first (header, menu, footer in the HTML) and the app puts its page in without a mismatch', async () => {
  const { context, page } = await newPortalPage(browser());
  const problems = consoleProblems(page);
  const visit = async (url: string) => {
    const response = await page.goto(url);
    const html = (await response?.text()) ?? '';
    expect(html, url).toContain('class="portal-header');
    expect(html, url).toContain('class="page-loading"');
    await waitUntilInteractive(page);
    await page.locator('main h1, main h2').first().waitFor();
    await expect.poll(() => page.locator('main > .page-loading').count(), { message: url }).toBe(0);
  };
  for (const route of TOP_LEVEL_ROUTES) await visit(route.path);
  // The home page and policy search are rendered whole (their own tests).
  const whole = new Set(['/platformPortal', '/policySearch']);
  for (const route of FRONT_SITE_ROUTES) {
    if (!whole.has(route.path)) await visit(await frontSiteUrl(page, route.path));
  }
  expect(problems).toEqual([]);
  await context.close();
});
