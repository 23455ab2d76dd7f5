import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BACK_OFFICE_BASE, BACK_OFFICE_ROUTES, FRONT_SITE_ROUTES, TOP_LEVEL_ROUTES } from '@cityip/contracts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newPortalPage, useBrowser } from '../support/browser.js';
import { frontSiteUrl, logIn, settle } from '../support/route-visits.js';

const browser = useBrowser();

/** A phone, a tablet and a laptop (issue 8). */
const WIDTHS = [375, 768, 1280] as const;
/** Where the screenshots go for a person to look through (git-ignored). */
const SHOTS = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
/** Some thirty pages at one width, each loaded, measured and photographed whole. */
const WIDTH_TIMEOUT_MS = 300_000;

/** A file name for a path: `/policySearch/detail` → `policySearch-detail`. */
const shotName = (path: string) => path.replace(/^\//, '').replaceAll('/', '-');

/**
 * What keeps a back-office page from being usable at this width: its heading or its first form
 * field or table cut off at the side, or the page itself scrolling sideways (a wide table scrolls
 * inside its own box instead).
 */
async function backOfficeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) problems.push(`the page is ${overflow} px wider than the screen`);
    const main = document.querySelector('main');
    // The first shown form control or table (hidden ones, such as a file input, do not count).
    const control = [...(main?.querySelectorAll('input, textarea, .ant-select, table') ?? [])].find(
      (element) => element.checkVisibility() && element.getBoundingClientRect().width > 0,
    );
    for (const element of [main?.querySelector('h1'), control]) {
      if (!element) continue;
      const box = element.getBoundingClientRect();
      if (box.left < 0 || box.left >= width || box.width === 0) {
        problems.push(`${element.tagName.toLowerCase()} is not on screen`);
      }
    }
    return problems;
  });
}

for (const width of WIDTHS) {
  test(
    `[PORTAL][RESPONSIVE]: every front page of the router table fits ${width} px without sideways scrolling; screenshots kept`,
    async () => {
      const { context, page } = await newPortalPage(browser());
      await page.setViewportSize({ width, height: 900 });
      mkdirSync(`${SHOTS}${width}`, { recursive: true });
      const tooWide: string[] = [];
      const visit = async (name: string, url: string) => {
        await page.goto(url);
        await settle(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) tooWide.push(`${url} is ${overflow} px wider than the screen`);
        await page.screenshot({ path: `${SHOTS}${width}/${shotName(name)}.png`, fullPage: true });
      };
      for (const route of TOP_LEVEL_ROUTES) await visit(route.path, route.path);
      // Signed in, the account and authentication pages show their forms too.
      await logIn(page, 'person@demo.local', 'Person@12345');
      for (const route of FRONT_SITE_ROUTES) await visit(route.path, await frontSiteUrl(page, route.path));
      await context.close();
      expect(tooWide).toEqual([]);
    },
    WIDTH_TIMEOUT_MS,
  );
}

for (const width of WIDTHS) {
  test(
    `[ADMIN][RESPONSIVE]: every back-office page shows its heading and controls at ${width} px without sideways scrolling; screenshots kept`,
    async () => {
      const { context, page } = await newPortalPage(browser());
      await page.setViewportSize({ width, height: 900 });
      mkdirSync(`${SHOTS}${width}/backoffice`, { recursive: true });
      await logIn(page, 'admin@demo.local', 'Admin@12345');
      const problems: string[] = [];
      for (const route of BACK_OFFICE_ROUTES) {
        const url = `${BACK_OFFICE_BASE}${route.path}`;
        await page.goto(url);
        await settle(page);
        problems.push(...(await backOfficeProblems(page)).map((problem) => `${url}: ${problem}`));
        await page.screenshot({ path: `${SHOTS}${width}/backoffice/${shotName(route.path)}.png`, fullPage: true });
      }
      await context.close();
      expect(problems).toEqual([]);
    },
    WIDTH_TIMEOUT_MS,
  );
}
